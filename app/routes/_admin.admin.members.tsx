import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { MembersAdminTabs } from "~/components/admin/MembersAdminTabs";
import { capitalisedOptions } from "~/components/admin/list/capitalisedOptions";
import { DetailSection } from "~/components/admin/list/DetailSection";
import { DetailsDialog } from "~/components/admin/list/DetailsDialog";
import { FilterForm } from "~/components/admin/list/FilterForm";
import { ListCount } from "~/components/admin/list/ListCount";
import { ListIntro } from "~/components/admin/list/ListIntro";
import { ListTable } from "~/components/admin/list/ListTable";
import { Pagination } from "~/components/admin/list/Pagination";
import { useListLinks } from "~/components/admin/list/useListLinks";
import { ViewLink } from "~/components/admin/list/ViewLink";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { StatCards } from "~/components/admin/StatCards";
import { PaymentsSection } from "~/components/admin/PaymentsSection";
import { paymentsOf } from "~/models/payments/payments-admin.server";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { club } from "~/config/club";
import {
  awardPoints,
  getMemberDetail,
  listMemberActivities,
  listMembers,
  renewMembership,
  setMemberStatus,
} from "~/models/membership/members-admin.server";
import { memberAdminIntentSchema, memberAdminSchema, memberPageQuerySchema } from "~/schemas/membership";
import { backToRow, loadAdminList } from "~/services/admin-list.server";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime, formatLongDate } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import {
  effectiveStatus,
  isPaidTier,
  MEMBER_STATUSES,
  PREFERENCES,
  TIERS,
  tierOf,
  type MemberStatus,
} from "~/utils/membership";
import { EmailAddress } from "~/components/admin/EmailAddress";

export const meta: MetaFunction = () => [{ title: `Fan Members | ${club.shortName}` }];

const BASE = "/admin/members";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "membership");
  return loadAdminList(request, {
    query: memberPageQuerySchema,
    list: listMembers,
    view: (id) => {
      const member = getMemberDetail(id);
      return member
        ? { ...member, status: effectiveStatus(member), activities: listMemberActivities(member.id), payments: paymentsOf({ memberId: member.id }) }
        : null;
    },
  });
}

const UPDATE_FAILED = "Update Failed";
/** A member's row: behind the dialog, the list stays at the member acted on. */
const memberAnchor = (id: number) => `member-${id}`;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "membership");
  const formData = await readFormData(request);
  const submission = parseForm(formData, memberAdminSchema);
  const sent = memberAdminIntentSchema.safeParse(formData.get("intent"));
  const intent = sent.success ? sent.data : null;
  if (submission.status !== "success") {
    const description = Object.values(submission.error ?? {}).flat().find(Boolean) ?? "The request could not be read.";
    return replyToForm(request, context, { intent, submission, toast: { title: UPDATE_FAILED, description } });
  }
  const input = submission.value;
  const result =
    input.intent === "status"
      ? setMemberStatus(input.id, input.status, user)
      : input.intent === "renew"
        ? renewMembership(input.id, user)
        : awardPoints(input.id, input.points, input.reason, user);
  if (!result.ok) {
    return replyToForm(request, context, { intent, submission, failure: result, toast: { title: UPDATE_FAILED, description: result.message } });
  }
  const { member } = result;
  const description =
    input.intent === "status"
      ? `${member.membershipNumber} is now ${input.status}.`
      : input.intent === "renew"
        ? `${member.membershipNumber} renewed until ${formatLongDate(member.expiryDate!)}.`
        : `${input.points} points awarded to ${member.membershipNumber}.`;
  return redirectWithSuccess(backToRow(input.redirectTo, `${BASE}?view=${member.id}`, memberAnchor(member.id)), {
    title: "Member Updated",
    description,
  });
}

const statusVariant = (status: MemberStatus) => (status === "active" ? "success" : status === "pending" ? "warning" : "destructive");

export default function MembersAdminPage() {
  const { filter, page, pageCount, total, counts, rows, viewing } = useLoaderData<typeof loader>();
  const award = useFormReply("award");
  const { withParams, here, searching } = useListLinks(BASE);

  const statCards = [
    { label: "Total Members", value: counts.total },
    { label: "Active", value: counts.active },
    { label: "Pending Payment", value: counts.pending },
    { label: "Suspended", value: counts.suspended },
    { label: "Expired", value: counts.expired },
  ];

  return (
    <div>
      <MembersAdminTabs current="members" />
      <ListIntro base={BASE} filter={filter} className="mt-6">
        Fan club members, their payments, renewals and loyalty points.
      </ListIntro>

      <StatCards label="Member statistics" cards={statCards} className="grid-cols-2 lg:grid-cols-5" />

      <FilterForm
        search={{ value: filter.q, placeholder: "Name, e-mail or membership number" }}
        selects={[
          { name: "tier", label: "Tier", value: filter.tier, allLabel: "All tiers", options: TIERS.map((tier) => ({ value: tier.type, label: tier.name })) },
          { name: "status", label: "Status", value: filter.status, allLabel: "All statuses", options: capitalisedOptions(MEMBER_STATUSES) },
        ]}
        searching={searching}
      />

      <ListCount total={total} noun={{ one: "member", other: "members" }} filtered={Boolean(filter.q || filter.tier || filter.status)} />

      <ListTable
        columns={["Member", "Number", "Tier", "Status", "Points", "Joined", "Expires", "Actions"]}
        rows={rows}
        empty="No members found matching your criteria."
        rowId={(row) => memberAnchor(row.id)}
      >
        {(row) => (
          <>
            <TD className="font-semibold max-md:text-base">
              {row.firstName} {row.lastName}
              <span className="block text-sm font-normal text-slate-600">
                <EmailAddress address={row.email} />
              </span>
            </TD>
            <TD label="Number" className="font-mono text-sm whitespace-nowrap">{row.membershipNumber}</TD>
            <TD label="Tier">{tierOf(row.membershipType).name}</TD>
            <TD label="Status">
              <Badge variant={statusVariant(row.status)} className="capitalize">
                {row.status}
              </Badge>
            </TD>
            <TD label="Points">{row.loyaltyPoints.toLocaleString("en-KE")}</TD>
            <TD label="Joined" className="text-sm whitespace-nowrap">{formatLongDate(row.joinDate)}</TD>
            <TD label="Expires" className="text-sm whitespace-nowrap">{row.expiryDate ? formatLongDate(row.expiryDate) : "—"}</TD>
            <TD label="Actions">
              <ViewLink to={withParams({ view: row.id })} label={`View ${row.firstName} ${row.lastName}`} />
            </TD>
          </>
        )}
      </ListTable>

      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withParams({ page: n, view: null })} />

      {viewing ? (
        <DetailsDialog
          title={`${viewing.firstName} ${viewing.lastName}`}
          description={`${viewing.membershipNumber} · joined ${formatDateTime(viewing.joinDate)}`}
          closeHref={`${withParams({ view: null })}#${memberAnchor(viewing.id)}`}
        >
          <div className="grid gap-6 sm:grid-cols-2">
            <DetailSection
              title="Membership"
              items={[
                ["Tier", tierOf(viewing.membershipType).name],
                ["Status", viewing.status],
                ["Loyalty points", viewing.loyaltyPoints.toLocaleString("en-KE")],
                ["Expires", viewing.expiryDate ? formatLongDate(viewing.expiryDate) : "Never (free tier)"],
              ]}
            />
            <DetailSection
              title="Contact"
              items={[
                ["Email", viewing.email],
                ["Phone", viewing.phone ?? "Not given"],
                ["Date of birth", viewing.dateOfBirth ? formatLongDate(viewing.dateOfBirth) : "Not given"],
                ["Address", viewing.address ?? "Not given"],
                ["Emergency contact", [viewing.emergencyContact, viewing.emergencyPhone].filter(Boolean).join(", ") || "Not given"],
                [
                  "Preferences",
                  viewing.preferences.map((value) => PREFERENCES.find((p) => p.value === value)?.label ?? value).join(", ") || "None",
                ],
              ]}
            />
          </div>

          <section className="mt-6 rounded-lg bg-slate-50 p-4" aria-labelledby="member-actions-heading">
            <h3 id="member-actions-heading" className="text-base font-bold">
              Change membership
            </h3>
            <Form method="post" action={BASE} preventScrollReset className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="id" value={viewing.id} />
              <input type="hidden" name="redirectTo" value={here} />
              <input type="hidden" name="intent" value="status" />
              {viewing.status === "pending" || viewing.status === "suspended" ? (
                <StatusButton name="status" value="active" size="sm" pendingLabel="Activating...">
                  {viewing.status === "pending" && isPaidTier(viewing.membershipType) ? "Activate (payment received)" : "Activate"}
                </StatusButton>
              ) : null}
              {viewing.status !== "suspended" ? (
                <StatusButton name="status" value="suspended" size="sm" variant="destructive" pendingLabel="Suspending...">
                  Suspend
                </StatusButton>
              ) : null}
              {viewing.status !== "expired" && isPaidTier(viewing.membershipType) ? (
                <StatusButton name="status" value="expired" size="sm" variant="outline" pendingLabel="Expiring...">
                  Expire
                </StatusButton>
              ) : null}
            </Form>
            {isPaidTier(viewing.membershipType) ? (
              <Form method="post" action={BASE} preventScrollReset className="mt-2">
                <input type="hidden" name="id" value={viewing.id} />
                <input type="hidden" name="redirectTo" value={here} />
                <StatusButton name="intent" value="renew" size="sm" variant="secondary" pendingLabel="Renewing...">
                  Renew for a year
                </StatusButton>
              </Form>
            ) : null}
            <Form method="post" action={BASE} preventScrollReset className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start">
              <input type="hidden" name="id" value={viewing.id} />
              <input type="hidden" name="redirectTo" value={here} />
              <Field
                labelProps={{ children: "Points" }}
                inputProps={{ id: "award-points", name: "points", type: "number", min: 1, max: 10000, step: 1, required: true, defaultValue: replyValue(award, "points") }}
                errors={replyErrors(award, "points")}
              />
              <Field
                labelProps={{ children: "Reason" }}
                inputProps={{ id: "award-reason", name: "reason", maxLength: 200, required: true, placeholder: "Attended the fan day", defaultValue: replyValue(award, "reason") }}
                errors={replyErrors(award, "reason")}
              />
              <StatusButton name="intent" value="award" size="default" pendingLabel="Awarding..." className="sm:mt-7">
                Award points
              </StatusButton>
            </Form>
          </section>

          <section className="mt-6" aria-labelledby="activity-heading">
            <h3 id="activity-heading" className="text-base font-bold">
              Activity history
            </h3>
            {viewing.activities.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No activity yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 text-sm">
                {viewing.activities.map((activity) => (
                  <li key={activity.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {activity.description}
                      {activity.pointsEarned ? <strong className="ml-2 text-green-800">+{activity.pointsEarned} points</strong> : null}
                    </span>
                    <time dateTime={activity.activityDate} className="text-slate-600">
                      {formatDateTime(activity.activityDate)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <PaymentsSection payments={viewing.payments} />
        </DetailsDialog>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
