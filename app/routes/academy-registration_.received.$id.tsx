import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { RECEIPT_ANCHOR } from "~/config/academy";
import { club } from "~/config/club";
import { getRegistrationReceipt } from "~/models/academy/registrations.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";

export const handle = { i18n: ["academy"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "academy");
  return [{ title: t("meta.receiptTitle", { club: club.shortName }) }, { name: "robots", content: "noindex" }];
};

/** The parent's receipt for one registration: readable only with the secret token of its link (`?t=`). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(LINK_TOKEN_PARAM) ?? "";
  const receipt = getRegistrationReceipt(Number(params.id), token);
  if (!receipt) throw new Response("Registration not found", { status: 404 });
  return data({ receipt });
}

export default function RegistrationReceivedPage() {
  const { receipt } = useLoaderData<typeof loader>();
  const t = useT("academy");
  const { dateTime } = useFormat();
  const office = club.academyEmail;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <Icon name="circle-check" className="mx-auto size-12 text-green-700" />
          <h1 id={RECEIPT_ANCHOR} className="mt-3 scroll-mt-24 text-3xl font-extrabold tracking-tight">{t("receipt.heading")}</h1>
          <p className="mt-2 text-lg text-slate-700">{t("receipt.thanks", { name: receipt.playerName })}</p>
        </header>

        <dl className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{t("receipt.reference")}</dt>
            <dd className="text-xl font-bold" data-testid="registration-reference">
              {receipt.reference}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("receipt.sent")}</dt>
            <dd className="font-semibold">{dateTime(receipt.registrationDate)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("receipt.status")}</dt>
            <dd className="font-semibold">{t(`receipt.statuses.${receipt.status}`)}</dd>
          </div>
        </dl>

        <section aria-labelledby="next-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="next-heading" className="text-xl font-bold">
            {t("receipt.nextHeading")}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            <li>{t("receipt.stepReview")}</li>
            <li>{t("receipt.stepEmail", { email: receipt.email })}</li>
            <li>{t("receipt.stepOffice", { phone: club.academyPhone, office, reference: receipt.reference })}</li>
          </ol>
          {receipt.hasCertificate ? null : (
            <p className="mt-4 rounded-md bg-orange-50 p-3 text-slate-800">{t("receipt.noCertificate", { office, reference: receipt.reference })}</p>
          )}
          <p className="mt-4 text-sm text-slate-600">{t("receipt.keepLink")}</p>
        </section>

        <p className="mt-8 text-center">
          <Link to="/academy-registration" className={buttonClasses("default", "lg")}>
            {t("receipt.another")}
          </Link>
        </p>
      </div>
    </div>
  );
}
