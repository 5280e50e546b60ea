// A pending Premium or VIP member's M-Pesa payment: the prompt's state, Try again, or paying at the club
// office instead. Only the browser that registered the member (a signed cookie set at registration) or
// the member signed in may open it (app/services/membership-payment.server.ts); anyone else gets 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MpesaPayment, refreshWhilePending } from "~/components/site/payments/MpesaPayment";
import { buttonClasses } from "~/components/ui/Button";
import { club } from "~/config/club";
import { MPESA_MESSAGES } from "~/config/mpesa";
import { membershipPaymentStatus, startMembershipPayment } from "~/models/payments/mpesa.server";
import { orderPayFormSchema } from "~/schemas/mpesa";
import { replyToForm } from "~/services/form-reply.server";
import { mayFollowPayment, membershipPaymentPath } from "~/services/membership-payment.server";
import { useFormReply } from "~/utils/form-reply";
import { parseForm, readFormData } from "~/utils/form.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { parseId } from "~/utils/ids";
import { tierOf, tierPriceLabel } from "~/utils/membership";

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "payments")("membership.title", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export const handle = {
  // While the prompt waits for the PIN the page checks again by itself.
  ...refreshWhilePending((loaded) => (loaded as { payment: { status: string } | null }).payment?.status === "pending"),
  // The payment's state and the form's errors are English messages, shown translated.
  i18n: ["payments", "messages/common", "messages/membership", "messages/payments"],
};

/** The member of the address, when this browser registered them or is signed in as them; else 404 (no hint whether they exist). */
async function payingMember(request: Request, raw: string | undefined): Promise<number> {
  const memberId = parseId(raw);
  if (!memberId || !(await mayFollowPayment(request, memberId))) throw new Response(MPESA_MESSAGES.memberNotFound, { status: 404 });
  return memberId;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const status = membershipPaymentStatus(await payingMember(request, params.memberId));
  if (!status.ok) throw new Response(status.message, { status: 404 });
  const { member, payment, canPay } = status;
  return data({ member: { ...member, tierName: tierOf(member.membershipType).name, price: tierPriceLabel(member.membershipType) }, payment, canPay });
}

/** Try again: prompts the phone again for the tier's price. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const intent = "mpesa";
  const memberId = await payingMember(request, params.memberId);
  const submission = parseForm(await readFormData(request), orderPayFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission });
  const started = await startMembershipPayment(memberId, submission.value.phone, { clientIp: context.clientIp ?? "unknown" });
  if (!started.ok) return replyToForm(request, context, { intent, submission, failure: started });
  return redirect(membershipPaymentPath(memberId));
}

export default function MembershipPaymentPage() {
  const { member, payment, canPay } = useLoaderData<typeof loader>();
  const reply = useFormReply("mpesa");
  const active = member.status === "active";
  const t = useT("payments");
  const { kes } = useFormat();
  const price = kes(tierOf(member.membershipType).price);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight">{t("membership.heading", { tier: t(`tiers.${member.membershipType}`) })}</h1>
          <p className="mt-2 text-slate-600">
            {t("membership.number", { number: member.membershipNumber, price: t("membership.perYear", { price }) })}
          </p>
        </header>
        {active ? (
          <section role="status" aria-labelledby="active-heading" className="mt-8 rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm">
            <h2 id="active-heading" className="text-2xl font-bold">
              {t("membership.activeHeading")}
            </h2>
            <p className="mt-2 text-slate-700">{t("membership.activeText", { name: member.firstName, email: member.email })}</p>
          </section>
        ) : null}
        <MpesaPayment payment={payment} canPay={canPay} phone={member.phone ?? ""} reply={reply} payLater={{ label: t("mpesa.payAtOffice"), href: "#office-heading" }} />
        {member.status === "pending" ? (
          <section aria-labelledby="office-heading" className="mt-6 rounded-xl border border-orange-200 bg-orange-50 p-6">
            <h2 id="office-heading" className="text-xl font-bold">
              {t("membership.officeHeading")}
            </h2>
            <p className="mt-2 text-slate-700">
              {t("membership.officeText", { address: club.address, phone: club.phone, number: member.membershipNumber })}
            </p>
          </section>
        ) : null}
        <p className="mt-8 text-center">
          <Link to="/membership" className={buttonClasses("outline", "lg")}>
            {t("membership.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}
