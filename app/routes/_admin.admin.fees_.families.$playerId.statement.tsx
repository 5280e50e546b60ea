// A family's season statement for staff with the "fees" permission: the family of child `playerId` (every
// child sharing a guardian), the same statement the family sees, printable on one A4 page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeesNav } from "~/components/admin/FeesNav";
import { FeeStatement } from "~/components/site/fees/FeeStatement";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { currentSeason, statementForFamilyOf } from "~/models/fees/family-fees.server";
import { statementQuerySchema } from "~/schemas/fees-paying";
import { requireUser } from "~/services/auth.server";
import { parseId } from "~/utils/ids";

export const handle: AdminRouteHandle & { i18n: string[] } = { pageTitle: "Family statement", i18n: ["family"] };

export const meta: MetaFunction = () => [{ title: `Family statement | ${club.shortName}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "fees");
  const playerId = parseId(params.playerId);
  const query = statementQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const found = playerId ? statementForFamilyOf(playerId, query.season ?? currentSeason()) : null;
  if (!found?.ok) throw new Response("That child was not found.", { status: 404 });
  return data({ statement: found.statement, familyName: found.familyName });
}

export default function AdminFamilyStatement() {
  const { statement, familyName } = useLoaderData<typeof loader>();
  return (
    <div className="mt-6 space-y-6">
      <FeesNav />
      <FeeStatement statement={statement} familyName={familyName} receiptHref={(id) => `/admin/fees/receipts/${id}`} inAdmin />
    </div>
  );
}
