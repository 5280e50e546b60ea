// Blog posts are written in Markdown and shown as HTML. `marked` passes raw HTML through (a `<script>`
// in a post would reach the page), so its output always goes through sanitize-html with an allowlist:
// only text formatting, links, lists, quotes, code, tables and images; only http(s)/mailto/tel links
// (no javascript: or data:), no event handlers, no styles.
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { remembered } from "~/utils/remembered";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "del", "s", "blockquote",
    "ul", "ol", "li", "a", "code", "pre", "img", "table", "thead", "tbody", "tr", "th", "td", "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // The page has its own h1 (the title): a "# Heading" in the body becomes an h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternal(attribs.href) ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  disallowedTagsMode: "discard",
};
// rel/target/loading are added by the transforms above, after the allowlist has been applied to the input.
SANITIZE.allowedAttributes = {
  ...(SANITIZE.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
};

function isExternal(href: string | undefined) {
  return !!href && /^https?:\/\//i.test(href);
}

// A post page rendered for one visitor (signed in, or a cache miss) converts the same Markdown again:
// about a millisecond per kilobyte. The last 100 results of each conversion are kept.
const KEPT_CONVERSIONS = 100;

/** Markdown → safe HTML for a post page or the editor's preview. */
export const renderMarkdown = remembered(
  (markdown) => sanitizeHtml(marked.parse(markdown) as string, SANITIZE),
  KEPT_CONVERSIONS,
);

/** Markdown → plain text (for excerpts, feeds and meta descriptions). */
export const markdownToText = remembered((markdown) =>
  sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim(),
  KEPT_CONVERSIONS,
);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
