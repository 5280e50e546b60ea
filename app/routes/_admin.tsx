// The admin area's layout (pathless: the screens keep their own URLs). It draws the navigation from
// the section registry for the signed-in user's role, the page title, who is signed in, and Logout.
// It protects nothing by itself: every admin loader and action checks its own permission.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import LogOut from "lucide-react/dist/esm/icons/log-out.js";
import Menu from "lucide-react/dist/esm/icons/menu.js";
import adminStylesheet from "~/admin.css";
import { AdminIcon } from "~/components/admin/AdminIcon";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { sectionForPath, sectionsFor, type AdminRouteHandle, type AdminSection } from "~/config/admin-sections";
import type { TranslationHandle } from "~/config/i18n";
import { requireUser } from "~/services/auth.server";
import { skipRevalidationWhenUnreachable } from "~/components/unreachable-server";

// The admin area's own rules, on top of the public stylesheet the root links.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

// Nothing to reload after a form that never reached the server (utils/unreachable-server.ts).
export const shouldRevalidate = skipRevalidationWhenUnreachable;

// The staff's screens are English only.
export const handle: TranslationHandle = { englishOnly: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "dashboard");
  return { user: { username: user.username, displayName: user.displayName, role: user.role } };
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const sections = sectionsFor(user.role);
  const current = sectionForPath(pathname);
  const pageTitle = useMatches()
    .map((match) => (match.handle as AdminRouteHandle | undefined)?.pageTitle)
    .filter(Boolean)
    .at(-1);

  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-6 md:flex md:gap-8 md:py-8">
        <aside className="hidden w-56 shrink-0 md:block">
          <AdminNav sections={sections} current={current} />
        </aside>
        <div className="min-w-0 flex-1">
          {/* Phones: the same navigation in a menu that opens without JavaScript; it closes on navigation. */}
          <details key={pathname} className="group mb-4 rounded-lg bg-white ring-1 ring-slate-200 md:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="size-5" />
              Admin menu
            </summary>
            <div className="border-t border-slate-200 p-2">
              <AdminNav sections={sections} current={current} />
            </div>
          </details>

          <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
            <h1 className="text-2xl font-bold sm:text-3xl">{pageTitle ?? current?.title ?? "Admin"}</h1>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="flex items-center gap-2">
                <span>
                  Signed in as <strong>{user.displayName || user.username}</strong>
                </span>
                <Badge variant={user.role === "admin" ? "default" : "secondary"}>{user.role}</Badge>
              </span>
              {/* A document post: signing out leaves nothing of the admin area in the page, and the home
                  page it lands on is loaded as a document, its "Logged Out" toast with it. */}
              <Form method="post" action="/logout" reloadDocument>
                <Button type="submit" variant="outline" size="sm">
                  <LogOut aria-hidden="true" />
                  Logout
                </Button>
              </Form>
            </div>
          </header>

          <div className="pt-6">
            <Outlet />
          </div>
        </div>
      </div>
    </div>
  );
}

function AdminNav({ sections, current }: { sections: AdminSection[]; current: AdminSection | undefined }) {
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-0.5">
        {sections.map((section) => (
          <li key={section.id}>
            {section.built ? (
              <Link
                to={section.href}
                aria-current={section.id === current?.id ? "page" : undefined}
                className={cx(
                  "flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700",
                  "hover:bg-white hover:text-club-orange-dark aria-[current=page]:bg-white aria-[current=page]:text-club-orange-dark aria-[current=page]:shadow-sm",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-orange-dark",
                )}
              >
                <AdminIcon name={section.icon} className="size-4 shrink-0" />
                {section.title}
              </Link>
            ) : (
              <span className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm text-slate-500">
                <AdminIcon name={section.icon} className="size-4 shrink-0" />
                <span>
                  {section.title} <span className="text-xs">(Coming soon)</span>
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Only for errors of the layout's own loader; the screens inside render their own boundary, which
// keeps this chrome around a 403 or 404.
export function ErrorBoundary() {
  return (
    <div className="px-4 py-12">
      <GeneralErrorBoundary />
    </div>
  );
}
