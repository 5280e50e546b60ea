import { Form } from "@remix-run/react";
import { ErrorList, Field, SelectField } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import { LANGUAGE_NAME, LANGUAGES, type Language } from "~/config/i18n";
import { firstErrorField, replyControl, replyErrors, replyValue, useFormReply, type FieldConstraints } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";

type Props = {
  guardian: { email: string; phone: string; language: Language };
  pendingEmail: string | null;
  constraints: FieldConstraints;
};

/**
 * The guardian's own contact details: phone and language are saved at once; a new e-mail address is
 * only asked for here and changes when the link sent to it is opened. Native forms, checked on the server.
 */
export function ContactDetails({ guardian, pendingEmail, constraints }: Props) {
  const t = useT("family");
  const contact = useFormReply("contact");
  const email = useFormReply("email");
  const focus = firstErrorField(contact, ["phone", "language"]);
  return (
    <section id="contact" aria-labelledby="contact-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="contact-heading" className="text-xl font-bold">
        {t("contact.heading")}
      </h2>
      <Form method="post" className="mt-3 grid gap-3">
        <ErrorList errors={replyErrors(contact, "")} />
        <Field
          labelProps={{ children: t("contact.phone") }}
          inputProps={{
            ...replyControl(contact, constraints, "contact", "phone"),
            type: "tel",
            autoComplete: "tel",
            defaultValue: replyValue(contact, "phone") ?? guardian.phone,
            autoFocus: focus === "phone",
          }}
          errors={replyErrors(contact, "phone")}
        />
        <SelectField
          labelProps={{ children: t("contact.language") }}
          inputProps={{ id: "contact-language", name: "language", defaultValue: replyValue(contact, "language") ?? guardian.language, autoFocus: focus === "language" }}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] }))}
          errors={replyErrors(contact, "language")}
        />
        <StatusButton name="intent" value="contact" pendingLabel={t("contact.saving")} className="justify-self-start">
          {t("contact.save")}
        </StatusButton>
      </Form>

      <h3 className="mt-6 text-lg font-bold">{t("contact.emailHeading")}</h3>
      <p className="mt-1 text-sm text-slate-700">{t("contact.current", { email: guardian.email })}</p>
      {pendingEmail ? (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950" data-testid="email-change-pending">
          {t("contact.pending", { email: pendingEmail })}
        </p>
      ) : null}
      <Form method="post" className="mt-3 grid gap-3">
        <ErrorList errors={replyErrors(email, "")} />
        <Field
          labelProps={{ children: t("contact.newEmail") }}
          inputProps={{
            id: "email-email",
            name: "email",
            type: "email",
            autoComplete: "email",
            required: true,
            maxLength: 254,
            defaultValue: replyValue(email, "email"),
            autoFocus: Boolean(replyErrors(email, "email")),
          }}
          help={t("contact.emailHelp")}
          errors={replyErrors(email, "email")}
        />
        <StatusButton name="intent" value="email" pendingLabel={t("contact.sending")} className="justify-self-start">
          <Icon name="send" />
          {t("contact.sendConfirm")}
        </StatusButton>
      </Form>
    </section>
  );
}
