// A visitor arriving with a toast (the one-off message after a form) is served the page every visitor
// shares with their toast written into it, rather than a render of the whole page for them alone. The
// page cache (services/page-cache.server.ts) asks here for the toast region as the page renders it:
// empty as in the shared copy, and with this visitor's toast. The region's scripts read the toast from
// that markup when they start (ToastRegion), so the page hydrates just as if its loader had sent it.
import type { AppLoadContext } from "@remix-run/node";
import { renderToString } from "react-dom/server";
import { ToastRegion, type ToastData } from "~/components/ui/Toast";
import type { FlashRegion } from "~/services/page-cache.server";
import { pageTexts } from "~/services/i18n.server";
import { languageOfRequest } from "~/services/language.server";
import { pageToast } from "~/services/root-data.server";
import { I18nContext } from "~/utils/i18n";

export async function toastRegionFor(request: Request, context: AppLoadContext): Promise<FlashRegion> {
  const language = languageOfRequest(request);
  const { toast, headers } = await pageToast(request, context, language);
  // The page's own texts: the region's labels and the toast's translation come out the same as in it.
  const i18n = { language, texts: pageTexts(language, context.translation?.namespaces ?? []) };
  const region = (shown: ToastData | null) =>
    renderToString(
      <I18nContext.Provider value={i18n}>
        <ToastRegion toast={shown} />
      </I18nContext.Provider>,
    );
  return { empty: region(null), filled: toast ? region(toast) : null, headers };
}
