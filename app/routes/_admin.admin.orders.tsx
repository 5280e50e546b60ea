import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import Download from "lucide-react/dist/esm/icons/download.js";
import { capitalisedOptions } from "~/components/admin/list/capitalisedOptions";
import { DetailSection } from "~/components/admin/list/DetailSection";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { FilterForm } from "~/components/admin/list/FilterForm";
import { ListCount } from "~/components/admin/list/ListCount";
import { Pagination } from "~/components/admin/list/Pagination";
import { ViewLink } from "~/components/admin/list/ViewLink";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge, type BadgeVariant } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { StatCards } from "~/components/admin/StatCards";
import { Dialog } from "~/components/ui/Dialog";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { club } from "~/config/club";
import { orderHoldMs } from "~/models/shop/order-holds.server";
import { changeOrderStatus, confirmOrderByStaff, getOrder, listOrders } from "~/models/shop/orders-admin.server";
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "~/config/shop";
import { orderConfirmFormSchema, orderListQuerySchema, orderStatusFormSchema } from "~/schemas/shop";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser, safeRedirect } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { formatKes } from "~/utils/money";
import { parseId } from "~/utils/ids";
import { pageCountOf, pageWindow } from "~/utils/paging";
import { hrefWith } from "~/utils/url-params";

export const meta: MetaFunction = () => [{ title: `Shop Orders | ${club.shortName}` }];

const PAGE_SIZE = 20;
const BASE = "/admin/orders";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "shop");
  const url = new URL(request.url);
  const { q, status, page = 1 } = parseUrlState(orderListQuerySchema, url.searchParams);
  const { rows, total, counts } = listOrders({ q, status, ...pageWindow(page, PAGE_SIZE) });
  const viewId = parseId(url.searchParams.get("view"));
  const viewing = viewId ? getOrder(viewId) : null;
  // An open order is cancelled automatically at the end of its hold unless staff act first.
  const open = viewing && viewing.order.status === "pending" && !viewing.order.staffConfirmedAt;
  return {
    filter: { q: q ?? "", status: status ?? "" },
    page,
    pageCount: pageCountOf(total, PAGE_SIZE),
    total,
    rows,
    counts,
    viewing,
    holdEndsAt: open ? new Date(Date.parse(viewing.order.createdAt) + orderHoldMs()).toISOString() : null,
  };
}

const UPDATE_FAILED = "Update Failed";
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
  return redirectWithSuccess(safeRedirect(redirectTo, BASE), {
    title: "Order Updated",
    description: `Order #${id} is now ${status}. The customer has been e-mailed.`,
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
  const { filter, page, pageCount, total, rows, counts, viewing, holdEndsAt } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === BASE;

  const withParams = (changes: Record<string, string | number | null>) => hrefWith(BASE, location.search, changes);
  const here = location.pathname + location.search;
  const exportParams = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));

  const stats = [
    { label: "All orders", value: counts.total },
    { label: "Pending", value: counts.pending },
    { label: "Paid", value: counts.paid },
    { label: "Dispatched", value: counts.dispatched },
  ];

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">Orders from the Rising Stars Shop. Customers pay on delivery or at the club office.</p>
        <a href={`/admin/orders/export.csv${exportParams.size ? `?${exportParams}` : ""}`} download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <StatCards label="Order statistics" cards={stats} />

      <FilterForm
        search={{ value: filter.q, placeholder: "Order number, customer name, e-mail or phone" }}
        selects={[{ name: "status", label: "Status", value: filter.status, allLabel: "All", options: capitalisedOptions(ORDER_STATUSES) }]}
        searching={searching}
      />

      <ListCount total={total} noun={{ one: "order", other: "orders" }} filtered={Boolean(filter.q || filter.status)} />

      {rows.length === 0 ? (
        <EmptyList className="mt-3">No orders found.</EmptyList>
      ) : (
        <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
          <THead>
            <TR>
              <TH>Order</TH>
              <TH>Customer</TH>
              <TH>Items</TH>
              <TH>Total</TH>
              <TH>Status</TH>
              <TH>Date</TH>
              <TH>Actions</TH>
            </TR>
          </THead>
          <TBody>
            {rows.map((row) => (
              <TR key={row.id}>
                <TD className="font-semibold max-md:text-base">#{row.id}</TD>
                <TD label="Customer">
                  <div className="flex min-w-0 flex-col text-sm">
                    <span className="font-semibold">{row.customerName}</span>
                    <a href={`mailto:${row.customerEmail}`} className="break-all text-slate-600 hover:underline">
                      {row.customerEmail}
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
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withParams({ page: n, view: null })} />

      {viewing ? (
        <Dialog
          title={`Order #${viewing.order.id}`}
          description={`Placed ${formatDateTime(viewing.order.createdAt)}`}
          closeHref={withParams({ view: null })}
          size="lg"
          footer={
            <>
              <Link to={withParams({ view: null })} className={buttonClasses("outline")} preventScrollReset>
                Close
              </Link>
              {holdEndsAt ? (
                <Form method="post" action={BASE} preventScrollReset>
                  <input type="hidden" name="id" value={viewing.order.id} />
                  <input type="hidden" name="redirectTo" value={here} />
                  <StatusButton name="intent" value={CONFIRM_ORDER} variant="secondary" pendingLabel="Saving...">
                    Confirm order
                  </StatusButton>
                </Form>
              ) : null}
              {ORDER_TRANSITIONS[viewing.order.status].length ? (
                <Form
                  method="post"
                  action={BASE}
                  preventScrollReset
                  className="flex flex-wrap gap-2"
                  onSubmit={(event) => {
                    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                    if (submitter?.value === "cancelled" && !window.confirm(`Cancel order #${viewing.order.id}? Its stock goes back on sale.`)) {
                      event.preventDefault();
                    }
                  }}
                >
                  <input type="hidden" name="id" value={viewing.order.id} />
                  <input type="hidden" name="redirectTo" value={here} />
                  {ORDER_TRANSITIONS[viewing.order.status].map((next) => (
                    <StatusButton
                      key={next}
                      name="status"
                      value={next}
                      variant={next === "cancelled" ? "destructive" : "default"}
                      pendingLabel="Saving..."
                    >
                      {actionLabel[next]}
                    </StatusButton>
                  ))}
                </Form>
              ) : null}
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
        </Dialog>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
