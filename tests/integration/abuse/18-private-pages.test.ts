// Item: pages that show a person's data could be kept by browsers and proxies, and named their secret
// address to others. `/orders/{id}?t=…` (and its `.data`), `/membership/payment/{id}` and
// `/membership/sign-in?token=…` went out without `Cache-Control: no-store` and with
// `Referrer-Policy: strict-origin-when-cross-origin`: their loaders asked for `private, no-store` and
// `no-referrer`, but a route's loader headers never reach its document without a `headers` export.
// Now the route policy says which routes show a person's data (`personal`), and server.ts sends every
// answer of theirs `private, no-store` and `Referrer-Policy: same-origin` (never to another site; not
// `no-referrer`, which makes browsers send `Origin: null` with the page's own form posts). This walk covers every such route of the build, document and
// `.data`, read and post.
import { beforeAll, describe, expect, it } from "vitest";
import { policyFor } from "~/config/route-policy";
import { uniqueSuffix } from "../../support/factories";
import { documentAndData, loadBuildRoutes, type BuildRoute } from "../build-routes";
import { Client, memberSignInLink, placeOrderByApi, signedInMember, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
startServerForFile({}, (file) => ({ server } = file));

let personal: BuildRoute[];
let sampleUrl: (route: BuildRoute) => string;
beforeAll(async () => {
  const build = await loadBuildRoutes();
  sampleUrl = build.sampleUrl;
  personal = build.addressable().filter((route) => policyFor(route.id).personal);
});

/** What must hold for an answer that shows a person's data; null when it does. */
function leaks(response: Response): string | null {
  const cacheControl = response.headers.get("cache-control") ?? "";
  const referrer = response.headers.get("referrer-policy");
  if (!/\bno-store\b/.test(cacheControl) || !/\bprivate\b/.test(cacheControl)) return `Cache-Control: ${cacheControl || "(none)"}`;
  if (referrer !== "same-origin") return `Referrer-Policy: ${referrer}`;
  return null;
}

/** Reads and posts each route (document and `.data`), with a made-up secret in the address. */
async function walk(client: Client, routes: BuildRoute[]) {
  const failures: string[] = [];
  let requests = 0;
  for (const route of routes) {
    for (const url of documentAndData(route, sampleUrl(route), "t=made-up&token=made-up")) {
      const probes: RequestInit[] = [{ method: "GET" }];
      if (route.module.action) probes.push({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=probe" });
      for (const init of probes) {
        const response = await client.request(url, init);
        await response.arrayBuffer();
        requests++;
        const problem = leaks(response);
        if (problem) failures.push(`${init.method} ${url} (${route.id}) -> ${response.status}: ${problem}`);
      }
    }
  }
  return { failures, requests };
}

async function newMember() {
  const email = `private-${uniqueSuffix()}@example.com`;
  const fan = { membershipType: "regular", firstName: "Achieng", lastName: "Odhiambo", email, confirmEmail: email };
  expect((await new Client(server.url).postJson("/api/fan-members", fan)).status).toBe(201);
  return email;
}

describe("every route that shows a person's data", () => {
  it("is sent private, no-store and same-origin referrer, whatever the answer", async () => {
    const always = personal.filter((route) => policyFor(route.id).personal === true);
    for (const id of ["routes/orders.$id", "routes/membership_.payment.$memberId", "routes/membership_.sign-in", "routes/academy-registration_.received.$id"]) {
      expect(always.map((route) => route.id)).toContain(id);
    }
    const { failures, requests } = await walk(new Client(server.url), always);
    expect(requests).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });

  it("is sent so to a signed-in member where the page shows them their own card", async () => {
    const member = await signedInMember(server, await newMember());
    const { failures } = await walk(member, personal);
    expect(failures).toEqual([]);
    const card = await member.get("/membership?tab=content");
    expect(card.status).toBe(200);
    expect(await card.text()).toContain("Achieng");
  });
});

describe("the legitimate paths", () => {
  it("a customer's order link opens the order, as a document and as data", async () => {
    const { response, orderId, orderUrl } = await placeOrderByApi(server, { name: "Wanjiru Kamau", email: "wanjiru.private@example.com" });
    expect(leaks(response)).toBeNull();
    const page = await new Client(server.url).get(orderUrl);
    expect(page.status).toBe(200);
    expect(leaks(page)).toBeNull();
    expect(await page.text()).toContain("Wanjiru Kamau");
    const data = await new Client(server.url).get(orderUrl.replace(`/orders/${orderId}?`, `/orders/${orderId}.data?`));
    expect(data.status).toBe(200);
    expect(leaks(data)).toBeNull();
  });

  it("a member's sign-in link opens its page", async () => {
    const link = await memberSignInLink(server, await newMember());
    for (const url of [link, link.replace("/sign-in?", "/sign-in.data?")]) {
      const page = await new Client(server.url).get(url);
      expect(page.status, url).toBe(200);
      expect(leaks(page), url).toBeNull();
    }
  });

  it("pages shared by every visitor not signed in stay cacheable, with the site's referrer policy", async () => {
    const visitor = new Client(server.url);
    for (const url of ["/membership?tab=content", "/membership?tab=content"]) {
      const response = await visitor.get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
    expect((await visitor.get("/membership?tab=content")).headers.get("x-cache")).toBe("hit");
  });
});
