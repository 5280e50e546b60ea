import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPublishedContent } from "~/models/membership/content.server";
import { rememberedMember } from "~/services/sign-in-cookie.server";

/**
 * GET (public): published members-only content, newest first. Every item has its excerpt; the full
 * `content` (and `videoUrl`) only when this browser has unlocked as a member whose tier includes the
 * item's level (`locked: false`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const member = await rememberedMember(request);
  return Response.json(listPublishedContent(member, { withContent: true }));
}
