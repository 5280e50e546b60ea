import type { LoaderFunctionArgs } from "@remix-run/node";
import { CERTIFICATE_CONTENT_TYPES, certificateKeyFromName } from "~/models/academy.server";
import { requireUser } from "~/services/auth.server";
import { getStorage, isSafeKey, toWebStream } from "~/services/storage.server";

/** A birth certificate, for signed-in staff only. Never cached, never public. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  const name = params.name ?? "";
  const key = certificateKeyFromName(name);
  const extension = name.split(".").pop() ?? "";
  if (!isSafeKey(key) || !CERTIFICATE_CONTENT_TYPES[extension]) throw new Response("Not Found", { status: 404 });
  const file = await getStorage().get(key);
  if (!file) throw new Response("Not Found", { status: 404 });
  // A crafted PDF must not run in the admin's origin: PDFs are downloaded, never rendered here (browsers
  // refuse to show a PDF under a sandbox policy). Images open in the tab, sandboxed all the same.
  const isPdf = extension === "pdf";
  return new Response(toWebStream(file.body), {
    headers: {
      "Content-Type": CERTIFICATE_CONTENT_TYPES[extension],
      "Content-Length": String(file.size),
      "Content-Disposition": `${isPdf ? "attachment" : "inline"}; filename="birth-certificate.${extension}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
