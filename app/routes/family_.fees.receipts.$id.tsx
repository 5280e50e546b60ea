// A fee payment's receipt for the signed-in guardian (ADR 0029): the M-Pesa receipt number (or the cash
// receipt's), the amount and date, what it paid and the family's balance. Only a payment of the guardian's
// own children (403 for another family's, 404 for none); not signed in: the family page's sign-in form.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FeeReceipt } from "~/components/site/fees/FeeReceipt";
import { buttonClasses } from "~/components/ui/Button";
import { club } from "~/config/club";
import { FEE_PAY_MESSAGES } from "~/config/fees";
import { receiptForGuardian } from "~/models/fees/family-fees.server";
import { rememberedGuardian } from "~/services/sign-in-cookie.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { parseId } from "~/utils/ids";

export const handle = { i18n: ["family", "messages/common", "messages/family"] };

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "family")("fees.receipt.title", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const guardian = await rememberedGuardian(request);
  if (!guardian) throw redirect("/family");
  const id = parseId(params.id);
  if (!id) throw new Response(FEE_PAY_MESSAGES.receiptNotFound, { status: 404 });
  const found = receiptForGuardian(guardian.id, id);
  if (!found.ok) throw new Response(found.message, { status: found.reason === "forbidden" ? 403 : 404 });
  return data({ receipt: found.receipt });
}

export default function FamilyFeeReceipt() {
  const { receipt } = useLoaderData<typeof loader>();
  const t = useT("family");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
        <FeeReceipt receipt={receipt} />
        <p className="flex flex-wrap gap-3">
          <Link to="/family#fees-heading" className={buttonClasses("outline")}>
            {t("fees.back")}
          </Link>
          <Link to="/family/fees/statement" className={buttonClasses("outline")}>
            {t("fees.family.statement")}
          </Link>
        </p>
      </div>
    </div>
  );
}
