// The signed-in guardian's season statement (ADR 0029): their own children's invoices of the season, the
// payments received and the family's balance (`?season=2026`, this year by default). Prints on one A4 page.
// Not signed in: the family page's sign-in form.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FeeStatement } from "~/components/site/fees/FeeStatement";
import { buttonClasses } from "~/components/ui/Button";
import { club } from "~/config/club";
import { currentSeason, statementForGuardian } from "~/models/fees/family-fees.server";
import { statementQuerySchema } from "~/schemas/fees-paying";
import { rememberedGuardian } from "~/services/sign-in-cookie.server";
import { metaTranslator, useT } from "~/utils/i18n";

export const handle = { i18n: ["family", "messages/common", "messages/family"] };

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "family")("fees.statement.title", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const guardian = await rememberedGuardian(request);
  if (!guardian) throw redirect("/family");
  const query = statementQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return data({ statement: statementForGuardian(guardian.id, query.season ?? currentSeason()), familyName: guardian.name });
}

export default function FamilyFeeStatement() {
  const { statement, familyName } = useLoaderData<typeof loader>();
  const t = useT("family");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        <FeeStatement statement={statement} familyName={familyName} receiptHref={(id) => `/family/fees/receipts/${id}`} />
        <p data-print-hide="">
          <Link to="/family#fees-heading" className={buttonClasses("outline")}>
            {t("fees.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}
