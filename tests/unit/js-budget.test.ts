// The first-load JavaScript budget of the public pages, computed from the client build's manifest:
// what a browser must download before a page is interactive (the entry, and the module and imports of
// every route that page matches), each distinct file gzip-compressed once. Chunks a page imports
// dynamically after it has hydrated (a form's validation, the notification panel) are not first load.
// Bytes, not time: the same build always gives the same figure. Run after `npm run build` (npm test does).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { HYDRATE_ON_INTERACTION } from "~/config/hydration";

const KB = 1024;
/** Budgets in gzip bytes: a phone on 3G spends about a second per 30 KB. */
const BUDGETS: Array<{ page: string; route: string; budget: number }> = [
  { page: "/", route: "routes/_index", budget: 100 * KB },
  { page: "/blog", route: "routes/blog._index", budget: 130 * KB },
  { page: "/shop", route: "routes/shop._index", budget: 130 * KB },
  { page: "/membership", route: "routes/membership", budget: 130 * KB },
  { page: "/academy-registration", route: "routes/academy-registration", budget: 130 * KB },
];

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = { url: string; entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

const BUILD_DIR = path.resolve("public/build");

function readManifest(): Manifest {
  const file = fs.existsSync(BUILD_DIR) ? fs.readdirSync(BUILD_DIR).find((name) => /^manifest-.+\.js$/.test(name)) : undefined;
  if (!file) throw new Error("No client build in public/build: run `npm run build` first.");
  const source = fs.readFileSync(path.join(BUILD_DIR, file), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "")) as Manifest;
}

/** The files a first visit to the page loads, with their gzip sizes. */
export function firstLoadFiles(manifest: Manifest, routeId: string): Map<string, number> {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the client manifest`);
    chain.push(route);
  }
  // With lazy route discovery the page inlines the part of the manifest it needs: manifest.url is not loaded.
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  const sizes = new Map<string, number>();
  for (const url of urls) {
    const bytes = fs.readFileSync(path.join(BUILD_DIR, url.replace(/^\/build\//, "")));
    sizes.set(url, zlib.gzipSync(bytes, { level: 9 }).length);
  }
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What a page that loads its scripts at the first interaction fetches then (ADR 0017): React and the
 * Remix runtime alone are 83 KB. Kept from growing unnoticed: at most 115 KB, or the page's own budget
 * when that is larger (waiting for the first interaction must not exempt a page from its budget).
 */
const ON_INTERACTION_BUDGET = 115 * KB;
const onInteractionBudget = (route: string) =>
  Math.max(ON_INTERACTION_BUDGET, BUDGETS.find((entry) => entry.route === route)?.budget ?? 0);

describe("first-load JavaScript (gzip)", () => {
  const manifest = readManifest();
  for (const { page, route, budget } of BUDGETS) {
    it(`of ${page} is within ${kb(budget)}`, () => {
      const deferred = HYDRATE_ON_INTERACTION.has(route);
      // A deferred page fetches no script file with the page: its first load is its inline scripts only.
      const sizes = deferred ? new Map<string, number>() : firstLoadFiles(manifest, route);
      const breakdown = [...sizes]
        .sort(([, a], [, b]) => b - a)
        .map(([url, size]) => `  ${kb(size).padStart(9)}  ${url}`)
        .join("\n");
      console.log(`${page}: ${kb(total(sizes))} of ${kb(budget)}`);
      expect(total(sizes), `${page} loads ${kb(total(sizes))}, over its ${kb(budget)} budget:\n${breakdown}`).toBeLessThanOrEqual(budget);
    });
  }

  for (const route of HYDRATE_ON_INTERACTION) {
    const budget = onInteractionBudget(route);
    it(`of ${route} at the first interaction is within ${kb(budget)}`, () => {
      const sizes = firstLoadFiles(manifest, route);
      console.log(`${route} at the first interaction: ${kb(total(sizes))}`);
      expect(total(sizes)).toBeLessThanOrEqual(budget);
    });
  }
});
