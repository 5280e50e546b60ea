// The layers of app/ and the one direction their imports run (the README's folder tour says the same):
//
//   routes, root, entries → components (browser-safe UI)
//   routes → services → models → infra → db → schemas → config, utils
//
// A file may import its own layer or any layer below it, never one above; components import only
// other components, schemas, config and utils (they run in the browser). A failure names the file and
// the import that runs the wrong way.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../support/source-files";

const APP = path.resolve(import.meta.dirname, "../../app");

type Layer = "routes" | "components" | "services" | "models" | "infra" | "db" | "schemas" | "base";

/** Each layer and the layers it may import besides its own. */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  routes: ["components", "services", "models", "infra", "db", "schemas", "base"],
  components: ["schemas", "base"],
  services: ["models", "infra", "db", "schemas", "base"],
  models: ["infra", "db", "schemas", "base"],
  infra: ["db", "schemas", "base"],
  db: ["schemas", "base"],
  schemas: ["base"],
  base: [],
};

function layerOf(file: string): Layer {
  const relative = path.relative(APP, file).split(path.sep);
  const [top, second] = relative;
  if (relative.length === 1) return "routes"; // root.tsx, entry.client.tsx, entry.server.tsx
  if (top === "db" && second === "seed") return "services"; // the seed composes models into content
  if (top === "config" || top === "utils" || top === "assets" || top === "locales") return "base";
  if (top in MAY_IMPORT) return top as Layer;
  throw new Error(`${path.relative(APP, file)} is in a folder with no layer: add it to the import-direction test`);
}

/** The app files a module imports (static, dynamic and type imports alike). */
function appImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [path.join(APP, specifier.slice(2))];
    if (specifier.startsWith(".")) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

describe("import direction", () => {
  const files = sourceFiles(APP).filter((file) => !file.endsWith(".d.ts"));

  it("finds the app's modules", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("every import runs down the layers", () => {
    const against: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      for (const target of appImports(file)) {
        const to = layerOf(target);
        if (to !== from && !MAY_IMPORT[from].includes(to)) {
          against.push(`${path.relative(APP, file)} (${from}) imports ${path.relative(APP, target)} (${to})`);
        }
      }
    }
    expect(against).toEqual([]);
  });

  it("knows which way is wrong", () => {
    expect(MAY_IMPORT.models).not.toContain("services");
    expect(MAY_IMPORT.db).not.toContain("infra");
    expect(MAY_IMPORT.components).not.toContain("models");
  });
});
