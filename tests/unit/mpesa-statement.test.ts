// The M-Pesa statement reader and Daraja's C2B fields (app/utils/mpesa-statement.ts): CSV records with the
// portal's quirks, the header row found below a preamble, amounts with thousands separators, Nairobi times,
// the payer's masked number and the account typed, and the IP allowlist of the C2B URLs.
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { parseIpAllowlist } from "~/utils/ip-allowlist.server";
import { accountOf, darajaTimeToIso, looksBinary, parseAmount, parseCsv, parseOtherParty, parseStatement, parseStatementTime } from "~/utils/mpesa-statement";

const HEADER = "Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and drops a BOM", () => {
    expect(parseCsv('\ufeffa,"b,c","say ""hi"""\r\n"two\nlines",,end\nlast')).toEqual([
      ["a", "b,c", 'say "hi"'],
      ["two\nlines", "", "end"],
      ["last"],
    ]);
  });

  it("keeps an empty last field and does not invent a record for a final line break", () => {
    expect(parseCsv("a,b,\r\n")).toEqual([["a", "b", ""]]);
    expect(parseCsv("")).toEqual([]);
  });
});

describe("parseAmount", () => {
  it("reads the portal's money cells as shillings", () => {
    expect(parseAmount("1,500.00")).toBe(1500);
    expect(parseAmount(" 12,345,678.00 ")).toBe(12345678);
    expect(parseAmount("")).toBe(0);
    expect(parseAmount("-200.00")).toBe(-200);
    expect(parseAmount("KES 50")).toBe(50);
    expect(parseAmount("10.50")).toBe(10.5);
    expect(parseAmount("ten")).toBeNull();
    expect(parseAmount("1.2.3")).toBeNull();
  });
});

describe("times", () => {
  it("reads Daraja's TransTime as Nairobi wall clock (UTC+3) and refuses a time that is not one", () => {
    expect(darajaTimeToIso("20261129101500")).toBe("2026-11-29T07:15:00.000Z");
    expect(darajaTimeToIso("20270101010000")).toBe("2026-12-31T22:00:00.000Z");
    expect(darajaTimeToIso("20261131101500")).toBeNull();
    expect(darajaTimeToIso("20261129251500")).toBeNull();
    expect(darajaTimeToIso("2026112910150")).toBeNull();
  });

  it("reads the statement's day-first and year-first times, with or without seconds", () => {
    expect(parseStatementTime("29-11-2026 10:15:00")).toBe("2026-11-29T07:15:00.000Z");
    expect(parseStatementTime("29/11/2026 10:15")).toBe("2026-11-29T07:15:00.000Z");
    expect(parseStatementTime("2026-11-29 10:15:00")).toBe("2026-11-29T07:15:00.000Z");
    expect(parseStatementTime("1-2-2027 9:05:07")).toBe("2027-02-01T06:05:07.000Z");
    expect(parseStatementTime("31-11-2026 10:15:00")).toBeNull();
    expect(parseStatementTime("yesterday")).toBeNull();
  });
});

describe("the payer and the account", () => {
  it("keeps the number as sent (masked or hashed) and the name apart", () => {
    expect(parseOtherParty("2547****126 - JANE WANJIRU")).toEqual({ phone: "2547****126", name: "JANE WANJIRU" });
    expect(parseOtherParty("254712345678 - OTIENO, J")).toEqual({ phone: "254712345678", name: "OTIENO, J" });
    const hash = "a".repeat(64).replace(/a/g, (_, i: number) => "0123456789abcdef"[i % 16]);
    expect(parseOtherParty(hash)).toEqual({ phone: hash, name: null });
    expect(parseOtherParty("KCB BANK")).toEqual({ phone: null, name: "KCB BANK" });
    expect(parseOtherParty("")).toEqual({ phone: null, name: null });
  });

  it("takes the A/C No. column, or the account in Details when the column is empty", () => {
    expect(accountOf(" RS00375 ", "Pay Bill from … Acc. RS99999")).toBe("RS00375");
    expect(accountOf("", "Pay Bill from 2547****126 - JANE Acc. rs 0037 5")).toBe("rs 0037 5");
    expect(accountOf("", "Business Charges")).toBeNull();
  });
});

describe("parseStatement", () => {
  it("finds the header below the portal's preamble, in any column order and case, and numbers the lines", () => {
    const reordered = HEADER.split(",").reverse().join(",").toUpperCase();
    const cells = (values: Record<string, string>) =>
      HEADER.split(",")
        .reverse()
        .map((name) => values[name] ?? "")
        .map((value) => (/[,"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value))
        .join(",");
    const csv = [
      "Organisation Name:,RISING STARS FC",
      "Time Period:,01-11-2026 - 30-11-2026",
      "",
      reordered,
      cells({ "Receipt No.": "tk12345678", "Completion Time": "29-11-2026 10:15:00", "Transaction Status": "Completed", "Paid In": "1,500.00", "Other Party Info": "2547****126 - JANE", "A/C No.": "RS00375", Details: "Pay Bill\nfrom JANE" }),
      "",
      cells({ "Receipt No.": "TK87654321", "Completion Time": "29-11-2026 11:00:00", "Transaction Status": "Completed", "Paid In": "", Withdrawn: "30.00" }),
    ].join("\r\n");
    const parsed = parseStatement(`\ufeff${csv}`);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toMatchObject({ line: 5, receipt: "TK12345678", completedAt: "2026-11-29T07:15:00.000Z", status: "Completed", paidIn: 1500, withdrawn: 0, account: "RS00375", otherParty: "2547****126 - JANE" });
    // The first record spans two lines (a quoted line break), then a blank line.
    expect(parsed.rows[1]).toMatchObject({ line: 8, receipt: "TK87654321", paidIn: 0, withdrawn: 30, account: null });
  });

  it("says so when no header row has the columns a reconciliation needs", () => {
    expect(parseStatement("name,amount\nJane,100")).toEqual({ ok: false, reason: "no-header" });
    expect(parseStatement(HEADER.replace("Paid In", "Money"))).toEqual({ ok: false, reason: "no-header" });
    expect(parseStatement(`${"preamble\n".repeat(40)}${HEADER}`)).toEqual({ ok: false, reason: "no-header" });
  });

  it("tells text from a binary file renamed .csv", () => {
    expect(looksBinary(`${HEADER}\r\nTK1,29-11-2026 10:15:00`)).toBe(false);
    expect(looksBinary("PK\u0003\u0004\u0014\u0000\u0006\u0000")).toBe(true);
    expect(looksBinary("\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000e\u000f".repeat(3))).toBe(true);
  });
});

describe("parseIpAllowlist", () => {
  it("allows listed addresses and ranges, IPv4 through an IPv6 socket too, and nothing else", () => {
    const list = parseIpAllowlist("196.201.214.0/24, 196.201.213.114, 2001:db8::/32");
    expect(list.allows("196.201.214.200")).toBe(true);
    expect(list.allows("::ffff:196.201.214.7")).toBe(true);
    expect(list.allows("196.201.213.114")).toBe(true);
    expect(list.allows("196.201.213.115")).toBe(false);
    expect(list.allows("2001:db8:1::5")).toBe(true);
    expect(list.allows("127.0.0.1")).toBe(false);
    expect(list.allows("unknown")).toBe(false);
  });

  it("refuses an entry that is not an address or a range", () => {
    expect(() => parseIpAllowlist("196.201.214.0/33")).toThrow(/CIDR/);
    expect(() => parseIpAllowlist("safaricom.co.ke")).toThrow(/Not an IP/);
    expect(() => parseIpAllowlist("10.0.0.0/8/1")).toThrow();
  });
});

describe("the C2B settings", () => {
  it("are off without a path secret, and stop the boot for a guessable secret or a bad allowlist entry", () => {
    const base = { DATA_DIR: "/tmp/rsfc-unit-env" };
    const plain = parseEnv(base);
    expect(plain.MPESA_C2B_PATH_SECRET).toBeUndefined();
    expect(plain.MPESA_C2B_ALLOWED_IPS).toBeUndefined();
    expect(plain).toMatchObject({ MPESA_C2B_RESPONSE_TYPE: "Completed", FEES_IMPORT_MAX_MB: 20 });
    expect(parseEnv({ ...base, MPESA_C2B_PATH_SECRET: "a".repeat(24), MPESA_C2B_ALLOWED_IPS: "196.201.214.0/24" })).toMatchObject({ MPESA_C2B_PATH_SECRET: "a".repeat(24) });
    expect(() => parseEnv({ ...base, MPESA_C2B_PATH_SECRET: "short" })).toThrow(/MPESA_C2B_PATH_SECRET/);
    expect(() => parseEnv({ ...base, MPESA_C2B_ALLOWED_IPS: "196.201.214.0/40" })).toThrow(/MPESA_C2B_ALLOWED_IPS/);
    expect(() => parseEnv({ ...base, MPESA_C2B_RESPONSE_TYPE: "Maybe" })).toThrow(/MPESA_C2B_RESPONSE_TYPE/);
  });
});
