import { describe, expect, it } from "vitest";
import { PER_CLIENT_LIMIT_VARIABLES } from "~/config/client-limits";
import { parseEnv } from "~/config/env.server";

describe("parseEnv", () => {
  it("works with no environment at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.DATABASE_PATH).toBe(`${env.DATA_DIR}/club.db`);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SESSION_SECRETS).toEqual([]);
    expect(env.LOGIN_RATE_LIMIT).toBe(10);
    expect(env.SECURE_COOKIES).toBe(false);
  });

  it("splits a comma-separated SESSION_SECRET for rotation", () => {
    expect(parseEnv({ SESSION_SECRET: "new-secret, old-secret ," }).SESSION_SECRETS).toEqual([
      "new-secret",
      "old-secret",
    ]);
  });

  it("derives DATABASE_PATH from DATA_DIR and treats empty strings as unset", () => {
    const env = parseEnv({ DATA_DIR: "/srv/club", SMTP_URL: "", ADMIN_PASSWORD: "" });
    expect(env.DATABASE_PATH).toBe("/srv/club/club.db");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("turns on Secure cookies only for production behind https", () => {
    expect(parseEnv({ NODE_ENV: "production" }).SECURE_COOKIES).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://club.example/" }).SECURE_COOKIES).toBe(true);
    expect(parseEnv({ NODE_ENV: "development", PUBLIC_URL: "https://club.example" }).SECURE_COOKIES).toBe(false);
    expect(parseEnv({ PUBLIC_URL: "https://club.example/" }).PUBLIC_URL).toBe("https://club.example");
  });

  it("names every invalid variable in one clear error", () => {
    expect(() =>
      parseEnv({ PORT: "eighty", SMTP_URL: "mail.example", CLUB_OFFICE_EMAIL: "office", ADMIN_PASSWORD: "short" }),
    ).toThrowError(
      /Invalid environment configuration:[\s\S]*PORT[\s\S]*SMTP_URL must start with smtp:\/\/[\s\S]*CLUB_OFFICE_EMAIL must be an e-mail address[\s\S]*ADMIN_PASSWORD: The password must be at least 12 characters/,
    );
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(/PORT/);
    expect(() => parseEnv({ PUBLIC_URL: "club.example" })).toThrowError(/PUBLIC_URL must be a full URL/);
  });

  it("lists every per-client limit where the test servers and benchmarks raise them", () => {
    const perClient = Object.keys(parseEnv({})).filter((name) => /_RATE_LIMIT$|_PER_IP|_PER_PARENT_|^LOGIN_ACCOUNT_LIMIT$/.test(name));
    expect([...PER_CLIENT_LIMIT_VARIABLES].sort()).toEqual(perClient.sort());
  });
});

describe("parseEnv: M-Pesa", () => {
  const credentials = {
    MPESA_CONSUMER_KEY: "key",
    MPESA_CONSUMER_SECRET: "secret",
    MPESA_SHORTCODE: "174379",
    MPESA_PASSKEY: "passkey",
  };

  it("is off without credentials, and the site runs as before", () => {
    expect(parseEnv({}).MPESA).toBeNull();
  });

  it("takes Safaricom's host from MPESA_ENV and the callback base from PUBLIC_URL", () => {
    const sandbox = parseEnv({ ...credentials, PUBLIC_URL: "https://club.example/" }).MPESA!;
    expect(sandbox.baseUrl).toBe("https://sandbox.safaricom.co.ke");
    expect(sandbox.callbackBaseUrl).toBe("https://club.example");
    expect(sandbox.queryAfterMs).toBe(120_000);
    expect(sandbox.expireAfterMs).toBe(600_000);
    expect(sandbox.promptsPerPayment).toBe(5);
    const production = parseEnv({ ...credentials, MPESA_ENV: "production", PUBLIC_URL: "https://club.example" }).MPESA!;
    expect(production.baseUrl).toBe("https://api.safaricom.co.ke");
    const standin = parseEnv({ ...credentials, MPESA_BASE_URL: "http://localhost:4010/", MPESA_CALLBACK_URL: "http://localhost:3000" }).MPESA!;
    expect(standin.baseUrl).toBe("http://localhost:4010");
  });

  it("refuses a partial set of credentials, naming what is missing", () => {
    expect(() => parseEnv({ MPESA_CONSUMER_KEY: "key", MPESA_SHORTCODE: "174379" })).toThrowError(
      /M-Pesa needs all of .*missing: MPESA_CONSUMER_SECRET, MPESA_PASSKEY/,
    );
  });

  it("refuses a bad shortcode, environment or URL, and a plain-http callback in production", () => {
    expect(() => parseEnv({ ...credentials, MPESA_SHORTCODE: "12ab" })).toThrowError(/MPESA_SHORTCODE must be the 5 to 7 digits/);
    expect(() => parseEnv({ ...credentials, MPESA_ENV: "live" })).toThrowError(/MPESA_ENV/);
    expect(() => parseEnv({ ...credentials, MPESA_BASE_URL: "localhost" })).toThrowError(/MPESA_BASE_URL must be a full URL/);
    expect(() => parseEnv({ ...credentials, MPESA_ENV: "production" })).toThrowError(/must be https:\/\/ with MPESA_ENV=production/);
  });
});
