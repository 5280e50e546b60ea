// Route matching on the server compiles each route pattern once and ranks each route table once
// (scripts/patch-dependencies.mjs patches @remix-run/router at install time): a request matches the
// whole route table several times, and compiling every pattern and flattening and sorting the table
// each time was most of a form post's own time.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// Loaded as Remix's server runtime loads it (CommonJS), the file the patch changes.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

const routes = [
  { id: "root", path: "", children: [{ id: "shop", path: "shop" }, { id: "product", path: "shop/:product" }, { id: "post", path: "blog/:slug" }] },
];

/** The `new RegExp` calls `work` makes. */
function regularExpressionsCompiledBy(work: () => void): number {
  const original = globalThis.RegExp;
  let compiled = 0;
  globalThis.RegExp = new Proxy(original, {
    construct(target, args) {
      compiled += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    work();
  } finally {
    globalThis.RegExp = original;
  }
  return compiled;
}

describe("route matching on the server", () => {
  it("compiles each route pattern once, however often the routes are matched", () => {
    matchRoutes(routes, "/blog/first-match");
    const again = regularExpressionsCompiledBy(() => {
      for (let round = 0; round < 5; round++) {
        matchRoutes(routes, "/blog/another-post");
        // A new table of the same routes (Remix builds one per render) reuses them too.
        matchRoutes(structuredClone(routes), "/shop/home-jersey");
      }
    });
    expect(again).toBe(0);
  });

  it("flattens and ranks a route table once, however often it is matched; a new table is ranked anew", () => {
    const table = structuredClone(routes);
    matchRoutes(table, "/shop");
    const sort = Array.prototype.sort;
    let sorted = 0;
    Array.prototype.sort = function (this: unknown[], ...args: Parameters<typeof sort>) {
      sorted += 1;
      return sort.apply(this, args);
    } as typeof sort;
    try {
      for (let round = 0; round < 5; round++) matchRoutes(table, "/blog/another-post");
      expect(sorted).toBe(0);
      matchRoutes(structuredClone(routes), "/blog/another-post");
      expect(sorted).toBe(1);
    } finally {
      Array.prototype.sort = sort;
    }
  });

  it("still matches as before: params, case, and the end of the path", () => {
    expect(matchRoutes(routes, "/shop/home-jersey")?.map((match) => match.route.id)).toEqual(["root", "product"]);
    expect(matchRoutes(routes, "/shop/home-jersey")?.at(-1)?.params).toEqual({ product: "home-jersey" });
    expect(matchRoutes(routes, "/SHOP")?.at(-1)?.route.id).toBe("shop");
    expect(matchRoutes(routes, "/shop/home-jersey/extra")).toBeNull();
  });
});
