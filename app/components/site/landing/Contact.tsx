import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { Field, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { CONTACT_INTENT } from "~/config/contact";
import { replyControl, replyErrors, replyFor, type FieldConstraints, type FormReply } from "~/utils/form-reply";
import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";
import { Section } from "./Section";

/**
 * The contact form. conform + zod validate it on the server; the browser gets only the constraints
 * (from the loader) and the server's reply, so neither zod nor conform's runtime is in this page's
 * JavaScript (the home page must stay under 100 KB). With JavaScript the form posts through a fetcher
 * (no reload) and clears itself on success; without it, it is a plain form post.
 */
export function Contact({
  constraint,
  actionReply,
  details,
}: {
  constraint: FieldConstraints;
  actionReply?: FormReply;
  /** The club's address, phone, e-mail and hours beside the form (server-rendered: ContactDetails). */
  details: ReactNode;
}) {
  const t = useT("home");
  const fetcher = useFetcher({ key: "contact" });
  const fetcherReply = replyFor(fetcher.data, CONTACT_INTENT);
  const reply = fetcher.state === "idle" ? (fetcherReply ?? actionReply) : undefined;
  const sending = fetcher.state !== "idle";
  const [generation, setGeneration] = useState(0);

  // A successful send answers with no values to restore: start a fresh, empty form.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcherReply && fetcherReply.result.initialValue === null) {
      setGeneration((n) => n + 1);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per completed send
  }, [fetcher.state, fetcher.data]);

  const control = (name: string, extra: Record<string, unknown> = {}) => ({ ...replyControl(reply, constraint, "contact", name), ...extra });

  return (
    <Section id="contact" title={t("contact.title")} lead={t("contact.lead")}>
      <div className="grid gap-8 lg:grid-cols-5">
        {details}

        <fetcher.Form
          key={generation}
          method="post"
          action="/?index"
          noValidate
          aria-label={t("contact.formLabel")}
          className="surface space-y-4 p-6 lg:col-span-3"
        >
          <Field
            labelProps={{ children: t("contact.name") }}
            inputProps={control("name", { type: "text", autoComplete: "name" })}
            errors={replyErrors(reply, "name")}
          />
          <Field
            labelProps={{ children: t("contact.emailField") }}
            inputProps={control("email", { type: "email", autoComplete: "email" })}
            errors={replyErrors(reply, "email")}
          />
          <TextareaField
            labelProps={{ children: t("contact.message") }}
            textareaProps={control("message", { rows: 4 })}
            errors={replyErrors(reply, "message")}
          />
          {/* Honeypot: hidden from people and screen readers; naive bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">{t("contact.website")}</label>
            <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <StatusButton type="submit" pending={sending} pendingLabel={t("contact.sending")} size="lg" className="w-full sm:w-auto">
            <Icon name="send" />
            {t("contact.send")}
          </StatusButton>
        </fetcher.Form>
      </div>
    </Section>
  );
}
