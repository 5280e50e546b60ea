// DATA_DIR/server.pid names the process serving this data directory while it runs. The restore script
// refuses to swap the database under a running server; a pid file left by a killed server is stale
// (no such process) and does not stop it.
import fs from "node:fs";
import path from "node:path";
import type { Env } from "~/config/env.server";

export const pidFileOf = (dataDir: string) => path.join(dataDir, "server.pid");

export function writeServerPidFile(env: Pick<Env, "DATA_DIR">) {
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  fs.writeFileSync(pidFileOf(env.DATA_DIR), String(process.pid));
}

export function removeServerPidFile(env: Pick<Env, "DATA_DIR">) {
  try {
    if (fs.readFileSync(pidFileOf(env.DATA_DIR), "utf8").trim() === String(process.pid)) fs.rmSync(pidFileOf(env.DATA_DIR));
  } catch {
    // Already gone.
  }
}

/** The pid of a live server on this data directory, or null. */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFileOf(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still running.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
