// Vitest global setup of the integration project: one server's first start (migrations, the seed, the
// first admin) is done once, and its data directory becomes the template each test server's own
// directory is copied from. A test server then starts on a database that is already migrated and seeded,
// which saves every file the first start's work; a test about the first start itself asks for an empty
// directory (`startServer(env, undefined, { firstStart: true })`).
import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "./harness";

declare module "vitest" {
  export interface ProvidedContext {
    integrationTemplateDir: string;
  }
}

export default async function makeTemplateDataDir(project: TestProject) {
  const server = await startServer({}, undefined, { firstStart: true });
  const exitCode = await server.stop();
  if (exitCode !== 0) throw new Error(`The template server stopped with ${exitCode}:\n${server.output()}`);
  project.provide("integrationTemplateDir", server.dataDir);
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
