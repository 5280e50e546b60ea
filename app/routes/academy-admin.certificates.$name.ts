import type { LoaderFunctionArgs } from "@remix-run/node";
import { readCertificate } from "~/models/academy/certificates.server";
import { requireUser } from "~/services/auth.server";
import { toWebStream } from "~/infra/storage.server";

/** A birth certificate, for signed-in staff only. Never cached, never public. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  const certificate = await readCertificate(params.name ?? "");
  if (!certificate) throw new Response("Not Found", { status: 404 });
  // A crafted PDF must not run in the admin's origin: PDFs are downloaded, never rendered here (browsers
  // refuse to show a PDF under a sandbox policy). Images open in the tab, sandboxed all the same.
  const isPdf = certificate.extension === "pdf";
  return new Response(toWebStream(certificate.body), {
    headers: {
      "Content-Type": certificate.contentType,
      "Content-Length": String(certificate.size),
      "Content-Disposition": `${isPdf ? "attachment" : "inline"}; filename="birth-certificate.${certificate.extension}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
