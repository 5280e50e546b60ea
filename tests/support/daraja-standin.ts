// A local stand-in for Safaricom's Daraja API (M-Pesa Express), for tests and development: the OAuth
// token, the STK push, the STK push query and the callback to the request's CallBackURL, with Daraja's
// real field names and answers. No phone is prompted: each payment ends with a scripted outcome.
//
// Paybill (C2B): it takes the registerurl call (refusing URLs Daraja would refuse) and remembers the URLs;
// `payC2b()` or `POST /standin/c2b/pay {"amount","account","phone"}` (or the form at GET /standin/c2b)
// makes a Paybill payment arrive as M-Pesa sends it: the validation request first (unless validation is
// off, as it is on a shortcode Safaricom has not enabled it for), stopping there if it is refused, then
// the confirmation, with the MSISDN masked. `GET /standin/c2b/statement.csv` is the organisation portal's
// statement of every completed Paybill payment, for the statement import.
//
// Outcomes are chosen by the payer's phone number (its last three digits, see OUTCOME_BY_SUFFIX: any
// other number pays successfully), or set for one number with `script(phone, outcome)` or
// `POST /standin/script {"phone","outcome"}`.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandinOutcome =
  | "success"
  | "cancelled" // ResultCode 1032
  | "insufficient-funds" // ResultCode 1
  | "timeout" // ResultCode 1037
  | "no-callback" // paid, but the callback never comes: only the STK query tells
  | "duplicate-callback" // paid, and the callback comes twice
  | "no-answer"; // the phone never answers: no callback, and the query says "being processed" for ever

export const OUTCOMES: readonly StandinOutcome[] = ["success", "cancelled", "insufficient-funds", "timeout", "no-callback", "duplicate-callback", "no-answer"];

/** The phone number's last three digits that script an outcome (0712 345 032 cancels…). */
export const OUTCOME_BY_SUFFIX: Record<string, StandinOutcome> = {
  "032": "cancelled",
  "001": "insufficient-funds",
  "037": "timeout",
  "404": "no-callback",
  "222": "duplicate-callback",
  "999": "no-answer",
};

const RESULTS: Record<Exclude<StandinOutcome, "no-answer">, { code: number; desc: string }> = {
  success: { code: 0, desc: "The service request is processed successfully." },
  "no-callback": { code: 0, desc: "The service request is processed successfully." },
  "duplicate-callback": { code: 0, desc: "The service request is processed successfully." },
  cancelled: { code: 1032, desc: "Request cancelled by user" },
  "insufficient-funds": { code: 1, desc: "The balance is insufficient for the transaction." },
  timeout: { code: 1037, desc: "DS timeout user cannot be reached" },
};

/** The body Daraja posts to a CallBackURL. */
export type StkCallbackBody = {
  Body: {
    stkCallback: {
      MerchantRequestID: string;
      CheckoutRequestID: string;
      ResultCode: number;
      ResultDesc: string;
      CallbackMetadata?: { Item: Array<{ Name: string; Value?: string | number }> };
    };
  };
};

export type StandinTransaction = {
  merchantRequestId: string;
  checkoutRequestId: string;
  shortcode: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  description: string;
  outcome: StandinOutcome;
  /** When the customer "answers" (the callback is due, and the query stops saying "being processed"). */
  settlesAt: number;
  receipt: string;
  /** Answers the app gave to each callback sent for this transaction. */
  callbackStatuses: number[];
};

/** A Paybill payment the stand-in "received". */
export type StandinC2bPayment = {
  transId: string;
  /** YYYYMMDDHHmmss, Nairobi. */
  transTime: string;
  amount: number;
  account: string;
  phone: string;
  /** The MSISDN as sent: masked, as Daraja has sent it since 2021. */
  msisdn: string;
  firstName: string;
  /** "completed", or "cancelled" when validation refused it (or did not answer, with ResponseType Cancelled). */
  status: "completed" | "cancelled";
  /** The validation answer's ResultCode, null when validation was off or did not answer. */
  validationCode: string | null;
  /** The site's HTTP status for the confirmation (0: unreachable), null when none was sent. */
  confirmationStatus: number | null;
};

export type C2bPayRequest = {
  amount: number;
  account: string;
  phone: string;
  firstName?: string;
  /** Ask the validation URL first (default: the stand-in's `c2bValidation`). */
  validation?: boolean;
  /** Completed, but the confirmation never reaches the site (only the statement shows it). */
  loseConfirmation?: boolean;
};

export type StandinOptions = {
  port?: number;
  consumerKey?: string;
  consumerSecret?: string;
  shortcode?: string;
  passkey?: string;
  /** How long after the push the customer "answers" (default 150 ms; the dev script uses seconds). */
  answerAfterMs?: number;
  /** The token's lifetime in seconds as Daraja states it ("3599"). */
  tokenSeconds?: number;
  /** Whether the shortcode has external validation on (default true; Safaricom's default is off). */
  c2bValidation?: boolean;
  /** C2B URLs known from the start, as if registered (the development script registers them itself). */
  c2bUrls?: C2bUrls;
};

export type C2bUrls = { validationUrl: string; confirmationUrl: string; responseType: "Completed" | "Cancelled" };

export type DarajaStandin = {
  url: string;
  credentials: { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string };
  /** The MPESA_* variables that point a server at this stand-in. */
  env: (callbackBaseUrl: string) => Record<string, string>;
  transactions: StandinTransaction[];
  /** Every request received, by path (tokens, pushes, queries), for assertions on retries. */
  hits: Map<string, number>;
  /** Tokens issued so far. */
  tokensIssued: () => number;
  script: (phone: string, outcome: StandinOutcome) => void;
  /** The next `times` requests to `path` answer `status` with a Daraja-shaped error (5xx retries, 4xx refusals). */
  failNext: (path: string, status: number, times?: number) => void;
  /** The next `times` requests to `path` get no answer for `ms` (longer than the client's timeout). */
  stallNext: (path: string, ms: number, times?: number) => void;
  /** The pending callbacks have been sent (or none are due). */
  settled: () => Promise<void>;
  /** The C2B URLs last registered (null: none yet). */
  c2bRegistration: () => (C2bUrls & { shortCode: string }) | null;
  /** Makes a Paybill payment arrive (validation, then confirmation), as M-Pesa would. */
  payC2b: (request: C2bPayRequest) => Promise<StandinC2bPayment>;
  c2bPayments: StandinC2bPayment[];
  /** The organisation portal's statement (CSV) of the completed Paybill payments. */
  c2bStatement: () => string;
  close: () => Promise<void>;
};

/** The C2B path secret of development and tests (MPESA_C2B_PATH_SECRET). */
export const STANDIN_C2B_PATH_SECRET = "standin-paybill-path-secret-0001";

export const STANDIN_DEFAULTS = {
  consumerKey: "standin-consumer-key",
  consumerSecret: "standin-consumer-secret",
  shortcode: "174379",
  passkey: "standin-passkey-not-a-secret",
};

const PATHS = {
  token: "/oauth/v1/generate",
  registerC2b: "/mpesa/c2b/v1/registerurl",
  registerC2bV2: "/mpesa/c2b/v2/registerurl",
  push: "/mpesa/stkpush/v1/processrequest",
  query: "/mpesa/stkpushquery/v1/query",
} as const;

const randomId = (prefix: string) => `${prefix}${crypto.randomBytes(6).toString("hex")}`;
const receiptNumber = () =>
  Array.from(crypto.randomBytes(10), (byte) => "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"[byte % 34])
    .join("")
    .slice(0, 10);
const nairobiStamp = (at: number) => Number(new Date(at + 3 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14));

/** "254712345678" as Daraja has masked it since 2021 ("2547****678"). */
export const maskMsisdn = (phone: string) => `${phone.slice(0, 4)}****${phone.slice(-3)}`;

/** The body Daraja posts to the C2B validation and confirmation URLs. */
export function c2bBody(payment: Pick<StandinC2bPayment, "transId" | "transTime" | "amount" | "account" | "msisdn" | "firstName">, shortcode: string) {
  return {
    TransactionType: "Pay Bill",
    TransID: payment.transId,
    TransTime: payment.transTime,
    TransAmount: `${payment.amount}.00`,
    BusinessShortCode: shortcode,
    BillRefNumber: payment.account,
    InvoiceNumber: "",
    OrgAccountBalance: "",
    ThirdPartyTransID: "",
    MSISDN: payment.msisdn,
    FirstName: payment.firstName,
    MiddleName: "",
    LastName: "",
  };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const money = (amount: number) => amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The M-Pesa organisation portal's statement export of these payments (preamble, header, rows). */
export function portalStatement(rows: Array<Pick<StandinC2bPayment, "transId" | "transTime" | "amount" | "account" | "msisdn" | "firstName">>, shortcode: string): string {
  const time = (stamp: string) => `${stamp.slice(6, 8)}-${stamp.slice(4, 6)}-${stamp.slice(0, 4)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}`;
  let balance = 0;
  const lines = [
    `Organisation Name:,RISING STARS FC`,
    `Organisation Short Code:,${shortcode}`,
    `Time Period:,Statement of Paybill payments`,
    ``,
    `Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.`,
  ];
  for (const row of rows) {
    balance += row.amount;
    lines.push(
      [
        row.transId,
        time(row.transTime),
        time(row.transTime),
        `Pay Bill from ${row.msisdn} - ${row.firstName} Acc. ${row.account}`,
        "Completed",
        money(row.amount),
        "",
        money(balance),
        "true",
        "Pay Bill Online",
        `${row.msisdn} - ${row.firstName}`,
        "",
        row.account,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

/** The callback body Daraja sends for a payment's result (metadata only for a success). */
export function callbackBody(
  tx: Pick<StandinTransaction, "merchantRequestId" | "checkoutRequestId" | "amount" | "phone" | "receipt">,
  result: { code: number; desc: string },
  at = Date.now(),
): StkCallbackBody {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: tx.merchantRequestId,
        CheckoutRequestID: tx.checkoutRequestId,
        ResultCode: result.code,
        ResultDesc: result.desc,
        ...(result.code === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: "Amount", Value: tx.amount },
                  { Name: "MpesaReceiptNumber", Value: tx.receipt },
                  { Name: "Balance" },
                  { Name: "TransactionDate", Value: nairobiStamp(at) },
                  { Name: "PhoneNumber", Value: Number(tx.phone) },
                ],
              },
            }
          : {}),
      },
    },
  };
}

/** Posts a callback body to a URL as Daraja would (tests forge callbacks with it); resolves to the HTTP status. */
export async function postCallback(url: string, body: unknown): Promise<number> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

/** A forged success callback: "paid" for a payment, with whatever amount, receipt and phone the forger chose. */
export function forgedSuccess(ids: { merchantRequestId: string; checkoutRequestId: string }, paid: { amount: number; phone: string; receipt?: string }) {
  return callbackBody({ ...ids, amount: paid.amount, phone: paid.phone, receipt: paid.receipt ?? receiptNumber() }, RESULTS.success);
}

export async function startDarajaStandin(options: StandinOptions = {}): Promise<DarajaStandin> {
  const credentials = {
    consumerKey: options.consumerKey ?? STANDIN_DEFAULTS.consumerKey,
    consumerSecret: options.consumerSecret ?? STANDIN_DEFAULTS.consumerSecret,
    shortcode: options.shortcode ?? STANDIN_DEFAULTS.shortcode,
    passkey: options.passkey ?? STANDIN_DEFAULTS.passkey,
  };
  const answerAfterMs = options.answerAfterMs ?? 150;
  const tokens = new Map<string, number>(); // token → expiry (ms)
  const transactions: StandinTransaction[] = [];
  const scripted = new Map<string, StandinOutcome>();
  const faults = new Map<string, Array<{ status: number } | { stallMs: number }>>();
  const hits = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let c2bRegistration: (C2bUrls & { shortCode: string }) | null = options.c2bUrls ? { ...options.c2bUrls, shortCode: credentials.shortcode } : null;
  const c2bPayments: StandinC2bPayment[] = [];

  /** Posts a C2B body; the site's status and JSON answer (status 0: unreachable or no answer in time). */
  const postC2b = async (url: string, body: unknown): Promise<{ status: number; answer: Record<string, unknown> | null }> => {
    try {
      const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(8000) });
      const text = await response.text();
      let answer: Record<string, unknown> | null = null;
      try {
        answer = JSON.parse(text) as Record<string, unknown>;
      } catch {
        answer = null;
      }
      return { status: response.status, answer };
    } catch {
      return { status: 0, answer: null };
    }
  };

  const payC2b = async (request: C2bPayRequest): Promise<StandinC2bPayment> => {
    if (!c2bRegistration) throw new Error("No C2B URLs registered: run npm run mpesa:register-c2b first");
    const registered = c2bRegistration;
    const payment: StandinC2bPayment = {
      transId: receiptNumber(),
      transTime: String(nairobiStamp(Date.now())),
      amount: request.amount,
      account: request.account,
      phone: request.phone,
      msisdn: maskMsisdn(request.phone),
      firstName: (request.firstName ?? "JANE").toUpperCase(),
      status: "completed",
      validationCode: null,
      confirmationStatus: null,
    };
    c2bPayments.push(payment);
    const body = c2bBody(payment, registered.shortCode);
    if (request.validation ?? options.c2bValidation ?? true) {
      const validation = await postC2b(registered.validationUrl, body);
      const code = validation.status === 200 && validation.answer ? String(validation.answer.ResultCode ?? "") : null;
      payment.validationCode = code;
      // No usable answer: M-Pesa does what ResponseType says.
      const proceed = code === null ? registered.responseType === "Completed" : code === "0";
      if (!proceed) {
        payment.status = "cancelled";
        return payment;
      }
    }
    if (!request.loseConfirmation) payment.confirmationStatus = (await postC2b(registered.confirmationUrl, body)).status;
    return payment;
  };

  // The organisation statement lists every payment into the shortcode: the Paybill ones and the STK pushes
  // customers completed, each under its receipt, in the order they happened.
  const c2bStatement = () => {
    const pushes = transactions
      .filter((push) => push.outcome === "success" && push.settlesAt <= Date.now())
      .map((push) => ({ transId: push.receipt, transTime: String(nairobiStamp(push.settlesAt)), amount: push.amount, account: push.accountReference, msisdn: maskMsisdn(push.phone), firstName: "STK" }));
    const rows = [...c2bPayments.filter((payment) => payment.status === "completed"), ...pushes].sort((a, b) => a.transTime.localeCompare(b.transTime));
    return portalStatement(rows, credentials.shortcode);
  };

  const c2bForm = (message = "") => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Daraja stand-in: pay a Paybill</title></head><body>
<h1>Pay the club's Paybill (${credentials.shortcode})</h1>
<p>As a parent would from the phone's M-Pesa menu: Lipa na M-Pesa, Pay Bill, business no. ${credentials.shortcode}, the child's account number, the amount.</p>
${message ? `<p role="status"><strong>${message.replace(/[<>&]/g, "")}</strong></p>` : ""}
<form method="post" action="/standin/c2b/pay">
<p><label>Account no. <input name="account" required maxlength="40"></label></p>
<p><label>Amount (KES) <input name="amount" type="number" min="1" step="1" required></label></p>
<p><label>Phone <input name="phone" value="254712345678" pattern="254[17][0-9]{8}" required></label></p>
<p><label>First name <input name="firstName" value="Jane" maxlength="40"></label></p>
<p><label><input type="checkbox" name="loseConfirmation" value="1"> Lose the confirmation (only the statement will show it)</label></p>
<p><button>Pay</button></p>
</form>
<p>Registered URLs: ${c2bRegistration ? `${c2bRegistration.validationUrl.replace(/\/[^/]+\/validation$/, "/…/validation")} (validation ${options.c2bValidation === false ? "off" : "on"}), ResponseType ${c2bRegistration.responseType}` : "none yet: run npm run mpesa:register-c2b"}</p>
<p><a href="/standin/c2b/statement.csv">Download the statement (CSV)</a></p>
</body></html>`;

  const outcomeFor = (phone: string): StandinOutcome => scripted.get(phone) ?? OUTCOME_BY_SUFFIX[phone.slice(-3)] ?? "success";

  const sendCallback = async (tx: StandinTransaction) => {
    if (tx.outcome === "no-answer") return;
    const result = RESULTS[tx.outcome];
    const body = callbackBody(tx, result);
    const copies = tx.outcome === "duplicate-callback" ? 2 : tx.outcome === "no-callback" ? 0 : 1;
    for (let i = 0; i < copies; i++) {
      try {
        tx.callbackStatuses.push(await postCallback(tx.callbackUrl, body));
      } catch {
        tx.callbackStatuses.push(0); // the site was down: Daraja does not try again
      }
    }
  };

  const scheduleCallback = (tx: StandinTransaction) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const sending = sendCallback(tx).finally(() => pending.delete(sending));
      pending.add(sending);
    }, answerAfterMs);
    timers.add(timer);
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://standin");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, errorCode: string, errorMessage: string) =>
      send(status, { requestId: randomId(""), errorCode, errorMessage });

    const fault = faults.get(url.pathname)?.shift();
    if (fault && "stallMs" in fault) {
      await new Promise((resolve) => setTimeout(resolve, fault.stallMs));
      if (!res.destroyed) error(503, "503.001.01", "Service Unavailable");
      return;
    }
    if (fault) return error(fault.status, `${fault.status}.001.01`, fault.status >= 500 ? "Internal Server Error" : "Bad Request");

    // Control calls for development (not part of Daraja).
    if (url.pathname === "/standin/script" && req.method === "POST") {
      const { phone, outcome } = JSON.parse(text || "{}") as { phone?: string; outcome?: StandinOutcome };
      if (!phone || !outcome || !OUTCOMES.includes(outcome)) return send(400, { message: `phone and one outcome of ${OUTCOMES.join(", ")}` });
      scripted.set(phone, outcome);
      return send(200, { phone, outcome });
    }
    if (url.pathname === "/standin/transactions" && req.method === "GET") return send(200, transactions);
    if (url.pathname === "/standin/c2b" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(c2bForm());
    }
    if (url.pathname === "/standin/c2b/statement.csv" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="statement.csv"' });
      return res.end(c2bStatement());
    }
    if (url.pathname === "/standin/c2b/pay" && req.method === "POST") {
      const asForm = (req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
      let fields: Record<string, unknown>;
      try {
        fields = asForm ? Object.fromEntries(new URLSearchParams(text)) : (JSON.parse(text || "{}") as Record<string, unknown>);
      } catch {
        return send(400, { message: "Send JSON {amount, account, phone}" });
      }
      const amount = Number(fields.amount);
      const phone = String(fields.phone ?? "254712345678");
      if (!Number.isInteger(amount) || amount < 1 || typeof fields.account !== "string" || !/^254[17]\d{8}$/.test(phone)) {
        return send(400, { message: "amount (whole KES), account and phone (2547XXXXXXXX) are needed" });
      }
      if (!c2bRegistration) return send(409, { message: "No C2B URLs registered: run npm run mpesa:register-c2b first" });
      const payment = await payC2b({
        amount,
        account: fields.account,
        phone,
        firstName: typeof fields.firstName === "string" && fields.firstName ? fields.firstName : undefined,
        validation: typeof fields.validation === "boolean" ? fields.validation : undefined,
        loseConfirmation: fields.loseConfirmation === true || fields.loseConfirmation === "1",
      });
      if (!asForm) return send(200, payment);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        c2bForm(
          payment.status === "cancelled"
            ? `Cancelled: the site refused account "${payment.account}" (${payment.validationCode ?? "no answer"}).`
            : `Paid KES ${payment.amount} to account ${payment.account}: receipt ${payment.transId}${payment.confirmationStatus === null ? " (confirmation lost on purpose)" : `, the site answered ${payment.confirmationStatus}`}.`,
        ),
      );
    }

    if (url.pathname === PATHS.token && req.method === "GET") {
      const expected = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString("base64")}`;
      if (url.searchParams.get("grant_type") !== "client_credentials") return error(400, "400.008.02", "Invalid grant type passed");
      if (req.headers.authorization !== expected) return error(400, "400.008.01", "Invalid Authentication passed");
      const token = crypto.randomBytes(21).toString("base64url");
      const seconds = options.tokenSeconds ?? 3599;
      tokens.set(token, Date.now() + seconds * 1000);
      return send(200, { access_token: token, expires_in: String(seconds) });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !(tokens.get(bearer)! > Date.now())) return error(401, "404.001.03", "Invalid Access Token");
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return error(400, "400.002.02", "Bad Request - Invalid JSON");
    }
    if ((url.pathname === PATHS.registerC2b || url.pathname === PATHS.registerC2bV2) && req.method === "POST") {
      const urls = [body.ConfirmationURL, body.ValidationURL];
      const invalid =
        String(body.ShortCode ?? "") !== credentials.shortcode
          ? "Invalid ShortCode"
          : body.ResponseType !== "Completed" && body.ResponseType !== "Cancelled"
            ? "Invalid ResponseType"
            : !urls.every((u) => typeof u === "string" && /^https?:\/\//.test(u))
              ? "Invalid URL"
              : // Daraja filters out URLs that name it.
                urls.some((u) => /m-?pesa|safaricom/i.test(String(u)))
                ? "Invalid URL: must not contain M-Pesa or Safaricom"
                : null;
      if (invalid) return error(400, "400.003.02", `Bad Request - ${invalid}`);
      c2bRegistration = {
        shortCode: credentials.shortcode,
        responseType: body.ResponseType as "Completed" | "Cancelled",
        confirmationUrl: body.ConfirmationURL as string,
        validationUrl: body.ValidationURL as string,
      };
      return send(200, { OriginatorCoverstionID: randomId("AG_"), ResponseCode: "0", ResponseDescription: "Success" });
    }

    const passwordOk =
      body.BusinessShortCode === credentials.shortcode &&
      typeof body.Timestamp === "string" &&
      /^\d{14}$/.test(body.Timestamp) &&
      body.Password === Buffer.from(`${credentials.shortcode}${credentials.passkey}${body.Timestamp}`).toString("base64");

    if (url.pathname === PATHS.push && req.method === "POST") {
      if (!passwordOk) return error(400, "400.002.02", "Bad Request - Invalid BusinessShortCode or Password");
      const phone = String(body.PhoneNumber ?? "");
      const invalid =
        body.TransactionType !== "CustomerPayBillOnline"
          ? "Invalid TransactionType"
          : !Number.isInteger(body.Amount) || (body.Amount as number) < 1
            ? "Invalid Amount"
            : !/^254[17]\d{8}$/.test(phone) || body.PartyA !== phone
              ? "Invalid PhoneNumber"
              : body.PartyB !== credentials.shortcode
                ? "Invalid PartyB"
                : typeof body.CallBackURL !== "string" || !/^https?:\/\//.test(body.CallBackURL)
                  ? "Invalid CallBackURL"
                  : typeof body.AccountReference !== "string" || body.AccountReference.length < 1 || body.AccountReference.length > 12
                    ? "Invalid AccountReference"
                    : typeof body.TransactionDesc !== "string" || body.TransactionDesc.length < 1 || body.TransactionDesc.length > 13
                      ? "Invalid TransactionDesc"
                      : null;
      if (invalid) return error(400, "400.002.02", `Bad Request - ${invalid}`);
      const tx: StandinTransaction = {
        merchantRequestId: randomId("29115-34620561-"),
        checkoutRequestId: randomId("ws_CO_"),
        shortcode: credentials.shortcode,
        amount: body.Amount as number,
        phone,
        callbackUrl: body.CallBackURL as string,
        accountReference: body.AccountReference as string,
        description: body.TransactionDesc as string,
        outcome: outcomeFor(phone),
        settlesAt: Date.now() + answerAfterMs,
        receipt: receiptNumber(),
        callbackStatuses: [],
      };
      transactions.push(tx);
      scheduleCallback(tx);
      return send(200, {
        MerchantRequestID: tx.merchantRequestId,
        CheckoutRequestID: tx.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      });
    }

    if (url.pathname === PATHS.query && req.method === "POST") {
      if (!passwordOk) return error(400, "400.002.02", "Bad Request - Invalid BusinessShortCode or Password");
      const tx = transactions.find((t) => t.checkoutRequestId === body.CheckoutRequestID);
      if (!tx) return error(400, "400.002.02", "Bad Request - Invalid CheckoutRequestID");
      // Daraja answers 500 with this code while the customer has not answered yet.
      if (Date.now() < tx.settlesAt || tx.outcome === "no-answer") return error(500, "500.001.1001", "The transaction is being processed");
      const result = RESULTS[tx.outcome];
      return send(200, {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: tx.merchantRequestId,
        CheckoutRequestID: tx.checkoutRequestId,
        ResultCode: String(result.code),
        ResultDesc: result.desc,
        // Not in Daraja's documented answer: the stand-in names the paid transaction's receipt here, so
        // tests can tell a receipt the site took from the query from one a callback claimed.
        ...(result.code === 0 ? { MpesaReceiptNumber: tx.receipt } : {}),
      });
    }
    return error(404, "404.001.01", "Resource not found");
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    credentials,
    env: (callbackBaseUrl) => ({
      MPESA_ENV: "sandbox",
      MPESA_BASE_URL: url,
      MPESA_CONSUMER_KEY: credentials.consumerKey,
      MPESA_CONSUMER_SECRET: credentials.consumerSecret,
      MPESA_SHORTCODE: credentials.shortcode,
      MPESA_PASSKEY: credentials.passkey,
      MPESA_CALLBACK_URL: callbackBaseUrl,
      // Tests and development pay from a handful of phone numbers (their last digits script the
      // outcome) again and again; a test of the per-phone cap sets its own.
      MPESA_PROMPTS_PER_PHONE_DAY: "1000",
      // Paybill (C2B) on: the path secret of the URLs the stand-in posts payments to (not a real secret).
      MPESA_C2B_PATH_SECRET: STANDIN_C2B_PATH_SECRET,
    }),
    transactions,
    hits,
    tokensIssued: () => tokens.size,
    script: (phone, outcome) => scripted.set(phone, outcome),
    failNext: (path, status, times = 1) => faults.set(path, [...(faults.get(path) ?? []), ...Array.from({ length: times }, () => ({ status }))]),
    stallNext: (path, ms, times = 1) => faults.set(path, [...(faults.get(path) ?? []), ...Array.from({ length: times }, () => ({ stallMs: ms }))]),
    c2bRegistration: () => c2bRegistration,
    payC2b,
    c2bPayments,
    c2bStatement,
    settled: async () => {
      while (timers.size || pending.size) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await Promise.all(pending);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
