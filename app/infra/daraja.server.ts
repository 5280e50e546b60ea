// Our client of Safaricom's Daraja API for M-Pesa Express: the OAuth token, the STK push and the STK
// push query, and the C2B (Paybill) URL registration, over the built-in fetch (no Daraja library is maintained well enough to depend on:
// docs/decisions/0021-mpesa-payments.md). Knows nothing about orders or payments: app/models/payments does.
//
// Rules:
//   - the token (client credentials) is cached until a minute before Daraja says it expires, and asked
//     for again once if a call answers 401;
//   - every call has a timeout (MPESA_TIMEOUT_MS); a 5xx answer or a network failure is tried again
//     up to twice, after 0.5 s then 1 s; a 4xx answer never is (the request itself is wrong);
//   - an STK push is NOT tried again after a timeout or a dropped connection: Daraja may have prompted
//     the customer already, and a second prompt could charge them twice. Only a push that never reached
//     Daraja (connection refused, unknown host) or that Daraja answered with a 5xx is repeated;
//   - expected failures are results, never exceptions; no message carries the credentials.
import { getEnv, type MpesaConfig } from "~/config/env.server";
import { darajaText, darajaTimestamp, mpesaReceipt, stkPassword, ACCOUNT_REFERENCE_MAX, TRANSACTION_DESC_MAX } from "~/utils/mpesa";
import { singleton } from "~/utils/singleton.server";

export type DarajaConfig = Pick<MpesaConfig, "baseUrl" | "consumerKey" | "consumerSecret" | "shortcode" | "passkey" | "timeoutMs">;

/** Why a call did not succeed: Daraja refused it (4xx), or could not be reached or failed (5xx, network, timeout). */
export type DarajaFailure = {
  ok: false;
  kind: "refused" | "unavailable";
  /** The HTTP status, null for a network failure or timeout. */
  status: number | null;
  /** Daraja's errorCode ("400.002.02") or the network error's code. */
  code: string | null;
  message: string;
};

export type StkPushRequest = {
  /** Whole Kenyan shillings. */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX (see normalizeKenyanPhone). */
  phone: string;
  callbackUrl: string;
  /** Up to 12 characters (longer is clipped). */
  accountReference: string;
  /** Up to 13 characters (longer is clipped). */
  description: string;
};

export type StkPushAccepted = { ok: true; merchantRequestId: string; checkoutRequestId: string; customerMessage: string };

/**
 * "processing": the customer has not answered yet; "done": the final result code, and the receipt number
 * when the answer carries one (`MpesaReceiptNumber`: Daraja's documented query answer has none, the
 * stand-in's has; null otherwise).
 */
export type StkQueryAnswer =
  | { ok: true; state: "processing" }
  | { ok: true; state: "done"; resultCode: number; resultDesc: string; receipt: string | null };

/** Where Daraja posts a Paybill payment (C2B): validation first (when enabled for the shortcode), then confirmation. */
export type C2bRegistration = {
  shortCode: string;
  /** What M-Pesa does when the validation URL does not answer in time: complete or cancel the payment. */
  responseType: "Completed" | "Cancelled";
  confirmationUrl: string;
  validationUrl: string;
};

/** Daraja's answer to a registration, as it said it (ResponseCode "0" is success). */
export type C2bRegistered = { ok: true; responseCode: string; responseDescription: string; originatorConversationId: string | null };

export type DarajaClient = {
  stkPush: (request: StkPushRequest, at?: Date) => Promise<StkPushAccepted | DarajaFailure>;
  stkQuery: (checkoutRequestId: string, at?: Date) => Promise<StkQueryAnswer | DarajaFailure>;
  registerC2bUrls: (registration: C2bRegistration) => Promise<C2bRegistered | DarajaFailure>;
};

export type DarajaClientOptions = {
  fetch?: typeof fetch;
  now?: () => number;
  /** Tries after the first for a retryable failure (default 2). */
  retries?: number;
  /** The first wait before trying again; each next one doubles (default 500 ms). */
  backoffMs?: number;
};

const TOKEN_MARGIN_MS = 60_000;
/** Daraja's answer to a query while the customer has not answered the prompt yet. */
const STILL_PROCESSING = "500.001.1001";
/** Network errors that mean the request never reached the server (safe to send again, even a push). */
const NEVER_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

type Answer = { status: number; body: Record<string, unknown> | null } | { status: null; body: null; code: string; timedOut: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDarajaClient(config: DarajaConfig, options: DarajaClientOptions = {}): DarajaClient {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  let token: { value: string; until: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<Answer> {
    try {
      const response = await fetchImpl(`${config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
      const text = await response.text();
      let body: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = JSON.parse(text);
        body = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch (error) {
      const err = error as Error & { cause?: { code?: string } };
      const timedOut = err.name === "TimeoutError" || err.name === "AbortError";
      return { status: null, body: null, code: timedOut ? "TIMEOUT" : (err.cause?.code ?? err.name), timedOut };
    }
  }

  const failureOf = (answer: Answer): DarajaFailure => {
    if (answer.status === null) {
      return {
        ok: false,
        kind: "unavailable",
        status: null,
        code: answer.code,
        message: answer.timedOut ? "M-Pesa did not answer in time" : `M-Pesa could not be reached (${answer.code})`,
      };
    }
    const code = typeof answer.body?.errorCode === "string" ? answer.body.errorCode : null;
    const said = typeof answer.body?.errorMessage === "string" ? answer.body.errorMessage : `HTTP ${answer.status}`;
    return { ok: false, kind: answer.status >= 500 ? "unavailable" : "refused", status: answer.status, code, message: `M-Pesa refused the request: ${said}` };
  };

  /** Calls until an answer that is not worth repeating; `mayRepeat` decides for network failures. */
  async function withRetries(send: () => Promise<Answer>, mayRepeat: (answer: Answer) => boolean): Promise<Answer> {
    let answer = await send();
    for (let attempt = 0; attempt < retries && mayRepeat(answer); attempt++) {
      await sleep(backoffMs * 2 ** attempt);
      answer = await send();
    }
    return answer;
  }

  const serverFailed = (answer: Answer) => answer.status !== null && answer.status >= 500 && answer.body?.errorCode !== STILL_PROCESSING;
  const idempotent = (answer: Answer) => answer.status === null || serverFailed(answer);
  const neverSent = (answer: Answer) => (answer.status === null && NEVER_SENT.has(answer.code)) || serverFailed(answer);

  async function accessToken(): Promise<{ ok: true; token: string } | DarajaFailure> {
    if (token && now() < token.until) return { ok: true, token: token.value };
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString("base64");
    const answer = await withRetries(
      () => call("/oauth/v1/generate?grant_type=client_credentials", { method: "GET", headers: { Authorization: `Basic ${basic}` } }),
      idempotent,
    );
    if (answer.status !== 200 || typeof answer.body?.access_token !== "string") return failureOf(answer);
    const seconds = Number(answer.body.expires_in) || 3599;
    token = { value: answer.body.access_token, until: now() + Math.max(0, seconds * 1000 - TOKEN_MARGIN_MS) };
    return { ok: true, token: token.value };
  }

  /** A POST with the bearer token; a 401 (token revoked early) gets one fresh token and one more try. */
  async function post(path: string, body: object, mayRepeat: (answer: Answer) => boolean): Promise<Answer | DarajaFailure> {
    for (let attempt = 0; ; attempt++) {
      const auth = await accessToken();
      if (!auth.ok) return auth;
      const answer = await withRetries(
        () =>
          call(path, {
            method: "POST",
            headers: { Authorization: `Bearer ${auth.token}`, "Content-Type": "application/json" },
            body: JSON.stringify(body),
          }),
        mayRepeat,
      );
      if (answer.status !== 401 || attempt > 0) return answer;
      token = null;
    }
  }

  const signed = (at: Date) => {
    const timestamp = darajaTimestamp(at);
    return { BusinessShortCode: config.shortcode, Password: stkPassword(config.shortcode, config.passkey, timestamp), Timestamp: timestamp };
  };

  return {
    async stkPush(request, at = new Date(now())) {
      const answer = await post(
        "/mpesa/stkpush/v1/processrequest",
        {
          ...signed(at),
          TransactionType: "CustomerPayBillOnline",
          Amount: request.amount,
          PartyA: request.phone,
          PartyB: config.shortcode,
          PhoneNumber: request.phone,
          CallBackURL: request.callbackUrl,
          AccountReference: darajaText(request.accountReference, ACCOUNT_REFERENCE_MAX),
          TransactionDesc: darajaText(request.description, TRANSACTION_DESC_MAX),
        },
        neverSent,
      );
      if ("ok" in answer) return answer;
      const body = answer.body;
      if (
        answer.status === 200 &&
        String(body?.ResponseCode) === "0" &&
        typeof body?.MerchantRequestID === "string" &&
        typeof body?.CheckoutRequestID === "string"
      ) {
        return {
          ok: true,
          merchantRequestId: body.MerchantRequestID,
          checkoutRequestId: body.CheckoutRequestID,
          customerMessage: typeof body.CustomerMessage === "string" ? body.CustomerMessage : "",
        };
      }
      if (answer.status === 200) {
        const said = typeof body?.ResponseDescription === "string" ? body.ResponseDescription : "unexpected answer";
        return { ok: false, kind: "refused", status: 200, code: body?.ResponseCode == null ? null : String(body.ResponseCode), message: `M-Pesa refused the request: ${said}` };
      }
      return failureOf(answer);
    },

    async stkQuery(checkoutRequestId, at = new Date(now())) {
      const answer = await post("/mpesa/stkpushquery/v1/query", { ...signed(at), CheckoutRequestID: checkoutRequestId }, idempotent);
      if ("ok" in answer) return answer;
      if (answer.status !== null && answer.body?.errorCode === STILL_PROCESSING) return { ok: true, state: "processing" };
      const resultCode = Number(answer.body?.ResultCode);
      if (answer.status === 200 && answer.body?.ResultCode != null && Number.isInteger(resultCode)) {
        return {
          ok: true,
          state: "done",
          resultCode,
          resultDesc: typeof answer.body.ResultDesc === "string" ? answer.body.ResultDesc : "",
          receipt: resultCode === 0 ? mpesaReceipt(answer.body.MpesaReceiptNumber) : null,
        };
      }
      return failureOf(answer);
    },

    // Registering the same URLs again is harmless, so every failure worth repeating is repeated. Daraja's
    // production accepts a registration for a shortcode once (changing the URLs afterwards goes through
    // Safaricom's support); the sandbox accepts it again and again.
    async registerC2bUrls(registration) {
      const answer = await post(
        "/mpesa/c2b/v1/registerurl",
        {
          ShortCode: registration.shortCode,
          ResponseType: registration.responseType,
          ConfirmationURL: registration.confirmationUrl,
          ValidationURL: registration.validationUrl,
        },
        idempotent,
      );
      if ("ok" in answer) return answer;
      const body = answer.body;
      if (answer.status === 200 && String(body?.ResponseCode ?? "") === "0") {
        // Daraja spells the id "OriginatorCoverstionID" (sic) in v1 and "OriginatorConversationID" elsewhere.
        const id = body?.OriginatorCoverstionID ?? body?.OriginatorConversationID ?? body?.OriginatorConverstionID;
        return {
          ok: true,
          responseCode: "0",
          responseDescription: typeof body?.ResponseDescription === "string" ? body.ResponseDescription : "",
          originatorConversationId: typeof id === "string" ? id : null,
        };
      }
      if (answer.status === 200) {
        const said = typeof body?.ResponseDescription === "string" ? body.ResponseDescription : "unexpected answer";
        return { ok: false, kind: "refused", status: 200, code: body?.ResponseCode == null ? null : String(body.ResponseCode), message: `M-Pesa refused the registration: ${said}` };
      }
      return failureOf(answer);
    },
  };
}

/** The process's client, built from MPESA_* (null when M-Pesa is not configured). */
export function getDarajaClient(): DarajaClient | null {
  const config = getEnv().MPESA;
  return config ? singleton("daraja-client", () => createDarajaClient(config)) : null;
}
