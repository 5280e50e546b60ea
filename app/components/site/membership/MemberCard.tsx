import { Badge } from "~/components/ui/Badge";
import { isPaidTier, type PublicMember } from "~/utils/membership";
import { useMembershipTexts } from "./tier-texts";

/** A member's card: name, tier, status, points, join and expiry dates, nothing private (masked in the public lookup). */
export function MemberCard({ member, heading = "h3" }: { member: PublicMember; heading?: "h2" | "h3" }) {
  const Heading = heading;
  const { t, format, tierName, tierPrice, statusLabel } = useMembershipTexts();
  const tier = tierName(member.membershipType);
  return (
    <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={t("card.label")} data-testid="member-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading className="text-xl font-bold">
            {member.firstName} {member.lastName}
          </Heading>
          {member.membershipNumber ? <p className="mt-0.5 font-mono text-sm text-slate-700">{member.membershipNumber}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{tier}</Badge>
          <Badge variant={member.status === "active" ? "success" : "destructive"}>{statusLabel(member.status)}</Badge>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t("card.loyaltyPoints")}</dt>
          <dd className="text-lg font-bold text-slate-900">{format.number(member.loyaltyPoints)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("card.memberSince")}</dt>
          <dd className="text-slate-900">{format.longDate(member.joinDate)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("card.expires")}</dt>
          <dd className="text-slate-900">{member.expiryDate ? format.longDate(member.expiryDate) : t("card.neverExpires")}</dd>
        </div>
      </dl>
      {member.status === "pending" && isPaidTier(member.membershipType) ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("card.payAtOffice", { tier, price: tierPrice(member.membershipType) })}
        </p>
      ) : null}
    </article>
  );
}
