// The guardian's fields of the add-player and add-guardian forms (the same names in both, and in the API).
import { Field, SelectField } from "~/components/ui/Field";
import { RELATIONSHIPS } from "~/config/academy";
import { LANGUAGE_NAME, LANGUAGES } from "~/config/i18n";
import { SQUAD_LIMITS } from "~/config/squads";
import { replyErrors, replyValue, type FormReply } from "~/utils/form-reply";

export function GuardianFields({ reply, idPrefix }: { reply: FormReply | undefined; idPrefix: string }) {
  return (
    <>
      <Field
        labelProps={{ children: "Guardian's name" }}
        inputProps={{ id: `${idPrefix}-guardian-name`, name: "guardianName", required: true, maxLength: SQUAD_LIMITS.guardianName, autoComplete: "off", defaultValue: replyValue(reply, "guardianName") }}
        errors={replyErrors(reply, "guardianName")}
      />
      <SelectField
        labelProps={{ children: "Relationship to the player" }}
        inputProps={{ id: `${idPrefix}-relationship`, name: "relationship", required: true, defaultValue: replyValue(reply, "relationship") ?? "" }}
        placeholder="Choose"
        options={RELATIONSHIPS.map((relationship) => ({ value: relationship, label: relationship }))}
        errors={replyErrors(reply, "relationship")}
      />
      <Field
        labelProps={{ children: "Guardian's e-mail" }}
        inputProps={{ id: `${idPrefix}-guardian-email`, name: "guardianEmail", type: "email", required: true, maxLength: SQUAD_LIMITS.email, autoComplete: "off", defaultValue: replyValue(reply, "guardianEmail") }}
        help="Sign-in links to the family page go here. A guardian already on record with this address is linked as they are."
        errors={replyErrors(reply, "guardianEmail")}
      />
      <Field
        labelProps={{ children: "Guardian's phone" }}
        inputProps={{ id: `${idPrefix}-guardian-phone`, name: "guardianPhone", type: "tel", required: true, maxLength: SQUAD_LIMITS.phone, autoComplete: "off", defaultValue: replyValue(reply, "guardianPhone") }}
        errors={replyErrors(reply, "guardianPhone")}
      />
      <SelectField
        labelProps={{ children: "Language of the family's e-mails" }}
        inputProps={{ id: `${idPrefix}-guardian-language`, name: "guardianLanguage", defaultValue: replyValue(reply, "guardianLanguage") ?? "en" }}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] }))}
        errors={replyErrors(reply, "guardianLanguage")}
      />
    </>
  );
}
