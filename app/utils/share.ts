// Where each share button sends a reader. WhatsApp comes first: it is how Kenyan fans share.
import type { SharePlatform } from "~/config/blog";

export const SHARE_LABELS: Record<SharePlatform, string> = {
  whatsapp: "WhatsApp",
  facebook: "Facebook",
  x: "X",
  copy: "Copy link",
};

/** The share page of an external platform for `url`, or null for "copy" (it stays on the site). */
export function shareTarget(platform: SharePlatform, url: string, title: string): string | null {
  const u = encodeURIComponent(url);
  switch (platform) {
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "x":
      return `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`;
    case "copy":
      return null;
  }
}
