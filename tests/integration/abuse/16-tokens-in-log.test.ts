// Item: the request log wrote secret link tokens in clear. An order's or a receipt's `?t=` token with
// no digit in it did not look like a token to the log's redaction (it judged values by their shape),
// so whoever read the log could open the order. Now every secret query parameter is redacted by its
// name (config/secret-links.ts), whatever its value looks like.
import { describe, expect, it } from "vitest";
import { Client, placeOrderByApi, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
startServerForFile({}, (file) => ({ server } = file));

// A random token made only of letters: the shape the old rule let through.
const WORDLIKE = "qzvkxwbpmtrhlnjdfgcsyaeiou_-QZVK";

const linesFor = (request: string) => server.output().split("\n").filter((line) => line.startsWith(request));

/** The log lines written for GET requests to `path`, once there is one (a line is written after its answer is sent). */
async function logLines(path: string): Promise<string[]> {
  await expect.poll(() => linesFor(`GET ${path}`).length).toBeGreaterThan(0);
  return linesFor(`GET ${path}`);
}

describe("a request log line", () => {
  it("never holds a secret link's token, whatever its letters", async () => {
    const client = new Client(server.url);
    const urls = [
      `/orders/999999?t=${WORDLIKE}`,
      `/orders/999999.data?t=${WORDLIKE}`,
      `/academy-registration/received/999999?t=${WORDLIKE}`,
      `/api/orders/999999/mpesa?t=${WORDLIKE}`,
      `/membership/sign-in?token=${WORDLIKE}`,
    ];
    for (const url of urls) await (await client.get(url)).arrayBuffer();
    await (await client.request(`/api/cart/999999?sessionId=session_${WORDLIKE}`, { method: "DELETE" })).arrayBuffer();
    // The requests went one after another, so once the last one's line is there, every line is.
    await expect.poll(() => linesFor("DELETE /api/cart/999999?").length).toBe(1);
    expect(server.output()).not.toContain(WORDLIKE.slice(0, 12));
    expect(await logLines("/orders/999999?")).toEqual([expect.stringMatching(/^GET \/orders\/999999\?t=\[redacted\] 404 /)]);
    expect((await logLines("/membership/sign-in?")).at(-1)).toMatch(/^GET \/membership\/sign-in\?token=\[redacted\] 400 /);
  });
});

describe("a customer's order link", () => {
  it("still opens the order, and the log says which page was read without its token", async () => {
    const { orderId, orderUrl } = await placeOrderByApi(server, { name: "Wanjiru Kamau", email: "wanjiru.log@example.com" });
    const token = new URL(orderUrl, server.url).searchParams.get("t")!;
    expect((await new Client(server.url).get(orderUrl)).status).toBe(200);
    expect(await logLines(`/orders/${orderId}?`)).toEqual([expect.stringMatching(new RegExp(`^GET /orders/${orderId}\\?t=\\[redacted\\] 200 `))]);
    expect(server.output()).not.toContain(token);
  });
});
