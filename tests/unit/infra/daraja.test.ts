// Our Daraja client against the local stand-in: token caching, the STK push and query with Daraja's
// field names, and which failures are tried again (5xx and network) and which never are (4xx).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDarajaClient, type DarajaConfig } from "~/infra/daraja.server";
import { startDarajaStandin, type DarajaStandin } from "../../support/daraja-standin";

const PUSH = "/mpesa/stkpush/v1/processrequest";
const QUERY = "/mpesa/stkpushquery/v1/query";
const TOKEN = "/oauth/v1/generate";

let standin: DarajaStandin;
let callbacks: unknown[] = [];
let callbackServer: http.Server;
let callbackUrl: string;

beforeAll(async () => {
  // Long enough that a query right after the push finds it still waiting, even on a busy machine.
  standin = await startDarajaStandin({ answerAfterMs: 1_000 });
  callbackServer = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      callbacks.push(JSON.parse(body));
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/api/mpesa/callback/abc`;
});

afterAll(async () => {
  await standin.close();
  callbackServer.close();
});

afterEach(() => {
  callbacks = [];
  standin.hits.clear();
});

const config = (overrides: Partial<DarajaConfig> = {}): DarajaConfig => ({ baseUrl: standin.url, ...standin.credentials, timeoutMs: 2_000, ...overrides });
const client = (overrides: Partial<DarajaConfig> = {}, now?: () => number) => createDarajaClient(config(overrides), { backoffMs: 5, now });
const push = { amount: 1500, phone: "254712345678", callbackUrl: "", accountReference: "Order 12", description: "Club shop" };

describe("Daraja client", () => {
  it("pushes a prompt with Daraja's fields, then hears the callback and the query say it was paid", async () => {
    const daraja = client();
    const accepted = await daraja.stkPush({ ...push, callbackUrl });
    expect(accepted).toMatchObject({ ok: true, merchantRequestId: expect.any(String), checkoutRequestId: expect.stringMatching(/^ws_CO_/) });
    const tx = standin.transactions.at(-1)!;
    expect(tx).toMatchObject({ amount: 1500, phone: "254712345678", accountReference: "Order 12", description: "Club shop", callbackUrl });
    if (!accepted.ok) return;
    expect(await daraja.stkQuery(accepted.checkoutRequestId)).toEqual({ ok: true, state: "processing" });
    await standin.settled();
    expect(callbacks).toEqual([
      {
        Body: {
          stkCallback: expect.objectContaining({
            CheckoutRequestID: accepted.checkoutRequestId,
            ResultCode: 0,
            CallbackMetadata: { Item: expect.arrayContaining([{ Name: "Amount", Value: 1500 }, { Name: "PhoneNumber", Value: 254712345678 }]) },
          }),
        },
      },
    ]);
    // The receipt comes with the query's answer when it carries one (the stand-in's does).
    const receipt = standin.transactions.find((tx) => tx.checkoutRequestId === accepted.checkoutRequestId)!.receipt;
    expect(await daraja.stkQuery(accepted.checkoutRequestId)).toEqual({ ok: true, state: "done", resultCode: 0, resultDesc: expect.any(String), receipt });
  });

  it("reads a receipt only from a successful answer, and only one shaped like a receipt", async () => {
    const answer = (body: Record<string, unknown>) =>
      createDarajaClient(config({ baseUrl: "http://daraja.test" }), {
        fetch: async (url) => Response.json(String(url).includes("oauth") ? { access_token: "t", expires_in: "3599" } : { ResponseCode: "0", ...body }),
      }).stkQuery("ws_CO_1");
    expect(await answer({ ResultCode: "0", ResultDesc: "ok" })).toMatchObject({ state: "done", receipt: null });
    expect(await answer({ ResultCode: "0", ResultDesc: "ok", MpesaReceiptNumber: "<b>x</b>" })).toMatchObject({ state: "done", receipt: null });
    expect(await answer({ ResultCode: "1032", ResultDesc: "cancelled", MpesaReceiptNumber: "SLK4H7XQ2P" })).toMatchObject({ state: "done", receipt: null });
    expect(await answer({ ResultCode: "0", ResultDesc: "ok", MpesaReceiptNumber: "SLK4H7XQ2P" })).toMatchObject({ state: "done", receipt: "SLK4H7XQ2P" });
  });

  it("reports the customer's cancellation through the query", async () => {
    const daraja = client();
    const accepted = await daraja.stkPush({ ...push, phone: "254712345032", callbackUrl });
    await standin.settled();
    expect(accepted.ok && (await daraja.stkQuery(accepted.checkoutRequestId))).toEqual({ ok: true, state: "done", resultCode: 1032, resultDesc: "Request cancelled by user", receipt: null });
  });

  it("clips AccountReference to 12 and TransactionDesc to 13 characters", async () => {
    const accepted = await client().stkPush({ ...push, callbackUrl, accountReference: "Membership 123456", description: "Rising Stars FC membership" });
    expect(accepted.ok).toBe(true);
    expect(standin.transactions.at(-1)).toMatchObject({ accountReference: "Membership 1", description: "Rising Stars " });
  });

  it("caches the token until a minute before it expires", async () => {
    let clock = 1_000_000;
    const daraja = client({}, () => clock);
    await daraja.stkPush({ ...push, callbackUrl });
    await daraja.stkPush({ ...push, callbackUrl });
    expect(standin.hits.get(TOKEN)).toBe(1);
    clock += 3599_000 - 60_000 - 1;
    await daraja.stkPush({ ...push, callbackUrl });
    expect(standin.hits.get(TOKEN)).toBe(1);
    clock += 2;
    await daraja.stkPush({ ...push, callbackUrl });
    expect(standin.hits.get(TOKEN)).toBe(2);
    await standin.settled();
  });

  it("tries a 5xx again with backoff, and gives up after two more tries", async () => {
    const daraja = client();
    standin.failNext(PUSH, 503, 2);
    expect((await daraja.stkPush({ ...push, callbackUrl })).ok).toBe(true);
    expect(standin.hits.get(PUSH)).toBe(3);
    standin.failNext(QUERY, 500, 3);
    expect(await daraja.stkQuery("ws_CO_unknown")).toMatchObject({ ok: false, kind: "unavailable", status: 500 });
    expect(standin.hits.get(QUERY)).toBe(3);
    await standin.settled();
  });

  it("never tries a 4xx again, and says what Daraja said without the credentials", async () => {
    const daraja = client({ passkey: "wrong-passkey" });
    const refused = await daraja.stkPush({ ...push, callbackUrl });
    expect(refused).toEqual({ ok: false, kind: "refused", status: 400, code: "400.002.02", message: "M-Pesa refused the request: Bad Request - Invalid BusinessShortCode or Password" });
    expect(standin.hits.get(PUSH)).toBe(1);
    const badKey = await client({ consumerSecret: "not-the-secret" }).stkPush({ ...push, callbackUrl });
    expect(badKey).toMatchObject({ ok: false, kind: "refused", status: 400 });
    expect(JSON.stringify(badKey)).not.toContain("not-the-secret");
    expect(standin.hits.get(TOKEN)).toBe(2); // one for each client, none repeated
  });

  it("tries a refused connection again, but never repeats a push that timed out (it may have prompted the customer)", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = client({ baseUrl: `http://127.0.0.1:${port}` });
    expect(await nowhere.stkQuery("ws_CO_x")).toMatchObject({ ok: false, kind: "unavailable", status: null, code: "ECONNREFUSED" });

    // The stalls are twice the client's limit, and the limit leaves a loaded machine time for the answers that do come.
    const daraja = client({ timeoutMs: 2_000 });
    expect((await daraja.stkQuery("ws_CO_unknown")).ok).toBe(false); // gets a token first
    standin.hits.clear();
    standin.stallNext(PUSH, 4_000);
    expect(await daraja.stkPush({ ...push, callbackUrl })).toMatchObject({ ok: false, kind: "unavailable", code: "TIMEOUT", message: "M-Pesa did not answer in time" });
    expect(standin.hits.get(PUSH)).toBe(1);
    standin.stallNext(QUERY, 4_000);
    expect(await daraja.stkQuery("ws_CO_unknown")).toMatchObject({ ok: false, kind: "refused", status: 400 });
    expect(standin.hits.get(QUERY)).toBe(2);
  });

  it("asks for a new token once when Daraja no longer accepts the cached one", async () => {
    const daraja = client();
    await daraja.stkPush({ ...push, callbackUrl });
    standin.failNext(PUSH, 401);
    expect((await daraja.stkPush({ ...push, callbackUrl })).ok).toBe(true);
    expect(standin.hits.get(TOKEN)).toBe(2);
    await standin.settled();
  });

  it("registers the Paybill's C2B URLs, and reports Daraja's refusal of a URL that names M-Pesa", async () => {
    const daraja = client();
    const urls = { shortCode: standin.credentials.shortcode, responseType: "Completed" as const, validationUrl: "https://club.example/api/paybill/s3cret/validation", confirmationUrl: "https://club.example/api/paybill/s3cret/confirmation" };
    expect(await daraja.registerC2bUrls(urls)).toMatchObject({ ok: true, responseCode: "0", responseDescription: "Success", originatorConversationId: expect.any(String) });
    expect(standin.c2bRegistration()).toEqual(urls);
    const refused = await daraja.registerC2bUrls({ ...urls, confirmationUrl: "https://club.example/api/mpesa/c2b/confirmation" });
    expect(refused).toMatchObject({ ok: false, kind: "refused", status: 400 });
    expect(JSON.stringify(refused)).not.toContain(standin.credentials.consumerSecret);
    // Refused: the registration Daraja keeps is the earlier one.
    expect(standin.c2bRegistration()).toEqual(urls);
  });
});
