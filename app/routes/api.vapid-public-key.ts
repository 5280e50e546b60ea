import { getVapidKeys } from "~/infra/webpush.server";

/** GET (public): the VAPID public key browsers subscribe with (`applicationServerKey`). */
export async function loader() {
  return Response.json({ publicKey: getVapidKeys().publicKey }, { headers: { "Cache-Control": "no-cache" } });
}
