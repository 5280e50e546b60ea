import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerSchema } from "~/schemas/availability";
import { FORM_LIMITS, formShapeProblem, parseFlatFields, parseForm, readFormData } from "~/utils/form.server";

const formOf = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("formShapeProblem", () => {
  it("accepts the forms the site has: flat names, repeated checkboxes, small lists", () => {
    expect(
      formShapeProblem(
        formOf([
          ["playerName", "Amani"],
          ["trainingDays", "Monday"],
          ["trainingDays", "Friday"],
        ])
      )
    ).toBeNull();
    expect(
      formShapeProblem(
        formOf([
          ["contacts[2].phone", "0712345678"],
          ["intent", "approve"],
        ])
      )
    ).toBeNull();
    const intent = JSON.stringify({ type: "insert", payload: { name: "contacts", index: 1 } });
    expect(formShapeProblem(formOf([["__intent__", intent]]))).toBeNull();
  });

  it("refuses what would make conform throw, hang or overflow the stack", () => {
    const bad: Record<string, Array<[string, string]>> = {
      "too many fields": Array.from({ length: FORM_LIMITS.fields + 1 }, () => ["name", "1"] as [string, string]),
      "a long name": [["x".repeat(FORM_LIMITS.nameLength + 1), "1"]],
      "a deep name": [[`a${".a".repeat(FORM_LIMITS.pathDepth)}`, "1"]],
      "a huge list index": [["goals[1001]", "1"]],
      "an intent that is not JSON": [["__intent__", "{"]],
      "an intent with a huge index": [
        ["__intent__", JSON.stringify({ type: "update", payload: { name: "goals", index: 10_000_000 } })],
      ],
      "an intent with a deep name": [
        ["__intent__", JSON.stringify({ type: "reset", payload: { name: "a.".repeat(40) + "a" } })],
      ],
      "an intent on a field that is not a list": [
        ["name", "x"],
        ["__intent__", JSON.stringify({ type: "insert", payload: { name: "name" } })],
      ],
      "a deeply nested state": [["__state__", "[".repeat(200) + "]".repeat(200)]],
    };
    for (const [what, entries] of Object.entries(bad)) expect(formShapeProblem(formOf(entries)), what).not.toBeNull();
  });

  it("makes readFormData answer 400", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "goals[99999999]=1",
    });
    await expect(readFormData(request)).rejects.toMatchObject({ status: 400 });
  });
});

describe("parseFlatFields", () => {
  // The answer link's fast path records what parseFlatFields accepts; the action records what parseForm accepts.
  const answerForms: Array<Record<string, string>> = [
    { answer: "available", reason: "" },
    { answer: "unavailable", reason: "  School   trip  " },
    { answer: "maybe" },
    { answer: "" },
    { answer: "perhaps", reason: "Rain" },
    { answer: "maybe", reason: "x".repeat(121) },
    { reason: "No answer given" },
  ];
  it.each(answerForms)("gives parseForm's value for a valid form and null for an invalid one: %j", (fields) => {
    const submission = parseForm(formOf(Object.entries(fields)), answerSchema);
    expect(parseFlatFields(fields, answerSchema)).toEqual(submission.status === "success" ? submission.value : null);
  });

  it("reads text as the form's schema does: trimmed, empty as missing, numbers from text", () => {
    expect(parseFlatFields({ answer: "unavailable", reason: "  School trip " }, answerSchema)).toEqual({ answer: "unavailable", reason: "School trip" });
    expect(parseFlatFields({ answer: "maybe", reason: "" }, answerSchema)).toEqual({ answer: "maybe" });
    const counted = z.object({ count: z.number().int(), note: z.string().optional() });
    expect(parseFlatFields({ count: "12", note: "" }, counted)).toEqual({ count: 12 });
    expect(parseFlatFields({ count: "twelve" }, counted)).toBeNull();
  });
});
