import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  Activity,
  BarChart3,
  Bell,
  BookOpen,
  Cpu,
  Database,
  Globe,
  GraduationCap,
  Image,
  LogOut,
  Mail,
  Settings,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { club } from "~/config/club";
import { getSystemStatus, listRecentActivity } from "~/models/dashboard.server";
import { requireAdmin } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: `Admin Dashboard | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return {
    user: { username: user.username, role: user.role },
    status: getSystemStatus(),
    activity: listRecentActivity(),
  };
}

const sections: Array<{ title: string; description: string; href: string; icon: LucideIcon }> = [
  { title: "Email Management", description: "Send e-mails, use templates, read the send log", href: "/email-management", icon: Mail },
  { title: "Staff Emails", description: "Staff and administrator e-mail accounts", href: "/staff-emails", icon: Users },
  { title: "Photo Management", description: "Add, edit and remove gallery photos", href: "/gallery-admin", icon: Image },
  { title: "Blog Management", description: "Write posts and moderate comments", href: "/blog-admin", icon: BookOpen },
  { title: "Push Notifications", description: "Send notifications to subscribers", href: "/admin", icon: Bell },
  { title: "Academy Registrations", description: "Review and approve applications", href: "/academy-admin", icon: GraduationCap },
  { title: "Analytics", description: "Visitor and engagement figures", href: "/admin/analytics", icon: BarChart3 },
  { title: "Database", description: "Storage and maintenance", href: "/admin/database", icon: Database },
  { title: "Settings", description: "Site configuration", href: "/admin/settings", icon: Settings },
];

const dateFormat = new Intl.DateTimeFormat("en-KE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Nairobi",
});

export default function AdminDashboardPage() {
  const { user, status, activity } = useLoaderData<typeof loader>();
  const tiles = [
    { label: "Website Status", value: status.websiteStatus, detail: "Serving requests", icon: Globe },
    { label: "Active Sessions", value: String(status.activeSessions), detail: "Signed-in admin sessions", icon: Users },
    {
      label: "Database",
      value: status.database.healthy ? "Healthy" : "Check failed",
      detail: `Size ${status.database.size}`,
      icon: Database,
    },
    {
      label: "System Load",
      value: status.systemLoad.level,
      detail: `Load ${status.systemLoad.loadAverage.toFixed(2)} on ${status.systemLoad.cores} cores`,
      icon: Cpu,
    },
  ];

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
              Welcome back, <strong className="text-slate-900">{user.username}</strong>
              <Badge variant={user.role === "admin" ? "default" : "secondary"}>{user.role}</Badge>
            </p>
          </div>
          <Form method="post" action="/logout">
            <Button type="submit" variant="outline">
              <LogOut aria-hidden="true" className="mr-2 h-4 w-4" />
              Logout
            </Button>
          </Form>
        </div>

        <section aria-labelledby="status-heading" className="mt-8">
          <h2 id="status-heading" className="sr-only">
            System status
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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

        <section aria-labelledby="sections-heading" className="mt-10">
          <h2 id="sections-heading" className="text-xl font-semibold">
            Manage the club website
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.map((section) => (
              <li key={section.href}>
                <Link
                  to={section.href}
                  className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
                >
                  <Card className="h-full transition hover:border-orange-400 hover:shadow-md">
                    <CardHeader>
                      <CardTitle className="flex items-center gap-2">
                        <section.icon aria-hidden="true" className="h-5 w-5 text-orange-600" />
                        {section.title}
                      </CardTitle>
                      <CardDescription>{section.description}</CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
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
                      <Link to={item.href} className="font-medium text-slate-900 hover:text-orange-700 hover:underline">
                        {item.summary}
                      </Link>
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
    </div>
  );
}
