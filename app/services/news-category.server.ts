// The home page's news badges are categories the office types ("Match Report", "Academy", "Club
// News"). The blog names the same categories in both languages (`blog:categories.<slug>`), so a news
// category that is one of them reads in the page's language with the blog's word; any other stays as
// typed.
import type { Language } from "~/config/i18n";
import { allTexts } from "~/services/i18n.server";

/** A typed category, lower-cased (a plural "s" may be dropped), → where its name is in the catalogue. */
const KNOWN: Record<string, { namespace: string; key: string }> = {
  "match report": { namespace: "blog", key: "categories.match-reports" },
  academy: { namespace: "blog", key: "categories.academy-news" },
  "academy news": { namespace: "blog", key: "categories.academy-news" },
  "player profile": { namespace: "blog", key: "categories.player-profiles" },
  "club news": { namespace: "blog", key: "categories.club-news" },
  news: { namespace: "blog", key: "categories.club-news" },
  training: { namespace: "blog", key: "categories.training" },
  community: { namespace: "landing", key: "about.values.community.title" },
};

export function newsCategoryIn(category: string, language: Language): string {
  const typed = category.trim().toLowerCase();
  const known = KNOWN[typed] ?? KNOWN[typed.replace(/s$/, "")];
  if (!known || language === "en") return category;
  return allTexts(language)[known.namespace]?.[known.key] ?? category;
}
