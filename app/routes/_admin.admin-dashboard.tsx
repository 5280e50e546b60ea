import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Activity from "lucide-react/dist/esm/icons/activity.js";
import Cpu from "lucide-react/dist/esm/icons/cpu.js";
import Database from "lucide-react/dist/esm/icons/database.js";
import Globe from "lucide-react/dist/esm/icons/globe.js";
import Users from "lucide-react/dist/esm/icons/users.js";
import { AdminIcon } from "~/components/admin/AdminIcon";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { hasPermission, sectionForPath, sectionsFor, type AdminSection } from "~/config/admin-sections";
import { CLUB_TIME_ZONE, club } from "~/config/club";
import { getMemberCounts, getSystemStatus, listDashboardActivity, listDashboardTodos, type Todo } from "~/models/dashboard.server";
import { requireUser } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Admin Dashboard | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "dashboard");
  // Links only to screens that exist and that this user may open.
  const reachable = (href: string | null) => {
    const section = href ? sectionForPath(href.split("?")[0]) : undefined;
    return section?.built && hasPermission(user.role, section.permission) ? href : null;
  };
  return {
    user: { username: user.username, role: user.role },
    todos: listDashboardTodos(user.role).map((todo) => ({ ...todo, href: reachable(todo.href) })),
    status: getSystemStatus(),
    activity: listDashboardActivity(user.role).map((item) => ({ ...item, href: reachable(item.href) })),
    members: hasPermission(user.role, "membership") ? getMemberCounts() : null,
  };
}

const dateFormat = new Intl.DateTimeFormat("en-KE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: CLUB_TIME_ZONE,
});

export default function AdminDashboardPage() {
  const { user, todos, status, activity, members } = useLoaderData<typeof loader>();
  const sections = sectionsFor(user.role).filter((section) => section.id !== "dashboard");
  const tiles = [
    {
      label: "Website Status",
      value: status.websiteStatus,
      detail: `Up ${status.uptime.text}, since ${dateFormat.format(new Date(status.uptime.startedAt))}`,
      icon: Globe,
    },
    { label: "Active Sessions", value: String(status.activeSessions), detail: "Signed-in admin sessions", icon: Users },
    {
      label: "Database",
      value: status.database.healthy ? "Healthy" : "Check failed",
      detail: `Size ${status.database.size}${
        status.database.checkedAt ? `; ${status.database.kind} ${dateFormat.format(new Date(status.database.checkedAt))}` : ""
      }`,
      icon: Database,
    },
    {
      label: "System Load",
      value: status.systemLoad.level,
      detail: `Load ${status.systemLoad.loadAverages.map((n) => n.toFixed(2)).join(" / ")} on ${status.systemLoad.cores} cores; memory ${status.systemLoad.memory.free} free of ${status.systemLoad.memory.total}, server ${status.systemLoad.memory.rss}`,
      icon: Cpu,
    },
  ];

  return (
    <div>
      <p className="text-slate-600">
        Welcome back, <strong className="text-slate-900">{user.username}</strong>
      </p>

        {todos.length ? (
          <section aria-labelledby="todo-heading" className="mt-6">
            <h2 id="todo-heading" className="text-xl font-semibold">
              To do
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {todos.map((todo) => (
                <li key={todo.id}>
                  <TodoCard todo={todo} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="status-heading" className="mt-10">
          <h2 id="status-heading" className="text-xl font-semibold">
            System status
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {tiles.map((tile) => (
              <li key={tile.label}>
                <Card>
                  <CardContent className="flex items-start justify-between gap-3 p-5">
                    <div>
                      <p className="text-sm font-medium text-slate-600">{tile.label}</p>
                      <p className="mt-1 text-2xl font-bold">{tile.value}</p>
                      <p className="mt-1 text-xs text-slate-500">{tile.detail}</p>
                    </div>
                    <tile.icon aria-hidden="true" className="h-6 w-6 text-orange-600" />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        {members ? (
          <section aria-labelledby="members-heading" className="mt-10">
            <h2 id="members-heading" className="text-xl font-semibold">
              <Link to="/admin/members" className="hover:text-orange-700 hover:underline">
                Fan members
              </Link>
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-5" aria-label="Fan member counts">
              {[
                ["Total", members.total],
                ["Active", members.active],
                ["Pending payment", members.pending],
                ["Suspended", members.suspended],
                ["Expired", members.expired],
              ].map(([label, value]) => (
                <li key={label}>
                  <Card>
                    <CardContent className="p-4">
                      <p className="text-sm font-medium text-slate-600">{label}</p>
                      <p className="mt-1 text-2xl font-bold">{value.toLocaleString("en-KE")}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="sections-heading" className="mt-10">
          <h2 id="sections-heading" className="text-xl font-semibold">
            Manage the club website
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.map((section) => (
              <li key={section.id}>
                {section.built ? (
                  <Link
                    to={section.href}
                    className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
                  >
                    <SectionCard section={section} />
                  </Link>
                ) : (
                  <SectionCard section={section} comingSoon />
                )}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="activity-heading" className="mt-10">
          <h2 id="activity-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Activity aria-hidden="true" className="h-5 w-5 text-orange-600" />
            Recent Activity
          </h2>
          <Card className="mt-4">
            <CardContent className="p-0">
              {activity.length === 0 ? (
                <p className="p-5 text-slate-600">No activity yet.</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {activity.map((item, index) => (
                    <li key={`${item.kind}-${item.at}-${index}`} className="flex flex-wrap justify-between gap-2 p-4">
                      {item.href ? (
                        <Link to={item.href} className="font-medium text-slate-900 hover:text-orange-700 hover:underline">
                          {item.summary}
                        </Link>
                      ) : (
                        <span className="font-medium text-slate-900">{item.summary}</span>
                      )}
                      <time dateTime={item.at} className="text-sm text-slate-500">
                        {dateFormat.format(new Date(item.at))}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </section>
    </div>
  );
}

const TODO_WORDS: Record<Todo["id"], { one: string; other: string }> = {
  comments: { one: "comment waiting for moderation", other: "comments waiting for moderation" },
  registrations: { one: "academy registration to review", other: "academy registrations to review" },
  "orders-to-confirm": { one: "order to confirm", other: "orders to confirm" },
  "orders-to-dispatch": { one: "paid order to dispatch", other: "paid orders to dispatch" },
  "results-to-record": { one: "result to record", other: "results to record" },
};

/** "3 comments waiting for moderation", a link to the list that holds them; calm when there are none. */
function TodoCard({ todo }: { todo: Omit<Todo, "href"> & { href: string | null } }) {
  const words = TODO_WORDS[todo.id];
  const text = (
    <>
      <span className={todo.count ? "block text-3xl font-bold text-slate-900" : "block text-3xl font-bold text-slate-400"}>
        {todo.count.toLocaleString("en-KE")}
      </span>{" "}
      <span className="block text-sm font-medium text-slate-700">{todo.count === 1 ? words.one : words.other}</span>
    </>
  );
  return (
    <Card className={todo.count ? "h-full border-orange-300" : "h-full"}>
      <CardContent className="p-5">
        {todo.href ? (
          <Link to={todo.href} className="block rounded-md hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600">
            {text}
          </Link>
        ) : (
          <p>{text}</p>
        )}
      </CardContent>
    </Card>
  );
}

function SectionCard({ section, comingSoon = false }: { section: AdminSection; comingSoon?: boolean }) {
  return (
    <Card className={comingSoon ? "h-full bg-slate-50 text-slate-500" : "h-full transition hover:border-orange-400 hover:shadow-md"}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AdminIcon name={section.icon} className={comingSoon ? "h-5 w-5" : "h-5 w-5 text-orange-600"} />
          {section.title}
        </CardTitle>
        <CardDescription>{comingSoon ? "Coming soon" : section.description}</CardDescription>
      </CardHeader>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
