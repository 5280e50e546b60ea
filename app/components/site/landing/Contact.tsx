import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { Clock, Mail, MapPin, Phone, Send } from "lucide-react";
import { ErrorList, Field, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { club } from "~/config/club";
import { Section } from "./Section";

export type ContactActionData = { result: SubmissionResult<string[]> };

/**
 * The contact form. Validation happens on the server (the zod schema stays out of this page's
 * bundle); the constraints for the browser's own checks come from the loader. With JavaScript the
 * form posts through a fetcher (no reload) and clears itself on success.
 */
export function Contact({
  constraint,
  actionResult,
}: {
  constraint: Parameters<typeof useForm>[0]["constraint"];
  /** The server's answer to a native (no-JS) post of this form. */
  actionResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<ContactActionData>({ key: "contact" });
  const [form, fields] = useForm({
    id: "contact-form",
    constraint,
    lastResult: fetcher.state === "idle" ? (fetcher.data?.result ?? actionResult) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sending = fetcher.state !== "idle";

  return (
    <Section id="contact" title="Contact Us" lead="Questions about training, the academy or sponsorship? Write to us.">
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="space-y-5 lg:col-span-2">
          <ContactDetail icon={MapPin} title="Visit us">
            {club.address}
          </ContactDetail>
          <ContactDetail icon={Phone} title="Call us">
            <a href={`tel:${club.phone.replace(/\s+/g, "")}`} className="text-club-orange-dark hover:underline">
              {club.phone}
            </a>
          </ContactDetail>
          <ContactDetail icon={Mail} title="Email us">
            <a href={`mailto:${club.email}`} className="text-club-orange-dark hover:underline">
              {club.email}
            </a>
          </ContactDetail>
          <ContactDetail icon={Clock} title="Office hours">
            {club.officeHours}
          </ContactDetail>
        </div>

        <fetcher.Form
          method="post"
          action="/?index"
          {...getFormProps(form)}
          className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
        >
          <Field
            labelProps={{ children: "Name" }}
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
            errors={fields.name.errors}
          />
          <Field
            labelProps={{ children: "Email" }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <TextareaField
            labelProps={{ children: "Message" }}
            textareaProps={{ ...getTextareaProps(fields.message), rows: 4 }}
            errors={fields.message.errors}
          />
          {/* Honeypot: hidden from people and screen readers; naive bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">Website</label>
            <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusButton type="submit" pending={sending} pendingLabel="Sending..." size="lg" className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            Send Message
          </StatusButton>
        </fetcher.Form>
      </div>
    </Section>
  );
}

function ContactDetail({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Mail;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-orange-100">
        <Icon aria-hidden="true" className="h-5 w-5 text-club-orange-dark" />
      </span>
      <div>
        <h3 className="font-bold">{title}</h3>
        <p className="text-slate-700">{children}</p>
      </div>
    </div>
  );
}
