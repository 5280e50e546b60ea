import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { MembersAdminTabs } from "~/components/admin/MembersAdminTabs";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { CheckboxField, Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { club } from "~/config/club";
import { listAllBenefits, saveBenefit } from "~/models/membership/benefits.server";
import { benefitFormSchema } from "~/schemas/membership";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData } from "~/utils/form.server";
import { replyErrors, replyFor, replyValue, type FormReply } from "~/utils/form-reply";
import { TIERS, type MembershipType } from "~/utils/membership";

export const meta: MetaFunction = () => [{ title: `Membership Benefits | Fan Members | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "membership");
  return { benefits: listAllBenefits() };
}

/** Each benefit's form, and the new-benefit form of each tier, answers its own reply. */
const benefitFormKey = (id: FormDataEntryValue | null, type: FormDataEntryValue | null) =>
  typeof id === "string" && id ? id : `new-${String(type ?? "")}`;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "membership");
  const formData = await readFormData(request);
  const intent = benefitFormKey(formData.get("id"), formData.get("membershipType"));
  const submission = parseForm(formData, benefitFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, {
      intent,
      submission,
      toast: { title: "Save Failed", description: "Please correct the highlighted fields." },
    });
  }
  const saved = saveBenefit(submission.value, user);
  if (!saved.ok) {
    return replyToForm(request, context, { intent, submission, failure: saved, toast: { title: "Save Failed", description: saved.message } });
  }
  return redirectWithSuccess("/admin/members/benefits", {
    title: submission.value.id ? "Benefit Updated" : "Benefit Added",
    description: `"${saved.benefit.benefitName}" has been saved.`,
  });
}

type Benefit = ReturnType<typeof listAllBenefits>[number];

export default function BenefitsAdmin() {
  const { benefits } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const replyTo = (key: string) => replyFor(actionData, key);
  return (
    <div>
      <MembersAdminTabs current="benefits" />
      <p className="mt-6 text-slate-600">The benefits listed for each tier on the membership page. Hidden benefits are kept but not shown.</p>
      {TIERS.map((tier) => (
        <section key={tier.type} aria-labelledby={`tier-${tier.type}`} className="mt-8">
          <h2 id={`tier-${tier.type}`} className="text-xl font-bold">
            {tier.name}
          </h2>
          <ul className="mt-3 space-y-3">
            {benefits
              .filter((benefit) => benefit.membershipType === tier.type)
              .map((benefit) => (
                <li key={benefit.id}>
                  <BenefitForm benefit={benefit} type={tier.type} reply={replyTo(String(benefit.id))} />
                </li>
              ))}
            <li>
              <BenefitForm type={tier.type} reply={replyTo(`new-${tier.type}`)} />
            </li>
          </ul>
        </section>
      ))}
    </div>
  );
}

function BenefitForm({
  benefit,
  type,
  reply,
}: {
  benefit?: Benefit;
  type: MembershipType;
  reply?: FormReply;
}) {
  const key = benefit ? `benefit-${benefit.id}` : `new-benefit-${type}`;
  return (
    <Form
      method="post"
      action="/admin/members/benefits"
      preventScrollReset
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[1fr_2fr_auto_auto] md:items-start"
      aria-label={benefit ? `Benefit ${benefit.benefitName}` : `New ${type} benefit`}
    >
      {benefit ? <input type="hidden" name="id" value={benefit.id} /> : null}
      <input type="hidden" name="membershipType" value={type} />
      <Field
        labelProps={{ children: benefit ? "Benefit" : "New benefit" }}
        inputProps={{ id: `${key}-name`, name: "benefitName", defaultValue: replyValue(reply, "benefitName") ?? benefit?.benefitName, required: true, maxLength: 100 }}
        errors={replyErrors(reply, "benefitName")}
      />
      <Field
        labelProps={{ children: "Description" }}
        inputProps={{ id: `${key}-description`, name: "description", defaultValue: replyValue(reply, "description") ?? benefit?.description, required: true, maxLength: 500 }}
        errors={replyErrors(reply, "description")}
      />
      <CheckboxField
        className="md:mt-8"
        labelProps={{ children: "Shown" }}
        inputProps={{ id: `${key}-active`, name: "isActive", defaultChecked: benefit?.isActive ?? true }}
      />
      <StatusButton className="md:mt-7" variant={benefit ? "outline" : "default"} pendingLabel="Saving...">
        {benefit ? "Save" : "Add"}
      </StatusButton>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
