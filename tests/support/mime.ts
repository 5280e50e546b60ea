// A small reader of the messages the mail service produces (multipart/alternative with a text and an
// HTML part), for tests that receive them from a real SMTP server or the outbox.

export type MimePart = { contentType: string; body: string };
export type ParsedMail = { headers: Record<string, string>; parts: MimePart[]; text?: string; html?: string };

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const headText = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) head[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { head, body };
}

function decode(body: string, encoding = ""): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = Buffer.from(
      body.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    );
    return bytes.toString("utf8");
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** A header as written, with its RFC 2047 encoded words (`=?UTF-8?Q?Full_time=3A?=`, UTF-8 as the site writes) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? decode(text, "base64") : decode(text.replace(/_/g, " "), "quoted-printable"),
    );
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const parts: MimePart[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(head["content-type"] ?? "")?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitHead(chunk.replace(/^\n/, ""));
      parts.push({
        contentType: (part.head["content-type"] ?? "text/plain").split(";")[0].trim(),
        body: decode(part.body.replace(/\n$/, ""), part.head["content-transfer-encoding"]),
      });
    }
  } else {
    parts.push({
      contentType: (head["content-type"] ?? "text/plain").split(";")[0].trim(),
      body: decode(body, head["content-transfer-encoding"]),
    });
  }
  return {
    headers: Object.fromEntries(Object.entries(head).map(([name, value]) => [name, decodeHeader(value)])),
    parts,
    text: parts.find((p) => p.contentType === "text/plain")?.body,
    html: parts.find((p) => p.contentType === "text/html")?.body,
  };
}
