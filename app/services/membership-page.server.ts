// The data of the /membership page, shared by its two routes: /membership itself (registering,
// unlocking) and /membership/lookup (the rate-limited lookup, which renders the same page).
import { listActiveBenefits, listPublishedContent, publicView } from "~/models/membership.server";
import { rememberedMember } from "~/services/member-access.server";
import { canReadLevel, MEMBERSHIP_TYPES, type MembershipType } from "~/utils/membership";

export const MEMBERSHIP_TABS = ["overview", "register", "lookup", "content"] as const;
export type MembershipTab = (typeof MEMBERSHIP_TABS)[number];

export function tabFrom(url: URL): MembershipTab {
  const tab = url.searchParams.get("tab");
  return (MEMBERSHIP_TABS as readonly string[]).includes(tab ?? "") ? (tab as MembershipTab) : "overview";
}

export async function loadMembershipPage(request: Request, tab: MembershipTab) {
  const url = new URL(request.url);
  const member = tab === "lookup" || tab === "content" ? await rememberedMember(request) : null;
  const chosenTier = url.searchParams.get("tier");
  return {
    tab,
    tier: (MEMBERSHIP_TYPES as readonly string[]).includes(chosenTier ?? "") ? (chosenTier as MembershipType) : "regular",
    benefits: tab === "overview" ? listActiveBenefits().map(({ id, membershipType, benefitName, description }) => ({ id, membershipType, benefitName, description })) : [],
    content: tab === "content" ? listPublishedContent(member) : [],
    // The member this browser unlocked as (or registered as): their own public view only.
    me: member
      ? {
          ...publicView(member),
          reads: MEMBERSHIP_TYPES.filter((level) => canReadLevel(member, level)),
        }
      : null,
  };
}

export type MembershipPageData = Awaited<ReturnType<typeof loadMembershipPage>>;
