// Group commit: small writes that arrive together (in one turn of the event loop) share one immediate
// transaction, so one fsync covers them all instead of one each (synchronous = FULL makes every commit
// wait for the disk, about 4 ms here: forty families answering at once would queue 160 ms behind each
// other's commits; see docs/decisions/0028-availability-and-match-squads.md). Each write runs in a
// savepoint of its own, so one that fails fails alone, and each caller's promise settles only after the
// commit that holds its write: nothing is answered as saved before it is on disk.
import { getDb, preparedOnce, type Db } from "~/db/client.server";
import { singleton } from "~/utils/singleton.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Pending = { write: (tx: Tx) => void; resolve: () => void; reject: (error: unknown) => void };

const queue = () => singleton("group-commit-queue", () => ({ pending: [] as Pending[] }));

// Each write's savepoint as three statements prepared once on the connection: drizzle's nested
// transaction builds a whole database object per savepoint, most of a batch's time besides the fsync.
const savepointsOf = preparedOnce((db) => ({
  open: db.$client.prepare("SAVEPOINT group_write"),
  release: db.$client.prepare("RELEASE group_write"),
  undo: db.$client.prepare("ROLLBACK TO group_write"),
}));

function flush() {
  const batch = queue().pending.splice(0);
  const failed = new Map<Pending, unknown>();
  try {
    const db = getDb();
    const savepoint = savepointsOf();
    db.transaction(
      (tx) => {
        for (const entry of batch) {
          savepoint.open.run();
          try {
            entry.write(tx);
            savepoint.release.run();
          } catch (error) {
            savepoint.undo.run();
            savepoint.release.run();
            failed.set(entry, error);
          }
        }
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    for (const entry of batch) entry.reject(error);
    return;
  }
  for (const entry of batch) {
    if (failed.has(entry)) entry.reject(failed.get(entry));
    else entry.resolve();
  }
}

/** Runs `write` in the next shared transaction; resolves once that transaction is committed. */
export function commitTogether(write: (tx: Tx) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const { pending } = queue();
    pending.push({ write, resolve, reject });
    if (pending.length === 1) setImmediate(flush);
  });
}
