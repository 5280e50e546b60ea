import type { getZodConstraint } from "@conform-to/zod";
import { Link, useFetcher } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import { Tabs } from "~/components/ui/Tabs";
import { lazyInBrowser } from "~/components/server-rendered";
import { replyErrors, replyFor, replyValue, useFormReply } from "~/utils/form-reply";
import { isPaidTier, TIERS, type MembershipType, type PublicMember } from "~/utils/membership";
import { ContentCard, MemberAccess, PayNowLink, type ContentCardView, type SignedInMemberView } from "./ContentAccess";
import { MemberCard } from "./MemberCard";
import { RegisterForm as RegisterFormOnServer } from "./register-form.server";
import { RequestLinkForm } from "./SignIn";
import { useMembershipTexts } from "./tier-texts";

export type MembershipTab = "overview" | "register" | "lookup" | "content";

/** What the lookup form gets back besides its reply: the public view of the member found. */
type LookupReply = { member?: PublicMember };

export type MembershipPageProps = {
  tab: MembershipTab;
  tier: MembershipType;
  benefits: Array<{ id: number; membershipType: MembershipType; benefitName: string; description: string }>;
  content: ContentCardView[];
  me: SignedInMemberView | null;
  /** The member this browser has just registered (not signed in): their card and where to pay online, if anywhere. */
  registered: (PublicMember & { payPath: string | null }) | null;
  registerConstraint: ReturnType<typeof getZodConstraint>;
  /** Premium and VIP may pay now with M-Pesa (it is configured). */
  mpesa: boolean;
};

// The form and its form library are the page's largest script: fetched only on the register tab.
const RegisterForm = lazyInBrowser(RegisterFormOnServer, () => import("./RegisterForm").then((module) => module.RegisterForm));

const TABS: MembershipTab[] = ["overview", "register", "lookup", "content"];

// Figures the club publishes about its fan club (fixed by the club, not counted from the database):
// their values and labels are in the catalogue under overview.stats.
const STATS = ["members", "events", "points", "activities"] as const;

export function MembershipPage(props: MembershipPageProps) {
  const { tab } = props;
  const { t } = useMembershipTexts();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("page.title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{t("page.intro")}</p>
        </header>
        <Tabs
          className="mt-8"
          layout="grid"
          label={t("page.sections")}
          current={tab}
          tabs={TABS.map((id) => ({ id, label: t(`page.tabs.${id}`), href: `/membership?tab=${id}` }))}
        />
        <div className="mt-8">
          {tab === "overview" ? <Overview benefits={props.benefits} /> : null}
          {tab === "register" ? <RegisterForm tier={props.tier} constraint={props.registerConstraint} mpesa={props.mpesa} /> : null}
          {tab === "lookup" ? <Lookup me={props.me} registered={props.registered} /> : null}
          {tab === "content" ? <ExclusiveContent content={props.content} me={props.me} /> : null}
        </div>
      </div>
    </div>
  );
}

function Overview({ benefits }: { benefits: MembershipPageProps["benefits"] }) {
  const { t, tierName, tierPrice } = useMembershipTexts();
  return (
    <div className="space-y-10">
      <section aria-labelledby="tiers-heading">
        <h2 id="tiers-heading" className="text-2xl font-bold">
          {t("overview.tiersHeading")}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier.type} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold">{tierName(tier.type)}</h3>
              <p className="mt-1 text-2xl font-extrabold text-club-orange-dark">{tierPrice(tier.type)}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {benefits
                  .filter((benefit) => benefit.membershipType === tier.type)
                  .map((benefit) => (
                    <li key={benefit.id}>
                      <strong className="block text-slate-900">{benefit.benefitName}</strong>
                      <span className="text-slate-700">{benefit.description}</span>
                    </li>
                  ))}
              </ul>
              <Link
                to={`/membership?tab=register&tier=${tier.type}`}
                className={`${buttonClasses(tier.type === "premium" ? "default" : "outline")} mt-6`}
              >
                {t("overview.joinAs", { tier: tierName(tier.type) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {t("overview.statsHeading")}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map((stat) => (
            <li key={stat} className="rounded-xl bg-club-navy p-5 text-center text-white">
              <p className="text-3xl font-extrabold">{t(`overview.stats.${stat}.value`)}</p>
              <p className="mt-1 text-sm">{t(`overview.stats.${stat}.label`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The lookup posts to /membership/lookup: with JavaScript through a fetcher (the page stays), without
 * it as a page of its own; either way the reply carries the member found.
 */
function Lookup({ me, registered }: Pick<MembershipPageProps, "me" | "registered">) {
  const fetcher = useFetcher({ key: "member-lookup" });
  const posted = useFormReply<LookupReply>("lookup");
  const reply = replyFor<LookupReply>(fetcher.data, "lookup") ?? posted;
  const { t } = useMembershipTexts();
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="lookup-heading">
        <h2 id="lookup-heading" className="text-2xl font-bold">
          {t("lookup.heading")}
        </h2>
        <p className="mt-1 text-slate-700">{t("lookup.intro")}</p>
        <fetcher.Form method="post" action="/membership/lookup" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" role="search">
          <Field
            className="flex-1"
            labelProps={{ children: t("lookup.label") }}
            inputProps={{ id: "lookup-query", name: "query", defaultValue: replyValue(reply, "query") ?? "", autoComplete: "off", placeholder: t("lookup.placeholder") }}
            errors={replyErrors(reply, "query")}
          />
          <StatusButton type="submit" pending={fetcher.state !== "idle"} pendingLabel={t("lookup.searching")} className="sm:mt-7">
            <Icon name="search" />
            {t("lookup.submit")}
          </StatusButton>
        </fetcher.Form>
        <div className="mt-6" aria-live="polite">
          {reply?.member ? <MemberCard member={reply.member} /> : null}
        </div>
      </section>
      {me ? (
        <section aria-labelledby="my-membership-heading">
          <h2 id="my-membership-heading" className="text-2xl font-bold">
            {t("lookup.yours")}
          </h2>
          <p className="mt-1 text-slate-700">{t("lookup.signedInHere")}</p>
          <div className="mt-4">
            <MemberCard member={me} />
          </div>
          {me.payPath ? <PayNowLink href={me.payPath} className="mt-4" /> : null}
        </section>
      ) : registered ? (
        <RegisteredHere member={registered} />
      ) : (
        <section aria-labelledby="my-membership-heading">
          <h2 id="my-membership-heading" className="text-2xl font-bold">
            {t("lookup.yours")}
          </h2>
          <p className="mt-1 text-slate-700">{t("lookup.signInHint")}</p>
          <div className="mt-4">
            <RequestLinkForm idPrefix="lookup-sign-in" />
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * The card of the member this browser has just registered, and what comes next: paying (at the office,
 * or with M-Pesa when it is open to them) and signing in with the link the welcome e-mail carries.
 */
function RegisteredHere({ member }: { member: NonNullable<MembershipPageProps["registered"]> }) {
  const { t } = useMembershipTexts();
  const toPay = member.status === "pending" && isPaidTier(member.membershipType);
  return (
    <section aria-labelledby="my-membership-heading">
      <h2 id="my-membership-heading" className="text-2xl font-bold">
        {t("lookup.yours")}
      </h2>
      <p className="mt-1 text-slate-700">{t("registered.intro")}</p>
      <div className="mt-4">
        <MemberCard member={member} />
      </div>
      <h3 className="mt-6 text-lg font-bold">{t("registered.nextHeading")}</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700">
        {toPay ? <li>{t(member.payPath ? "registered.payOnlineOrOffice" : "registered.payAtOffice")}</li> : null}
        <li>{t("registered.signIn")}</li>
      </ol>
      {member.payPath ? <PayNowLink href={member.payPath} className="mt-4" /> : null}
      <div className="mt-6">
        <p className="text-sm text-slate-700">{t("registered.noLink")}</p>
        <div className="mt-2">
          <RequestLinkForm idPrefix="lookup-sign-in" />
        </div>
      </div>
    </section>
  );
}

function ExclusiveContent({ content, me }: { content: ContentCardView[]; me: MembershipPageProps["me"] }) {
  const { t } = useMembershipTexts();
  return (
    <div className="space-y-8">
      <MemberAccess me={me} redirectTo="/membership?tab=content" />
      <section aria-labelledby="content-heading">
        <h2 id="content-heading" className="text-2xl font-bold">
          {t("content.heading")}
        </h2>
        {content.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("content.none")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {content.map((item) => (
              <li key={item.id}>
                <ContentCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
