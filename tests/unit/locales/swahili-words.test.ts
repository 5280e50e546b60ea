// The Swahili review's corrections hold (docs/i18n-glossary.md): each wording that read wrong is gone
// from every Swahili text, and the glossary's word is where it was.
import { describe, expect, it } from "vitest";
import { allTexts } from "~/services/i18n.server";

const swahili = allTexts("sw");
const every = Object.entries(swahili).flatMap(([namespace, texts]) => Object.entries(texts).map(([key, text]) => ({ where: `${namespace}:${key}`, text })));

describe("the Swahili texts", () => {
  it.each([
    ["tumeituma kiungo", /tumeituma/],
    ["(wa mezani) after Sare/Kipigo", /\(wa mezani\)/],
    ["hai for an active membership (it means alive)", /\bhai\b/i],
    ["namba instead of nambari", /\bnamba\b/i],
    ["Babu/Bibi", /Babu\/Bibi/],
    ["Mwanzoni / Mgeni as experience levels", /^(Mwanzoni|Mgeni) -/],
    ["the English fan club's name", /Fan Club/],
    ["Ngong Road in a Swahili sentence", /Ngong Road/],
    ["404 Ukurasa Haukupatikana (the glossary: Haupatikani)", /Haukupatikana/],
    ["weka oda (the glossary: tuma oda)", /\b(Uliweka|kuweka) oda\b/],
    ["a time of day without its 24-hour form", /saa \d{1,2}:\d{2} (asubuhi|mchana|alasiri|jioni|usiku)(?! \()/],
  ])("never say %s", (_, wrong) => {
    expect(every.filter(({ text }) => wrong.test(text)).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it("use the corrected wordings", () => {
    expect(swahili.messages["If that address belongs to a member, we have sent a sign-in link to it. The link works once, for a short time. No e-mail? Check your spam folder, or ask again in an hour."]).toContain("tumetuma kiungo");
    expect(Object.values(swahili.fixtures)).toContain("{{outcome}} (uamuzi wa mezani)");
    expect(swahili.academy["relationships.Grandparent"]).toBe("Babu/Nyanya");
    expect(swahili.academy["experienceLevels.Beginner"]).toMatch(/^Anayeanza - /);
    expect(swahili.academy["experienceLevels.Intermediate"]).toMatch(/^Wa kati - /);
    expect(swahili.academy["experienceLevels.Advanced"]).toMatch(/^Mzoefu - /);
    // The consent is about the club's website and social media, not the press.
    expect(Object.entries(swahili.academy).find(([key]) => key.endsWith(".media"))?.[1]).toContain("tovuti ya klabu na mitandao yake ya kijamii");
    expect(swahili.membership["status.active"]).toBe("Unatumika");
    expect(swahili.membership["benefits.stats.members.label"] ?? Object.values(swahili.membership).find((text) => text.startsWith("Wanachama w"))).toBe("Wanachama wanaotumika");
    expect(swahili.common["notFound.title"] ?? Object.values(swahili.common).find((text) => text.startsWith("Ukurasa"))).toBe("Ukurasa Haupatikani");
  });
});
