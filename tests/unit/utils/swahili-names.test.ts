// Names the club gives in its own form, read in Swahili: our teams by age group, the news categories
// the blog also has; and the second key a later mail's order link carries.
import { describe, expect, it } from "vitest";
import { newsCategoryIn } from "~/services/news-category.server";
import { interpolate } from "~/utils/i18n";
import { linkOpens, mailedLinkToken, newLinkToken } from "~/utils/secret-link.server";
import { teamNameIn } from "~/utils/team-name";
import swFixtures from "~/locales/sw/fixtures.json";

const swT = (key: string, values?: Record<string, string | number>) =>
  interpolate((swFixtures.teamNames as Record<string, string>)[key.replace("teamNames.", "")], values ?? {});

describe("team names", () => {
  it("reads the club's age-group names in Swahili and leaves other names and English alone", () => {
    expect(teamNameIn("Under-13s", "sw", swT)).toBe("Chini ya Miaka 13");
    expect(teamNameIn("Under 9", "sw", swT)).toBe("Chini ya Miaka 9");
    expect(teamNameIn("Senior Team", "sw", swT)).toBe("Timu ya Wakubwa");
    expect(teamNameIn("Seniors", "sw", swT)).toBe("Timu ya Wakubwa");
    expect(teamNameIn("Girls' Development Squad", "sw", swT)).toBe("Girls' Development Squad");
    expect(teamNameIn("Under-13s", "en", swT)).toBe("Under-13s");
  });
});

describe("news categories", () => {
  it("uses the blog's Swahili words for the categories the blog has, and leaves the others as typed", () => {
    expect(newsCategoryIn("Match Report", "sw")).toBe("Ripoti za Mechi");
    expect(newsCategoryIn("Club News", "sw")).toBe("Habari za Klabu");
    expect(newsCategoryIn("academy", "sw")).toBe("Akademia");
    expect(newsCategoryIn("Community", "sw")).toBe("Jamii");
    expect(newsCategoryIn("Transfers", "sw")).toBe("Transfers");
    expect(newsCategoryIn("Match Report", "en")).toBe("Match Report");
  });
});

describe("a later mail's link", () => {
  it("opens the row with a key derived from its stored hash, under the current or an older secret only", () => {
    const { token, hash } = newLinkToken();
    const mailed = mailedLinkToken(hash, "secret-now");
    expect(linkOpens(hash, token, ["secret-now"])).toBe(true);
    expect(linkOpens(hash, mailed, ["secret-now"])).toBe(true);
    expect(linkOpens(hash, mailed, ["secret-next", "secret-now"])).toBe(true);
    expect(linkOpens(hash, mailed, ["another-secret"])).toBe(false);
    // The key of one order does not open another, and a hash alone is no key.
    expect(linkOpens(newLinkToken().hash, mailed, ["secret-now"])).toBe(false);
    expect(linkOpens(hash, hash, ["secret-now"])).toBe(false);
    expect(linkOpens(null, mailed, ["secret-now"])).toBe(false);
  });
});
