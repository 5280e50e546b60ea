// The HTML part of every e-mail the club sends: one table-based layout with inline styles, the way
// Gmail and Outlook (which ignore <style> blocks and most modern CSS) read mail. The content is plain
// text — a template filled with its variables — escaped here as a whole, so nothing a visitor or an
// admin typed can become markup.
import { club } from "~/config/club";
import type { Language } from "~/config/i18n";
import swCommon from "~/locales/sw/common.json";

/** The club's words around a mail, in its language: the tagline under the name, the address in the footer. */
const LAYOUT_WORDS: Record<Language, { tagline: string; address: string }> = {
  en: { tagline: club.tagline, address: club.address },
  sw: { tagline: swCommon.club.tagline, address: swCommon.club.address },
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// Visitor text in a mail must never become a link: Gmail, Outlook and Apple Mail turn whatever looks
// like a web address, a bare domain or an e-mail address into one, in the HTML part and the plain-text
// part alike, and invisible characters (zero-width joiners) inside an address do not stop all of them.
// Bracketing the scheme's colon and the dots between labels ("http[:]//evil[.]example",
// "victim@example[.]com") stops every client, and a reader still sees what was typed. Decimal numbers
// ("1.5") are left alone: the label after the dot must contain a letter. Ideographic and full-width
// dots count as dots, since browsers read them as such in host names.
const SCHEME_COLON = /([a-z][a-z0-9+.-]*):(?=\/\/)/gi;
const DOMAIN_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}-]*\p{L})/gu;

/** Visitor-typed text made inert for mail: no client can turn an address in it into a link. */
export function inertText(value: string): string {
  return value.replace(SCHEME_COLON, "$1[:]").replace(DOMAIN_DOT, "[.]");
}

// Web addresses and e-mail addresses in the (staff-written) text become links, after escaping, so they
// carry no markup. Visitor text went through inertText first and no longer matches.
function linkify(escaped: string): string {
  return escaped.replace(
    /\b(https?:\/\/[^\s<]+[^\s<.,;:!?)])|\b([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\b/g,
    (match, url: string | undefined) =>
      `<a href="${url ? match : `mailto:${match}`}" style="color:#c2410c;text-decoration:underline">${match}</a>`,
  );
}

/** Plain text (paragraphs separated by blank lines) as inline-styled HTML paragraphs. */
export function textToHtmlParagraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px 0;font-size:16px;line-height:24px;color:#0f172a">${linkify(escapeHtml(paragraph.trim())).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
}

/** The club-branded HTML document for a message whose body is `text`. */
export function renderMailHtml({ subject, text, language = "en" }: { subject: string; text: string; language?: Language }): string {
  const font = "font-family:Arial,Helvetica,sans-serif";
  const words = LAYOUT_WORDS[language];
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f8fafc;${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f8fafc">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid #e2e8f0">
<tr><td style="background-color:#0f172a;padding:20px 24px;border-bottom:4px solid #f97316;${font}">
<span style="font-size:22px;font-weight:bold;color:#ffffff">${escapeHtml(club.name)}</span><br>
<span style="font-size:13px;color:#fdba74">${escapeHtml(words.tagline)}</span>
</td></tr>
<tr><td style="padding:28px 24px 12px 24px;${font}">
${textToHtmlParagraphs(text)}
</td></tr>
<tr><td style="background-color:#f1f5f9;padding:16px 24px;font-size:12px;line-height:18px;color:#475569;${font}">
${escapeHtml(club.name)} &middot; ${escapeHtml(words.address)}<br>
${escapeHtml(club.phone)} &middot; <a href="mailto:${club.email}" style="color:#c2410c">${club.email}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
