import type { LoaderFunctionArgs } from "@remix-run/node";
import { readStoredImage } from "~/infra/images.server";
import { toWebStream } from "~/infra/storage.server";
import { parseVariantName } from "~/utils/images";

/**
 * A stored picture at one width (see app/utils/images.ts for the names). Names are random and a picture
 * never changes under its name (a replaced photo gets a new one), so browsers keep it for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const variant = parseVariantName(params.name ?? "");
  const file = variant ? await readStoredImage(variant.id, variant.width) : null;
  if (!file) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(toWebStream(file.body), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
