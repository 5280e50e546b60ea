import { Badge } from "~/components/ui/Badge";
import { formatLongDate } from "~/utils/dates";
import { isPaidTier, tierOf, tierPriceLabel, type MembershipType, type MemberStatus } from "~/utils/membership";

export type PublicMemberView = {
  /** Null on a lookup by e-mail (the public card never hands out a number). */
  membershipNumber: string | null;
  firstName: string;
  lastName: string;
  membershipType: MembershipType;
  status: MemberStatus;
  loyaltyPoints: number;
  joinDate: string;
  expiryDate: string | null;
};

const statusLabel: Record<MemberStatus, string> = {
  active: "Active",
  pending: "Pending payment",
  suspended: "Suspended",
  expired: "Expired",
};

/** A member's card: name, tier, status, points, join and expiry dates, nothing private (masked in the public lookup). */
export function MemberCard({ member, heading = "h3" }: { member: PublicMemberView; heading?: "h2" | "h3" }) {
  const Heading = heading;
  const tier = tierOf(member.membershipType);
  return (
    <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label="Member profile" data-testid="member-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading className="text-xl font-bold">
            {member.firstName} {member.lastName}
          </Heading>
          {member.membershipNumber ? <p className="mt-0.5 font-mono text-sm text-slate-700">{member.membershipNumber}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{tier.name}</Badge>
          <Badge variant={member.status === "active" ? "success" : "destructive"}>{statusLabel[member.status]}</Badge>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">Loyalty points</dt>
          <dd className="text-lg font-bold text-slate-900">{member.loyaltyPoints.toLocaleString("en-KE")}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Member since</dt>
          <dd className="text-slate-900">{formatLongDate(member.joinDate)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Expires</dt>
          <dd className="text-slate-900">{member.expiryDate ? formatLongDate(member.expiryDate) : "Never (free tier)"}</dd>
        </div>
      </dl>
      {member.status === "pending" && isPaidTier(member.membershipType) ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This {tier.name} membership starts once the fee ({tierPriceLabel(member.membershipType)}) is paid at the club
          office. Bring your membership number.
        </p>
      ) : null}
    </article>
  );
}
