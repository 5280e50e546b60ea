// Route matching on the server compiles each route pattern once (scripts/patch-dependencies.mjs
// patches @remix-run/router at install time): a render of one's own matches the whole route table
// several times, and compiling every pattern each time was a twelfth of its cost.
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

  it("still matches as before: params, case, and the end of the path", () => {
    expect(matchRoutes(routes, "/shop/home-jersey")?.map((match) => match.route.id)).toEqual(["root", "product"]);
    expect(matchRoutes(routes, "/shop/home-jersey")?.at(-1)?.params).toEqual({ product: "home-jersey" });
    expect(matchRoutes(routes, "/SHOP")?.at(-1)?.route.id).toBe("shop");
    expect(matchRoutes(routes, "/shop/home-jersey/extra")).toBeNull();
  });
});
