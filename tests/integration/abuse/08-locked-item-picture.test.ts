// Item 8 of the abuse suite, for members-only content: a locked item (what a visitor or a lower tier
// sees) carries no picture address, in the API, the list page or the item's page; the member whose tier
// includes the item still gets it.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { Client, queryDb, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
const picture = `/images/exclusive/vip-only-${uniqueSuffix()}.webp`;
let vipItem: number;

startServerForFile({}, (file) => {
  ({ server } = file);
  [{ id: vipItem }] = queryDb<{ id: number }>(
    server,
    "UPDATE exclusive_content SET image_url = ? WHERE id = (SELECT min(id) FROM exclusive_content WHERE membership_level = 'vip' AND is_published = 1) RETURNING id",
    picture,
  );
});

/** A client signed in as a new active member of `tier` (its sign-in link written straight into the database). */
async function memberClient(tier: "premium" | "vip") {
  const email = `pic-${uniqueSuffix()}@example.com`;
  const registered = await new Client(server.url).postJson("/api/fan-members", { membershipType: tier, firstName: "Baraka", lastName: "Were", email, confirmEmail: email });
  expect(registered.status).toBe(201);
  queryDb(server, "UPDATE fan_members SET status = 'active' WHERE email = ? RETURNING id", email);
  const token = crypto.randomBytes(32).toString("base64url");
  const hash = crypto.createHash("sha256").update(token).digest("hex");
  queryDb(server, "INSERT INTO sign_in_links (email, token_hash, expires_at) VALUES (?, ?, ?) RETURNING id", email, hash, new Date(Date.now() + 600_000).toISOString());
  const client = new Client(server.url);
  expect((await client.postForm("/membership/sign-in", { intent: "sign-in", token })).status).toBe(302);
  return client;
}

async function seenBy(client: Client) {
  const api = (await (await client.get("/api/exclusive-content")).json()) as Array<{ id: number; locked: boolean; imageUrl: string | null }>;
  return {
    api: api.find((item) => item.id === vipItem)!,
    list: await (await client.get("/membership?tab=content")).text(),
    item: await (await client.get(`/membership/content/${vipItem}`)).text(),
  };
}

describe("a locked item carries no picture", () => {
  it("for a visitor and for a premium member: no imageUrl in the API, the list or the item's page", async () => {
    for (const client of [new Client(server.url), await memberClient("premium")]) {
      const seen = await seenBy(client);
      expect(seen.api).toMatchObject({ locked: true, imageUrl: null });
      expect(seen.list).not.toContain(picture);
      expect(seen.item).not.toContain(picture);
    }
  });

  it("the VIP member gets the picture", async () => {
    const seen = await seenBy(await memberClient("vip"));
    expect(seen.api).toMatchObject({ locked: false, imageUrl: picture });
    expect(seen.item).toContain(picture);
  });
});
