import fs from "node:fs";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { snapshotForDownload } from "~/models/database.server";
import { requireUser } from "~/services/auth.server";
import { toWebStream } from "~/infra/storage.server";
import { readFormData } from "~/utils/form.server";

/** GET has nothing to show: the backup is made by a POST (it writes a file and an audit entry). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "database");
  throw new Response("Use the Download backup button on /admin/database", { status: 405, headers: { Allow: "POST" } });
}

/**
 * Makes a consistent snapshot into a temporary file (online backup: the site keeps serving meanwhile)
 * and streams it as the download; the file is removed once sent or abandoned.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "database");
  const form = await readFormData(request);
  if (form.get("intent") !== "download") throw new Response("Send intent=download", { status: 400 });
  const snapshot = await snapshotForDownload(user);
  const stream = fs.createReadStream(snapshot.file);
  stream.once("close", () => fs.rm(snapshot.file, { force: true }, () => undefined));
  return new Response(toWebStream(stream), {
    headers: {
      "Content-Type": "application/vnd.sqlite3",
      "Content-Length": String(snapshot.bytes),
      "Content-Disposition": `attachment; filename="${snapshot.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
