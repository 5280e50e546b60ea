// A player's other guardian, and a guardian's contact details as the family gives them to the office.
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { ErrorList, Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { LANGUAGE_NAME, LANGUAGES } from "~/config/i18n";
import { SQUAD_LIMITS } from "~/config/squads";
import { replyErrors, replyValue, useFocusOnFirstError, useFormReply } from "~/utils/form-reply";
import { GuardianFields } from "./guardian-fields";
import type { SquadsData } from "./route";

type Player = SquadsData["players"][number];
type Guardian = NonNullable<NonNullable<SquadsData["dialogs"]>["editingContact"]>;

function Buttons({ closeHref, intent, label, pending }: { closeHref: string; intent: string; label: string; pending: string }) {
  return (
    <div className="flex justify-end gap-2 sm:col-span-2">
      <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
        Cancel
      </Link>
      <StatusButton name="intent" value={intent} pendingLabel={pending}>
        {label}
      </StatusButton>
    </div>
  );
}

export function AddGuardianDialog({ player, closeHref }: { player: Player; closeHref: string }) {
  const reply = useFormReply("add-guardian");
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFirstError(formRef, reply);
  return (
    <Dialog title={`Add a guardian for ${player.name}`} closeHref={closeHref} size="lg">
      <Form ref={formRef} method="post" preventScrollReset className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="playerId" value={player.id} />
        <ErrorList errors={replyErrors(reply, "")} />
        <GuardianFields reply={reply} idPrefix="add-guardian" />
        <Buttons closeHref={closeHref} intent="add-guardian" label="Add guardian" pending="Adding..." />
      </Form>
    </Dialog>
  );
}

export function GuardianContactDialog({ guardian, closeHref }: { guardian: Guardian; closeHref: string }) {
  const reply = useFormReply("update-guardian");
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFirstError(formRef, reply);
  const shown = (name: "name" | "email" | "phone" | "language") => replyValue(reply, name) ?? guardian[name];
  return (
    <Dialog title={`Contact details of ${guardian.name}`} closeHref={closeHref} size="lg">
      <Form ref={formRef} method="post" preventScrollReset className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="guardianId" value={guardian.id} />
        <ErrorList errors={replyErrors(reply, "")} />
        <Field
          labelProps={{ children: "Name" }}
          inputProps={{ id: "guardian-contact-name", name: "name", required: true, maxLength: SQUAD_LIMITS.guardianName, autoComplete: "off", defaultValue: shown("name") }}
          errors={replyErrors(reply, "name")}
        />
        <Field
          labelProps={{ children: "E-mail" }}
          inputProps={{ id: "guardian-contact-email", name: "email", type: "email", required: true, maxLength: SQUAD_LIMITS.email, autoComplete: "off", defaultValue: shown("email") }}
          help="Sign-in links to the family page go to this address."
          errors={replyErrors(reply, "email")}
        />
        <Field
          labelProps={{ children: "Phone" }}
          inputProps={{ id: "guardian-contact-phone", name: "phone", type: "tel", required: true, maxLength: SQUAD_LIMITS.phone, autoComplete: "off", defaultValue: shown("phone") }}
          errors={replyErrors(reply, "phone")}
        />
        <SelectField
          labelProps={{ children: "Language of the family's e-mails" }}
          inputProps={{ id: "guardian-contact-language", name: "language", defaultValue: shown("language") }}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAME[language] }))}
          errors={replyErrors(reply, "language")}
        />
        <Buttons closeHref={closeHref} intent="update-guardian" label="Save details" pending="Saving..." />
      </Form>
    </Dialog>
  );
}
