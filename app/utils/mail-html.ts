// The HTML part of every e-mail the club sends: one table-based layout with inline styles, the way
// Gmail and Outlook (which ignore <style> blocks and most modern CSS) read mail. The content is plain
// text — a template filled with its variables — escaped here as a whole, so nothing a visitor or an
// admin typed can become markup.
import { club } from "~/config/club";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// Web addresses and e-mail addresses in the text become links (after escaping, so they carry no markup).
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
export function renderMailHtml({ subject, text }: { subject: string; text: string }): string {
  const font = "font-family:Arial,Helvetica,sans-serif";
  return `<!DOCTYPE html>
<html lang="en">
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
<span style="font-size:13px;color:#fdba74">${escapeHtml(club.tagline)}</span>
</td></tr>
<tr><td style="padding:28px 24px 12px 24px;${font}">
${textToHtmlParagraphs(text)}
</td></tr>
<tr><td style="background-color:#f1f5f9;padding:16px 24px;font-size:12px;line-height:18px;color:#475569;${font}">
${escapeHtml(club.name)} &middot; ${escapeHtml(club.address)}<br>
${escapeHtml(club.phone)} &middot; <a href="mailto:${club.email}" style="color:#c2410c">${club.email}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
