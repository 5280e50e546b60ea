import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { lazyInBrowser } from "~/components/server-rendered";
import { NotFoundContent as NotFoundOnServer } from "~/components/site/not-found.server";
import { ScriptsOnInteraction } from "~/components/site/ScriptsOnInteraction";
import { SiteFooter } from "~/components/site/SiteFooter";
import { SiteHeader } from "~/components/site/SiteHeader";
import { NotificationButton } from "~/components/site/push/NotificationButton";
import { ToastRegion } from "~/components/ui/Toast";
import { club } from "~/config/club";
import { HYDRATE_ON_INTERACTION } from "~/config/hydration";
import stylesheet from "~/tailwind.css";
import { LiteModeContext } from "~/utils/lite-mode";
import { useNonce } from "~/utils/nonce";
import { isUnreachable } from "~/components/unreachable-server";
import { LanguageAlternates } from "~/components/site/LanguageSwitch";
import { DEFAULT_LANGUAGE } from "~/config/i18n";
import { I18nContext, useT } from "~/utils/i18n";
import { useFocusFirstErrorAfterSubmit } from "~/utils/focus-after-submit";
import { rootLoader } from "~/services/root-data.server";

// Most pages never show it: the browser fetches the 404 text when it has to.
const NotFoundContent = lazyInBrowser(NotFoundOnServer, () => import("~/components/site/NotFound").then((module) => module.NotFoundContent));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: club.logoUrl, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/images/icon-192.png" },
];

export const meta: MetaFunction = () => [
  { title: club.name },
  { name: "description", content: `${club.name}, ${club.city}: ${club.tagline}.` },
];

export const loader = (args: LoaderFunctionArgs) => rootLoader(args);

// Single fetch skips revalidation after a 4xx/5xx action, but the root must still run then to read
// the toast that action put in the flash cookie ("Login Failed", form errors…).
// Nothing to reload after a form that never reached the server (utils/unreachable-server.ts).
// Another page may need other translations: the root carries them, so it loads again on every new path.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, actionResult, defaultShouldRevalidate, currentUrl, nextUrl }) =>
  !isUnreachable(actionResult) &&
  (defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || (actionStatus !== undefined && actionStatus >= 400));

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  // The floating notification button belongs to the public site; the push admin embeds the panel itself.
  const matches = useMatches();
  const inAdminArea = matches.some((match) => match.id.startsWith("routes/_admin"));
  const loadScriptsOnInteraction = matches.some((match) => HYDRATE_ON_INTERACTION.has(match.id));
  // A page waiting on something outside (an M-Pesa prompt) reloads itself only where no script polls:
  // inside <noscript>, or plainly in lite mode (scripts run there, but the page loads none).
  const refreshSeconds = matches
    .map((match) => (match.handle as { refreshWithoutScript?: (data: unknown) => number | null } | undefined)?.refreshWithoutScript?.(match.data))
    .find((seconds) => seconds != null);
  // Lite mode: no JavaScript at all (every form works without it) and the smallest pictures.
  const liteMode = rootData?.lite ?? "off";
  const i18n = { language: rootData?.language ?? DEFAULT_LANGUAGE, texts: rootData?.texts ?? {} };
  return (
    <html lang={i18n.language} className="bg-white">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <Meta />
        <Links />
        <LanguageAlternates alternates={rootData?.alternates ?? []} />
        {refreshSeconds == null ? null : liteMode !== "off" ? (
          <meta httpEquiv="refresh" content={String(refreshSeconds)} />
        ) : (
          <noscript>
            <meta httpEquiv="refresh" content={String(refreshSeconds)} />
          </noscript>
        )}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <I18nContext.Provider value={i18n}>
          <SkipLink />
          <LiteModeContext.Provider value={liteMode}>
            <SiteHeader
              staffMenu={rootData?.staffMenu ?? null}
              actions={inAdminArea || liteMode !== "off" ? null : <NotificationButton />}
            />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
          </LiteModeContext.Provider>
          <ToastRegion toast={rootData?.toast ?? null} />
        </I18nContext.Provider>
        {liteMode !== "off" ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            {loadScriptsOnInteraction ? <ScriptsOnInteraction nonce={nonce} /> : <Scripts nonce={nonce} />}
          </>
        )}
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="skip-link">
      {t("skipToContent")}
    </a>
  );
}

export default function App() {
  useFocusFirstErrorAfterSubmit();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Details only while developing: production never shows a stack trace.
  const details =
    process.env.NODE_ENV === "development" && error instanceof Error ? error.stack : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{status === 500 ? t("error.title") : t("error.titleWithStatus", { status })}</title>
      <h1 className="text-3xl font-bold">{t("error.title")}</h1>
      <p className="mt-4 text-slate-600">
        {status === 500
          ? t("error.tryLater")
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : t("error.tryAgain")}
      </p>
      {details ? <pre className="mt-6 overflow-auto text-left text-xs">{details}</pre> : null}
      <a href="/" className="mt-8 inline-block font-semibold text-orange-700 underline">
        {t("backToHome")}
      </a>
    </div>
  );
}
