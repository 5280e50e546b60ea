import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonBody } from "~/utils/api.server";

const schema = z.object({ name: z.string().min(2, "Name is too short") });

const jsonRequest = (body: string, contentType = "application/json") =>
  new Request("http://localhost/api/x", { method: "POST", headers: { "Content-Type": contentType }, body });

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("parseJsonBody", () => {
  it("returns the validated body", async () => {
    await expect(parseJsonBody(jsonRequest('{"name":"Amani"}'), schema)).resolves.toEqual({ name: "Amani" });
    await expect(
      parseJsonBody(jsonRequest('{"name":"Amani"}', "application/json; charset=utf-8"), schema),
    ).resolves.toEqual({ name: "Amani" });
  });

  it("answers 415, 413 and 400 as thrown Responses", async () => {
    expect(await statusOf(parseJsonBody(jsonRequest('{"name":"Amani"}', "text/plain"), schema))).toBe(415);
    expect(await statusOf(parseJsonBody(jsonRequest(JSON.stringify({ name: "x".repeat(70_000) })), schema))).toBe(413);
    expect(await statusOf(parseJsonBody(jsonRequest("{oops"), schema))).toBe(400);
    expect(await statusOf(parseJsonBody(jsonRequest(""), schema))).toBe(400);
  });

  it("lists field errors in the API error shape", async () => {
    try {
      await parseJsonBody(jsonRequest('{"name":"A"}'), schema, { invalidMessage: "Please fix the form" });
      expect.unreachable();
    } catch (error) {
      const response = error as Response;
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Please fix the form", errors: { name: ["Name is too short"] } });
    }
  });
});
