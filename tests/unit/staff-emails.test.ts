import { describe, expect, it } from "vitest";
import { directoryPageSchema } from "~/schemas/staff";
import { parseUrlState } from "~/schemas/url-state";

describe("the /staff-emails URL state", () => {
  const read = (search: string) => parseUrlState(directoryPageSchema, new URLSearchParams(search));

  it("lists staff by default; ?add=1, ?edit= and ?remove= open the form and overlays", () => {
    expect(read("")).toEqual({ tab: "staff", add: false });
    expect(read("tab=admins&q=%20mary%20")).toEqual({ tab: "admins", q: "mary", add: false });
    expect(read("add=1&edit=4&remove=5")).toMatchObject({ add: true, edit: 4, remove: 5 });
  });

  it("drops what an edited link gets wrong", () => {
    expect(read("tab=owners&add=yes&edit=0&remove=abc")).toEqual({ tab: "staff", add: false });
  });
});
