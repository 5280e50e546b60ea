// A fee payment's receipt for staff with the "fees" permission (admins and the treasurer): the same
// receipt the family sees, for any matched payment (the treasurer's screens link here).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeesNav } from "~/components/admin/FeesNav";
import { FeeReceipt } from "~/components/site/fees/FeeReceipt";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { receiptForStaff } from "~/models/fees/family-fees.server";
import { requireUser } from "~/services/auth.server";
import { parseId } from "~/utils/ids";

export const handle: AdminRouteHandle & { i18n: string[] } = { pageTitle: "Fee receipt", i18n: ["family"] };

export const meta: MetaFunction = () => [{ title: `Fee receipt | ${club.shortName}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "fees");
  const id = parseId(params.id);
  const found = id ? receiptForStaff(id) : null;
  if (!found?.ok) throw new Response("Receipt not found", { status: 404 });
  return data({ receipt: found.receipt });
}

export default function AdminFeeReceipt() {
  const { receipt } = useLoaderData<typeof loader>();
  return (
    <div className="mt-6 max-w-2xl space-y-6">
      <FeesNav />
      <FeeReceipt receipt={receipt} inAdmin />
      <p>
        <a href={`/admin/fees/families/${receipt.playerId}/statement`} className="font-semibold text-club-navy underline">
          The family&apos;s statement
        </a>
      </p>
    </div>
  );
}
