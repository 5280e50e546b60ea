// The M-Pesa rules shared by server and browser: phone numbers, Timestamp and Password, outcomes.
import { describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "~/config/mpesa";
import { darajaText, darajaTimestamp, mpesaReceipt, normalizeKenyanPhone, paymentOutcome, statusOfResult, stkPassword } from "~/utils/mpesa";

describe("normalizeKenyanPhone", () => {
  it.each([
    ["0712345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["0712-345-678", "254712345678"],
    ["+254 712 345 678", "254712345678"],
    ["+254712345678", "254712345678"],
    ["254712345678", "254712345678"],
    ["712345678", "254712345678"],
    ["(0712) 345.678", "254712345678"],
    ["0112345678", "254112345678"],
    ["+254 112-345-678", "254112345678"],
    ["  0799000111 ", "254799000111"],
  ])("reads %j as %s", (raw, phone) => {
    expect(normalizeKenyanPhone(raw)).toEqual({ ok: true, phone });
  });

  it.each(["", "0712", "07123456789", "0212345678", "+255712345678", "2540712345678", "0712abc678", "+1 415 555 0100", "0812345678"])(
    "refuses %j with one clear message",
    (raw) => {
      expect(normalizeKenyanPhone(raw)).toEqual({ ok: false, message: PHONE_MESSAGE });
    },
  );
});

describe("darajaTimestamp", () => {
  it("is the moment in Nairobi time (UTC+3) as YYYYMMDDHHmmss", () => {
    expect(darajaTimestamp(new Date("2026-11-26T01:02:03Z"))).toBe("20261126040203");
    // Late evening UTC is already the next day in Nairobi, and midnight is 00, not 24.
    expect(darajaTimestamp(new Date("2026-12-31T21:00:00Z"))).toBe("20270101000000");
  });
});

describe("stkPassword", () => {
  it("is base64 of shortcode + passkey + timestamp", () => {
    const password = stkPassword("174379", "bfb279f9aa9bdbcf", "20260101120000");
    expect(Buffer.from(password, "base64").toString()).toBe("174379bfb279f9aa9bdbcf20260101120000");
    expect(password).toBe(Buffer.from("174379bfb279f9aa9bdbcf20260101120000").toString("base64"));
  });
});

describe("darajaText", () => {
  it("keeps letters, digits, spaces and dashes within the field's length", () => {
    expect(darajaText("Order #1234 (jerseys)", 12)).toBe("Order 1234 j");
    expect(darajaText("VIP Fan", 13)).toBe("VIP Fan");
  });
});

describe("payment outcomes", () => {
  it("maps result codes to statuses", () => {
    expect(statusOfResult(0)).toBe("paid");
    expect(statusOfResult(1032)).toBe("cancelled");
    expect(statusOfResult(1)).toBe("failed");
    expect(statusOfResult(1037)).toBe("failed");
    expect(statusOfResult(2001)).toBe("failed");
  });

  it("tells the customer what happened and what to do next", () => {
    expect(paymentOutcome({ status: "pending", resultCode: null, receipt: null })).toEqual({
      message: "Check your phone and enter your M-Pesa PIN",
      nextSteps: ["check-status"],
    });
    expect(paymentOutcome({ status: "paid", resultCode: 0, receipt: "SKL1ABC234" })).toEqual({
      message: "Paid with M-Pesa. Receipt SKL1ABC234.",
      nextSteps: [],
    });
    expect(paymentOutcome({ status: "cancelled", resultCode: 1032, receipt: null })).toEqual({
      message: "You cancelled the M-Pesa payment on your phone. Nothing was charged.",
      nextSteps: ["try-again", "pay-on-delivery"],
    });
    expect(paymentOutcome({ status: "failed", resultCode: 1, receipt: null }).message).toMatch(/balance is not enough/);
    expect(paymentOutcome({ status: "failed", resultCode: 1037, receipt: null }).message).toMatch(/did not answer the M-Pesa prompt in time/);
    expect(paymentOutcome({ status: "failed", resultCode: 2001, receipt: null }).nextSteps).toEqual(["try-again", "pay-on-delivery"]);
    expect(paymentOutcome({ status: "expired", resultCode: null, receipt: null }).nextSteps).toEqual(["try-again", "pay-on-delivery"]);
  });
});

describe("mpesaReceipt", () => {
  it("takes ten capital letters and digits, and nothing else", () => {
    expect(mpesaReceipt("SLK4H7XQ2P")).toBe("SLK4H7XQ2P");
    for (const bad of ["slk4h7xq2p", "SLK4H7XQ2", "SLK4H7XQ2PX", "SLK4H7-Q2P", "", 1234567890, null, undefined, { receipt: "SLK4H7XQ2P" }]) {
      expect(mpesaReceipt(bad)).toBeNull();
    }
  });
});
