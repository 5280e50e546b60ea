import type { getZodConstraint } from "@conform-to/zod";
import { Link, useFetcher } from "@remix-run/react";
import Search from "lucide-react/dist/esm/icons/search.js";
import { buttonClasses } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Tabs } from "~/components/ui/Tabs";
import { replyErrors, replyFor, replyValue, useFormReply } from "~/utils/form-reply";
import { TIERS, tierPriceLabel, type MembershipType } from "~/utils/membership";
import { ContentCard, MemberAccess, PayNowLink, type ContentCardView, type SignedInMemberView } from "./ContentAccess";
import { MemberCard, type PublicMemberView } from "./MemberCard";
import { RegisterForm } from "./RegisterForm";
import { RequestLinkForm } from "./SignIn";

export type MembershipTab = "overview" | "register" | "lookup" | "content";

/** What the lookup form gets back besides its reply: the public view of the member found. */
type LookupReply = { member?: PublicMemberView };

export type MembershipPageProps = {
  tab: MembershipTab;
  tier: MembershipType;
  benefits: Array<{ id: number; membershipType: MembershipType; benefitName: string; description: string }>;
  content: ContentCardView[];
  me: SignedInMemberView | null;
  registerConstraint: ReturnType<typeof getZodConstraint>;
  /** Premium and VIP may pay now with M-Pesa (it is configured). */
  mpesa: boolean;
};

const TABS: Array<{ id: MembershipTab; label: string }> = [
  { id: "overview", label: "Overview" },
  { id: "register", label: "Register" },
  { id: "lookup", label: "Member Lookup" },
  { id: "content", label: "Exclusive Content" },
];

// Figures the club publishes about its fan club (fixed by the club, not counted from the database).
const STATS = [
  { value: "500+", label: "Active Members" },
  { value: "15", label: "Exclusive Events" },
  { value: "25K+", label: "Points Earned" },
  { value: "100+", label: "Activities" },
];

export function MembershipPage(props: MembershipPageProps) {
  const { tab } = props;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Fan Membership Portal</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
            Join the Rising Stars Fan Club: earn loyalty points, get closer to the team and read members-only stories.
          </p>
        </header>
        <Tabs
          className="mt-8"
          label="Membership sections"
          current={tab}
          tabs={TABS.map((item) => ({ ...item, href: `/membership?tab=${item.id}` }))}
        />
        <div className="mt-8">
          {tab === "overview" ? <Overview benefits={props.benefits} /> : null}
          {tab === "register" ? <RegisterForm tier={props.tier} constraint={props.registerConstraint} mpesa={props.mpesa} /> : null}
          {tab === "lookup" ? <Lookup me={props.me} /> : null}
          {tab === "content" ? <ExclusiveContent content={props.content} me={props.me} /> : null}
        </div>
      </div>
    </div>
  );
}

function Overview({ benefits }: { benefits: MembershipPageProps["benefits"] }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="tiers-heading">
        <h2 id="tiers-heading" className="text-2xl font-bold">
          Membership tiers
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier.type} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold">{tier.name}</h3>
              <p className="mt-1 text-2xl font-extrabold text-club-orange-dark">{tierPriceLabel(tier.type)}</p>
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
                Join as {tier.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          The fan club in numbers
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map((stat) => (
            <li key={stat.label} className="rounded-xl bg-club-navy p-5 text-center text-white">
              <p className="text-3xl font-extrabold">{stat.value}</p>
              <p className="mt-1 text-sm">{stat.label}</p>
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
function Lookup({ me }: { me: MembershipPageProps["me"] }) {
  const fetcher = useFetcher({ key: "member-lookup" });
  const posted = useFormReply<LookupReply>("lookup");
  const reply = replyFor<LookupReply>(fetcher.data, "lookup") ?? posted;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="lookup-heading">
        <h2 id="lookup-heading" className="text-2xl font-bold">
          Find a membership
        </h2>
        <p className="mt-1 text-slate-700">
          Search by e-mail address or membership number. The public card shows the first name and the last name&apos;s initial; sign in to see your own.
        </p>
        <fetcher.Form method="post" action="/membership/lookup" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" role="search">
          <Field
            className="flex-1"
            labelProps={{ children: "Email or membership #" }}
            inputProps={{ id: "lookup-query", name: "query", defaultValue: replyValue(reply, "query") ?? "", autoComplete: "off", placeholder: "you@example.com or RSFC-2026-000123" }}
            errors={replyErrors(reply, "query")}
          />
          <StatusButton type="submit" pending={fetcher.state !== "idle"} pendingLabel="Searching..." className="sm:mt-7">
            <Search aria-hidden="true" />
            Look up
          </StatusButton>
        </fetcher.Form>
        <div className="mt-6" aria-live="polite">
          {reply?.member ? <MemberCard member={reply.member} /> : null}
        </div>
      </section>
      {me ? (
        <section aria-labelledby="my-membership-heading">
          <h2 id="my-membership-heading" className="text-2xl font-bold">
            Your membership
          </h2>
          <p className="mt-1 text-slate-700">You are signed in on this device.</p>
          <div className="mt-4">
            <MemberCard member={me} />
          </div>
          {me.payPath ? <PayNowLink href={me.payPath} className="mt-4" /> : null}
        </section>
      ) : (
        <section aria-labelledby="my-membership-heading">
          <h2 id="my-membership-heading" className="text-2xl font-bold">
            Your membership
          </h2>
          <p className="mt-1 text-slate-700">Members see their whole card after signing in with a link we e-mail them.</p>
          <div className="mt-4">
            <RequestLinkForm idPrefix="lookup-sign-in" />
          </div>
        </section>
      )}
    </div>
  );
}

function ExclusiveContent({ content, me }: { content: ContentCardView[]; me: MembershipPageProps["me"] }) {
  return (
    <div className="space-y-8">
      <MemberAccess me={me} redirectTo="/membership?tab=content" />
      <section aria-labelledby="content-heading">
        <h2 id="content-heading" className="text-2xl font-bold">
          Exclusive content
        </h2>
        {content.length === 0 ? (
          <p className="mt-4 text-slate-700">No exclusive content has been published yet.</p>
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
