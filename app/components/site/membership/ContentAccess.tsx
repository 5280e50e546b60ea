import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { writtenInPage } from "~/utils/written-in-page";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import type { MembershipType, PublicMember } from "~/utils/membership";
import { RequestLinkForm } from "./SignIn";
import { useMembershipTexts } from "./tier-texts";

/** The member this browser is signed in as: their card, the levels they read, and where to pay a pending paid tier online (null: nothing to pay that way). */
export type SignedInMemberView = PublicMember & { reads: MembershipType[]; payPath?: string | null };

/** "Pay now with M-Pesa" for a signed-in member whose paid membership is still pending: a plain link to its payment page. */
export function PayNowLink({ href, className }: { href: string; className?: string }) {
  const { t } = useMembershipTexts();
  return (
    <ButtonLink to={href} className={className}>
      {t("access.payNow")}
    </ButtonLink>
  );
}

export type ContentCardView = {
  id: number;
  title: string;
  contentType: string;
  membershipLevel: MembershipType;
  publishDate: string | null;
  viewCount: number;
  excerpt: string;
  locked: boolean;
};

const levelVariant = { regular: "secondary", premium: "warning", vip: "default" } as const;

export function LevelBadge({ level }: { level: MembershipType }) {
  const { tierName } = useMembershipTexts();
  return <Badge variant={levelVariant[level]}>{tierName(level)}</Badge>;
}

/** One members-only item in the list: badges, title, excerpt, views, date, and whether it is open to this reader. */
export function ContentCard({ item }: { item: ContentCardView }) {
  const { t, format, tierName, contentTypeLabel, views } = useMembershipTexts();
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap gap-2">
        <LevelBadge level={item.membershipLevel} />
        <Badge variant="outline">{contentTypeLabel(item.contentType)}</Badge>
      </div>
      <h3 className="mt-3 text-lg font-bold">
        <Link to={`/membership/content/${item.id}`} className="hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-700">{item.excerpt}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Icon name="eye" className="size-4" />
          {views(item.viewCount)}
        </span>
        {item.publishDate ? <span>{format.longDate(item.publishDate)}</span> : null}
      </div>
      <p className="mt-3 inline-flex items-center gap-1 text-sm font-semibold">
        {item.locked ? (
          <>
            <Icon name="lock" className="size-4 text-slate-500" />
            <span>{t("content.unlocksWith", { tier: tierName(item.membershipLevel) })}</span>
          </>
        ) : (
          <>
            <Icon name="lock-open" className="size-4 text-green-700" />
            <span className="text-green-800">{t("content.unlocked")}</span>
          </>
        )}
      </p>
    </article>
  );
}

/**
 * Who is reading: the signed-in member with a "Sign out" button (posts to /membership and comes back
 * to `redirectTo`), or the form that e-mails a member their sign-in link.
 */
export function MemberAccess({ me, redirectTo }: { me: SignedInMemberView | null; redirectTo: string }) {
  const { t, tierName } = useMembershipTexts();
  if (me) {
    const statusNote =
      me.status === "active"
        ? t("access.canRead", { levels: me.reads.map(tierName).join(", ") })
        : me.status === "pending" && me.payPath
          ? t("access.pendingPayOnline")
          : t(`access.${me.status}`);
    return (
      <section aria-labelledby="member-access-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="member-access-heading" className="text-lg font-bold">
          {t("access.readingAs", { name: `${me.firstName} ${me.lastName}`, tier: tierName(me.membershipType) })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{statusNote}</p>
        {me.payPath ? <PayNowLink href={me.payPath} className="mt-3" /> : null}
        <Form method="post" action="/membership?tab=content" className="mt-3">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <StatusButton name="intent" value="forget" variant="outline" size="sm" pendingLabel={t("access.signingOut")}>
            {t("access.signOut")}
          </StatusButton>
        </Form>
      </section>
    );
  }
  return (
    <section aria-labelledby="member-access-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="member-access-heading" className="text-lg font-bold">
        {t("access.signInHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("access.signInIntro")}</p>
      <div className="mt-3">
        <RequestLinkForm idPrefix="member-access" />
      </div>
    </section>
  );
}

/**
 * Where a members-only item shows who is reading: the signed-in member's box, the sign-in form for a
 * visitor who is not (`offerSignIn`), or nothing. The member is written into `data-member` too: the
 * page cache serves members a copy they share with the member's own box written into this place
 * (app/shared-page-regions.server.tsx), and the page's scripts read the member back from it.
 */
export function MemberAccessRegion({
  me,
  redirectTo,
  offerSignIn = false,
}: {
  me: SignedInMemberView | null;
  redirectTo: string;
  offerSignIn?: boolean;
}) {
  return (
    <div data-member-region="" data-member={me ? JSON.stringify(me) : undefined}>
      {me || offerSignIn ? <MemberAccess me={me} redirectTo={redirectTo} /> : null}
    </div>
  );
}

/**
 * The member reading this page: from the loader, or (`inPage`: the page was a copy members share) the
 * one written into the page, so that the page hydrates what the server sent.
 */
export function useReadingMember(me: SignedInMemberView | null, inPage: boolean): SignedInMemberView | null {
  const [written] = useState(() => (inPage ? writtenInPage<SignedInMemberView>("data-member") : null));
  return inPage ? written : me;
}
