// A share button: counts the share (once per visitor, post, platform and day), then sends the reader on to the platform's share page
// (or, for "copy link", back to the post with the link shown ready to copy). A GET on purpose: share
// links open the platform in a new tab, and the CSP's form-action 'self' would stop a form from being
// redirected off the site. Crawlers following links are not counted.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isbot } from "isbot";
import { SHARE_PLATFORMS, type SharePlatform } from "~/config/blog";
import { getPublishedPost } from "~/models/blog/posts.server";
import { recordShare } from "~/models/blog/engagement.server";
import { getEnv } from "~/config/env.server";
import { shareTarget } from "~/utils/share";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const platform = params.platform as SharePlatform;
  const slug = params.slug ?? "";
  if (!SHARE_PLATFORMS.includes(platform)) throw new Response("Not Found", { status: 404 });
  const userAgent = request.headers.get("User-Agent") ?? "";
  const post = isbot(userAgent)
    ? getPublishedPost(slug)
    : (() => {
        const shared = recordShare(slug, platform, { ip: context.clientIp ?? "unknown", userAgent });
        return shared.ok ? shared.post : null;
      })();
  if (!post) throw new Response("Not Found", { status: 404 });
  const url = `${getEnv().PUBLIC_URL}/blog/${post.slug}`;
  const target = shareTarget(platform, url, post.title);
  return redirect(target ?? `/blog/${post.slug}?shared=copy#share`, {
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
