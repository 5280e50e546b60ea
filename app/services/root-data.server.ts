import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { DEFAULT_LANGUAGE, type Language } from "~/config/i18n";
import { getClubFacts } from "~/models/club-facts.server";
import { getPageStaff } from "~/services/auth.server";
import { messageIn, pageTexts } from "~/services/i18n.server";
import { languageAlternates, languageOfRequest } from "~/services/language.server";
import { liteModeOf } from "~/services/lite-mode.server";
import { staffMenuFor } from "~/services/staff-menu.server";
import { readToast } from "~/services/toast.server";
import { TOAST_LINKS } from "~/config/shop";

/** The toast this response shows, in the visitor's language, and the headers that consume its cookie. */
export async function pageToast(request: Request, context: AppLoadContext, language: Language) {
  const { toast, headers } = await readToast(request, context);
  // Toasts are written in English by actions; the visitor reads them in their language. A toast that
  // leads somewhere ("Added to Cart" → View cart) gets its link here: the flash cookie carries none.
  const link = toast ? TOAST_LINKS[toast.title] : undefined;
  const shown = toast
    ? {
        id: crypto.randomUUID(),
        ...toast,
        title: messageIn(language, toast.title),
        description: toast.description && messageIn(language, toast.description),
        ...(link ? { action: { label: messageIn(language, link.label), href: link.href } } : {}),
      }
    : null;
  return { toast: shown, headers };
}

/**
 * The root's data on every page: the toast, the club's facts, lite mode, the staff member's header
 * links, the language and its texts, the page's addresses in the other languages. Apart from root.tsx
 * so the page's script imports nothing of it.
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  // The staff's screens stay English whatever the visitor chose for the public site.
  const englishOnly = context.translation?.englishOnly ?? false;
  const language = englishOnly ? DEFAULT_LANGUAGE : languageOfRequest(request);
  const { toast: toastData, headers } = await pageToast(request, context, language);
  const lite = liteModeOf((name) => request.headers.get(name));
  // Signed-in staff see the admin links in the header: their pages are rendered for them alone (the
  // page looked at their session cookie), while anonymous visitors keep the shared copy without them.
  const staff = await getPageStaff(request);
  return data(
    {
      toast: toastData,
      clubFacts: getClubFacts(),
      lite,
      staffMenu: staff ? staffMenuFor(staff.role) : null,
      language,
      texts: pageTexts(language, context.translation?.namespaces ?? []),
      alternates: englishOnly ? [] : languageAlternates(request.url, context.pageParams),
    },
    headers ? { headers } : undefined,
  );
}
