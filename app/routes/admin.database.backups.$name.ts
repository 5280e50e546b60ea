import fs from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { storedBackupPath } from "~/models/database.server";
import { requireUser } from "~/services/auth.server";
import { toWebStream } from "~/infra/storage.server";

/** One of the stored daily backups, as a download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "database");
  const file = storedBackupPath(params.name ?? "");
  if (!file) throw new Response("No such backup", { status: 404 });
  const size = fs.statSync(file).size;
  return new Response(toWebStream(fs.createReadStream(file)), {
    headers: {
      "Content-Type": "application/vnd.sqlite3",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${params.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
