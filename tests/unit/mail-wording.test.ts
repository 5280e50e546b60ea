// The Swahili mails say what the Swahili pages say, in the glossary's words.
import { describe, expect, it } from "vitest";
import { seedEmailTemplates } from "~/db/seed/email";
import { mailWording, PAY_ON_DELIVERY_TEXT } from "~/models/email-wording.server";
import { messageIn } from "~/services/i18n.server";

describe("the Swahili mail wording", () => {
  it("pays now and on delivery in the very sentences the order and checkout pages show", () => {
    const sw = mailWording("sw");
    expect(sw.payNowWithMpesa).toBe(messageIn("sw", mailWording("en").payNowWithMpesa));
    expect(sw.payNowWithMpesa).not.toBe(mailWording("en").payNowWithMpesa);
    expect(sw.payOnDelivery(12)).toBe(`${messageIn("sw", PAY_ON_DELIVERY_TEXT)} Tafadhali kuwa na nambari ya oda #12 tayari.`);
  });

  it("names the squad a child joins as the fixtures pages name the team, and the academy while there is none", () => {
    expect(mailWording("sw").squadName("Under-11s")).toBe("Chini ya Miaka 11");
    expect(mailWording("sw").squadName("Senior Team")).toBe("Timu ya Wakubwa");
    expect(mailWording("sw").squadName(null)).toBe("akademia");
    expect(mailWording("en").squadName("Under-11s")).toBe("Under-11s");
    expect(mailWording("en").squadName(null)).toBe("academy");
  });

  it("writes a time of day in the one Swahili format", () => {
    expect(mailWording("sw").time("08:00")).toBe("saa 2:00 asubuhi (08:00)");
    expect(mailWording("en").time("16:00")).toBe("4:00 PM");
  });

  it("uses the glossary's words in every Swahili template: no 'namba', no English club or address names, no 'saa' before a time", () => {
    const swahili = seedEmailTemplates.filter((template) => template.language === "sw");
    expect(swahili.map((template) => template.name)).toContain("Welcome Email");
    for (const template of swahili) {
      const text = `${template.subject}\n${template.content}`;
      expect(text, template.name).not.toMatch(/\bnamba\b/i);
      expect(text, template.name).not.toContain("Fan Club");
      expect(text, template.name).not.toContain("Ngong Road");
      expect(text, template.name).not.toContain("Training Ground");
      // The time placeholder carries its own "saa …": a template never writes "saa {{trainingTime}}".
      expect(text, template.name).not.toMatch(/saa \{\{\w*Time\}\}/);
    }
  });
});
