import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { capitalisedOptions } from "~/components/admin/list/capitalisedOptions";
import { ConfirmActionDialog } from "~/components/admin/list/ConfirmActionDialog";
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
import { Badge, type BadgeVariant } from "~/components/ui/Badge";
import { StatCards } from "~/components/admin/StatCards";
import { PaymentsSection } from "~/components/admin/PaymentsSection";
import { paymentsOf } from "~/models/payments/payments-admin.server";
import { buttonClasses } from "~/components/ui/Button";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { club } from "~/config/club";
import { orderHoldMs } from "~/models/shop/order-holds.server";
import { changeOrderStatus, confirmOrderByStaff, getOrder, listOrders } from "~/models/shop/orders-admin.server";
import { ORDER_STATUS_TEXT, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "~/config/shop";
import { orderConfirmFormSchema, orderListQuerySchema, orderStatusFormSchema } from "~/schemas/shop";
import { loadAdminList } from "~/services/admin-list.server";
import { requireUser } from "~/services/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { formatKes } from "~/utils/money";
import { EmailAddress } from "~/components/admin/EmailAddress";

export const meta: MetaFunction = () => [{ title: `Shop Orders | ${club.shortName}` }];

const BASE = "/admin/orders";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "shop");
  const list = loadAdminList(request, { query: orderListQuerySchema, list: listOrders, view: getOrder });
  const { viewing } = list;
  // An open order is cancelled automatically at the end of its hold unless staff act first.
  const open = viewing && viewing.order.status === "pending" && !viewing.order.staffConfirmedAt;
  // `?view=<id>&change=<status>`: a status change (it e-mails the customer) waiting for confirmation.
  const change = new URL(request.url).searchParams.get("change");
  const changing = viewing && ORDER_TRANSITIONS[viewing.order.status].find((next) => next === change);
  return {
    ...list,
    changing: changing ?? null,
    viewing: viewing && { ...viewing, payments: paymentsOf({ orderId: viewing.order.id }) },
    holdEndsAt: open ? new Date(Date.parse(viewing.order.createdAt) + orderHoldMs()).toISOString() : null,
  };
}

const UPDATE_FAILED = "Update Failed";
/** The e-mail template every status change sends the customer. */
const STATUS_MAIL = "Order Status Update";
/** A row's anchor: the list comes back there after a change. */
const rowAnchor = (id: number) => `order-${id}`;
/** The intent of the order dialog's status buttons (a form without an intent field is this one). */
const CHANGE_STATUS = "change-status";
/** The intent of the order dialog's Confirm order button. */
const CONFIRM_ORDER = "confirm-order";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "shop");
  const formData = await readFormData(request);
  if (formData.get("intent") === CONFIRM_ORDER) return confirmAction(request, context, formData, user);
  const intent = CHANGE_STATUS;
  const submission = parseForm(formData, orderStatusFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: { title: UPDATE_FAILED, description: "Unknown order or status." } });
  }
  const { id, status, redirectTo } = submission.value;
  const changed = changeOrderStatus(id, status, user);
  if (!changed.ok) {
    return replyToForm(request, context, { intent, submission, failure: changed, toast: { title: UPDATE_FAILED, description: changed.message } });
  }
  return redirectWithSuccess(safeRedirect(redirectTo, `${BASE}#${rowAnchor(id)}`), {
    title: "Order Updated",
    description: `Order #${id} is now ${status}. The "${STATUS_MAIL}" e-mail is on its way to ${changed.order.customerEmail}.`,
  });
}

async function confirmAction(request: Request, context: AppLoadContext, formData: FormData, user: { id: number; username: string }) {
  const intent = CONFIRM_ORDER;
  const submission = parseForm(formData, orderConfirmFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: { title: UPDATE_FAILED, description: "Unknown order." } });
  }
  const { id, redirectTo } = submission.value;
  const confirmed = confirmOrderByStaff(id, user);
  if (!confirmed.ok) {
    return replyToForm(request, context, { intent, submission, failure: confirmed, toast: { title: UPDATE_FAILED, description: confirmed.message } });
  }
  return redirectWithSuccess(safeRedirect(redirectTo, BASE), {
    title: "Order Confirmed",
    description: `Order #${id} is confirmed: its items stay set aside until it is paid or cancelled.`,
  });
}

const statusBadge: Record<OrderStatus, BadgeVariant> = {
  pending: "warning",
  paid: "default",
  dispatched: "secondary",
  delivered: "success",
  cancelled: "destructive",
};

const actionLabel: Record<OrderStatus, string> = {
  pending: "Mark pending",
  paid: "Mark paid",
  dispatched: "Mark dispatched",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
};

export default function AdminOrdersPage() {
  const { filter, page, pageCount, total, rows, counts, viewing, holdEndsAt, changing } = useLoaderData<typeof loader>();
  const { withParams, here, searching } = useListLinks(BASE);

  const stats = [
    { label: "All orders", value: counts.total },
    { label: "Pending", value: counts.pending },
    { label: "Paid", value: counts.paid },
    { label: "Dispatched", value: counts.dispatched },
  ];

  return (
    <div>
      <ListIntro base={BASE} filter={filter}>
        Orders from the Rising Stars Shop. Customers pay on delivery or at the club office.
      </ListIntro>

      <StatCards label="Order statistics" cards={stats} />

      <FilterForm
        search={{ value: filter.q, placeholder: "Order number, customer name, e-mail or phone" }}
        selects={[{ name: "status", label: "Status", value: filter.status, allLabel: "All", options: capitalisedOptions(ORDER_STATUSES) }]}
        searching={searching}
      />

      <ListCount total={total} noun={{ one: "order", other: "orders" }} filtered={Boolean(filter.q || filter.status)} />

      <ListTable columns={["Order", "Customer", "Items", "Total", "Status", "Date", "Actions"]} rows={rows} empty="No orders found." rowId={(row) => rowAnchor(row.id)}>
        {(row) => (
          <>
            <TD className="font-semibold max-md:text-base">#{row.id}</TD>
            <TD label="Customer">
              <div className="flex min-w-0 flex-col text-sm">
                <span className="font-semibold">{row.customerName}</span>
                <a href={`mailto:${row.customerEmail}`} className="flex min-h-6 items-center text-slate-600 hover:underline">
                  <EmailAddress address={row.customerEmail} />
                </a>
              </div>
            </TD>
            <TD label="Items">{row.items}</TD>
            <TD label="Total" className="whitespace-nowrap">{formatKes(row.totalAmount)}</TD>
            <TD label="Status">
              <Badge variant={statusBadge[row.status]} className="capitalize">
                {row.status}
              </Badge>
            </TD>
            <TD label="Date" className="whitespace-nowrap text-sm">{formatDateTime(row.createdAt)}</TD>
            <TD label="Actions">
              <ViewLink to={withParams({ view: row.id })} label={`View order #${row.id}`} />
            </TD>
          </>
        )}
      </ListTable>

      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withParams({ page: n, view: null })} />

      {viewing && changing ? (
        <ConfirmStatusChange
          order={viewing.order}
          itemCount={viewing.lines.reduce((sum, line) => sum + line.quantity, 0)}
          next={changing}
          closeHref={`${withParams({ change: null })}#${rowAnchor(viewing.order.id)}`}
        />
      ) : viewing ? (
        <DetailsDialog
          title={`Order #${viewing.order.id}`}
          description={`Placed ${formatDateTime(viewing.order.createdAt)}`}
          closeHref={withParams({ view: null })}
          actions={
            <>
              {holdEndsAt ? (
                <Form method="post" action={BASE} preventScrollReset>
                  <input type="hidden" name="id" value={viewing.order.id} />
                  <input type="hidden" name="redirectTo" value={here} />
                  <StatusButton name="intent" value={CONFIRM_ORDER} variant="secondary" pendingLabel="Saving...">
                    Confirm order
                  </StatusButton>
                </Form>
              ) : null}
              {ORDER_TRANSITIONS[viewing.order.status].map((next) => (
                // Each change e-mails the customer: it opens its confirmation first (`?change=`).
                <Link
                  key={next}
                  to={withParams({ change: next })}
                  preventScrollReset
                  className={buttonClasses(next === "cancelled" ? "destructive" : "default")}
                >
                  {actionLabel[next]}
                </Link>
              ))}
            </>
          }
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={statusBadge[viewing.order.status]} className="capitalize">
              {viewing.order.status}
            </Badge>
            <span className="text-sm text-slate-600">
              Pay on delivery or at the club office
              {viewing.order.confirmedAt ? ` · confirmed by the customer ${formatDateTime(viewing.order.confirmedAt)}` : ""}
              {viewing.order.staffConfirmedAt ? ` · confirmed by staff ${formatDateTime(viewing.order.staffConfirmedAt)}` : ""}
            </span>
          </div>
          {holdEndsAt ? (
            <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              Not confirmed yet: unless you confirm it or mark it paid, this order is cancelled automatically on{" "}
              {formatDateTime(holdEndsAt)} and its items go back on sale.
            </p>
          ) : null}
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            <DetailSection
              title="Customer"
              items={[
                ["Name", viewing.order.customerName],
                ["Email", viewing.order.customerEmail],
                ["Phone", viewing.order.customerPhone ?? "Not given"],
              ]}
            />
            <section>
              <h3 className="text-base font-bold">Delivery address</h3>
              <p className="mt-2 whitespace-pre-line text-sm">{viewing.order.shippingAddress}</p>
            </section>
          </div>
          <section className="mt-6">
            <h3 className="text-base font-bold">Items</h3>
            <ul className="mt-2 divide-y divide-slate-200 text-sm">
              {viewing.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-4 py-2">
                  <span>
                    {line.quantity} × {line.name}
                    {line.size || line.color ? ` (${[line.size, line.color].filter(Boolean).join(", ")})` : ""} at{" "}
                    {formatKes(line.unitPrice)}
                  </span>
                  <strong className="whitespace-nowrap">{formatKes(line.quantity * line.unitPrice)}</strong>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between border-t border-slate-200 pt-2">
              <span>Total</span>
              <strong>{formatKes(viewing.order.totalAmount)}</strong>
            </p>
          </section>
          <PaymentsSection payments={viewing.payments} />
        </DetailsDialog>
      ) : null}
    </div>
  );
}

/** "Mark order #12 paid?": what happens, and which e-mail goes to which address, before it is sent. */
function ConfirmStatusChange({
  order,
  itemCount,
  next,
  closeHref,
}: {
  order: { id: number; customerName: string; customerEmail: string };
  itemCount: number;
  next: OrderStatus;
  closeHref: string;
}) {
  const cancelling = next === "cancelled";
  return (
    <ConfirmActionDialog
      title={cancelling ? `Cancel order #${order.id}?` : `${actionLabel[next]}: order #${order.id}?`}
      closeHref={closeHref}
      action={BASE}
      fields={{ id: order.id, status: next, redirectTo: closeHref }}
      confirmLabel={`${actionLabel[next]} and e-mail the customer`}
      cancelLabel={cancelling ? "Keep order" : "Cancel"}
      pendingLabel="Saving..."
      variant={cancelling ? "destructive" : "default"}
    >
      {cancelling ? (
        <p>
          Its {itemCount === 1 ? "item goes" : `${itemCount} items go`} back on sale. A cancelled order cannot be reopened.
        </p>
      ) : null}
      <p>
        {order.customerName} gets the <strong>&ldquo;{STATUS_MAIL}&rdquo;</strong> e-mail at{" "}
        <strong className="break-words">{order.customerEmail}</strong>, saying: &ldquo;{ORDER_STATUS_TEXT[next]}&rdquo;
      </p>
    </ConfirmActionDialog>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
