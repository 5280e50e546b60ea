// Every admin list brings the staff member back to the row they acted on: a form posted as the page
// renders it (no JavaScript) redirects to the list at that row's anchor, or, when the row has left the
// list, at the row that took its place; and that anchor is on the page it redirects to.
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { createUser, postNativeForm, queryDb, startServerForFile, type Client, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;
startServerForFile({ signInAs: "admin", env: { PAGE_CACHE: "off" } }, (started) => {
  server = started.server;
  admin = started.staff!;
});

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]));

type PageForm = { action: string; multipart: boolean; fields: Record<string, string>; buttons: Array<Record<string, string>> };

/** The post forms of a page, with what a browser sends from each: its fields' values and its submit buttons. */
function postFormsIn(html: string, pageUrl: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .map(([, tag, body]) => ({ form: attributesOf(tag), body }))
    .filter(({ form }) => form.method?.toLowerCase() === "post")
    .map(({ form, body }) => {
      const fields: Record<string, string> = {};
      for (const [input] of body.matchAll(/<input\b[^>]*>/g)) {
        const { name, value = "", type = "text" } = attributesOf(input);
        if (!name || type === "file" || ((type === "checkbox" || type === "radio") && !/\bchecked\b/.test(input))) continue;
        fields[name] = type === "checkbox" && !value ? "on" : value;
      }
      for (const [, name, options] of body.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
        const chosen = /<option\b[^>]*value="([^"]*)"[^>]*selected/.exec(options) ?? /<option\b[^>]*value="([^"]*)"/.exec(options);
        if (chosen) fields[name] = decode(chosen[1]);
      }
      for (const [, name, text] of body.matchAll(/<textarea\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields[name] = decode(text);
      // A submit button may stand outside its form and name it (`form="product-form"`).
      const outside = form.id ? [...html.matchAll(new RegExp(`<button\\b[^>]*form="${form.id}"[^>]*>`, "g"))].map(([button]) => button) : [];
      const buttons = [...[...body.matchAll(/<button\b[^>]*>/g)].map(([button]) => button), ...outside]
        .map((button) => attributesOf(button))
        .filter((button) => button.type !== "button");
      return { action: form.action ?? pageUrl, multipart: form.enctype === "multipart/form-data", fields, buttons };
    });
}

/**
 * Posts the form of `pageUrl` that has the hidden `field` = `value` and the submit button `intent`
 * (a button's name=value, or the form's own `intent` field), as a browser without JavaScript does.
 */
async function postFromPage(pageUrl: string, match: { field: string; value: number; intent: string }) {
  const html = await (await admin.get(pageUrl)).text();
  const pressed = (button: Record<string, string>) => `${button.name}=${button.value}` === match.intent || button.value === match.intent;
  const form = postFormsIn(html, pageUrl).find(
    (candidate) => candidate.fields[match.field] === String(match.value) && (candidate.fields.intent === match.intent || candidate.buttons.some(pressed)),
  );
  if (!form) throw new Error(`No form for ${match.field}=${match.value} (${match.intent}) on ${pageUrl}`);
  // The button named by the intent, else (the form carries its intent) its first button.
  const button = form.buttons.find(pressed) ?? form.buttons[0];
  const fields = { ...form.fields, ...(button?.name ? { [button.name]: button.value } : {}) };
  const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const sent = await postNativeForm(server.url, form.action, fields, { Cookie: cookie });
  expect(sent.status, `${pageUrl}: ${sent.body.slice(0, 200)}`).toBe(302);
  return sent.headers.location!;
}

/** The ids of a page's rows whose anchors are `prefix-<id>`, in page order. */
const rowIdsOf = (html: string, prefix: string) => [...html.matchAll(new RegExp(`id="${prefix}-(\\d+)"`, "g"))].map(([, id]) => Number(id));

async function expectAnchorOnPage(location: string, anchor: string) {
  expect(location.endsWith(`#${anchor}`), location).toBe(true);
  const html = await (await admin.get(location.split("#")[0])).text();
  // The element lands below the sticky header: it carries scroll-mt-24.
  const element = new RegExp(`<[a-z]+ [^>]*id="${anchor}"[^>]*>`).exec(html)?.[0];
  expect(element, `#${anchor} on ${location}`).toMatch(/class="[^"]*scroll-mt-24/);
}

/** A row in the middle of the list at `listUrl` and the row after it. */
async function middleRow(listUrl: string, prefix: string) {
  const ids = rowIdsOf(await (await admin.get(listUrl)).text(), prefix);
  expect(ids.length, `${listUrl} lists at least three ${prefix} rows`).toBeGreaterThanOrEqual(3);
  return { id: ids[1], next: ids[2] };
}

async function commentOn(slug: string) {
  const sent = await postNativeForm(server.url, `/blog/${slug}`, {
    intent: "comment",
    authorName: "Baraka Mwangi",
    authorEmail: "baraka@example.com",
    content: `Well played ${uniqueSuffix()}`,
    website: "",
  });
  expect(sent.status).toBe(302);
}

type Case = { list: string; act: () => Promise<{ location: string; anchor: string }> };

const cases: Case[] = [
  {
    list: "blog comment moderation: approving goes to the next pending comment",
    act: async () => {
      const [post] = queryDb<{ slug: string }>(server, "SELECT slug FROM blog_posts WHERE status = 'published' LIMIT 1");
      for (let n = 0; n < 3; n++) await commentOn(post.slug);
      const { id, next } = await middleRow("/blog-admin?tab=comments", "comment");
      return { location: await postFromPage("/blog-admin?tab=comments", { field: "id", value: id, intent: "approve" }), anchor: `comment-${next}` };
    },
  },
  {
    list: "blog comment moderation: rejecting the last one goes to the one before it",
    act: async () => {
      const ids = rowIdsOf(await (await admin.get("/blog-admin?tab=comments")).text(), "comment");
      const [last, before] = [ids.at(-1)!, ids.at(-2)!];
      return { location: await postFromPage("/blog-admin?tab=comments", { field: "id", value: last, intent: "reject" }), anchor: `comment-${before}` };
    },
  },
  {
    list: "blog posts: deleting goes to the next post",
    act: async () => {
      const { id, next } = await middleRow("/blog-admin?tab=posts", "post");
      return { location: await postFromPage(`/blog-admin?tab=posts&delete=${id}`, { field: "id", value: id, intent: "delete" }), anchor: `post-${next}` };
    },
  },
  {
    list: "products: archiving goes to the next product on sale",
    act: async () => {
      const { id, next } = await middleRow("/admin/products", "product");
      // Archive asks first (`?archive=<id>`); the confirmation's form posts it.
      return { location: await postFromPage(`/admin/products?archive=${id}`, { field: "id", value: id, intent: "archive" }), anchor: `product-${next}` };
    },
  },
  {
    list: "products: saving in the editor goes to the product's row",
    act: async () => {
      const { id } = await middleRow("/admin/products", "product");
      return { location: await postFromPage(`/admin/products?edit=${id}`, { field: "id", value: id, intent: "save" }), anchor: `product-${id}` };
    },
  },
  {
    list: "sponsors: saving keeps the tier filter and goes to the sponsor's row",
    act: async () => {
      const [sponsor] = queryDb<{ id: number; tier: string }>(server, "SELECT id, tier FROM sponsors ORDER BY id LIMIT 1");
      const page = `/admin/sponsors?tier=${sponsor.tier}&edit=${sponsor.id}`;
      const location = await postFromPage(page, { field: "id", value: sponsor.id, intent: "save" });
      expect(location).toBe(`/admin/sponsors?tier=${sponsor.tier}#sponsor-${sponsor.id}`);
      return { location, anchor: `sponsor-${sponsor.id}` };
    },
  },
  {
    list: "sponsors: deleting goes to the next sponsor",
    act: async () => {
      const { id, next } = await middleRow("/admin/sponsors", "sponsor");
      return { location: await postFromPage(`/admin/sponsors?delete=${id}`, { field: "id", value: id, intent: "delete" }), anchor: `sponsor-${next}` };
    },
  },
  {
    list: "member content: publishing goes to the item's row",
    act: async () => {
      const [item] = queryDb<{ id: number }>(server, "SELECT id FROM exclusive_content ORDER BY id LIMIT 1");
      return { location: await postFromPage("/admin/members/content", { field: "id", value: item.id, intent: "publish" }), anchor: `content-${item.id}` };
    },
  },
  {
    list: "members: a status change in the member's dialog goes to the member's row",
    act: async () => {
      const email = `fan-${uniqueSuffix()}@example.com`;
      const fan = { membershipType: "regular", firstName: "Achieng", lastName: "Odhiambo", email, confirmEmail: email, phone: "+254 712 000 111", dateOfBirth: "1991-04-17", address: "Plot 7, Ngong Road", emergencyContact: "Wanjiku Mwangi", emergencyPhone: "+254 700 123 456" };
      expect((await admin.postJson("/api/fan-members", fan)).status).toBe(201);
      const [member] = queryDb<{ id: number }>(server, "SELECT id FROM fan_members WHERE email = ?", email);
      const location = await postFromPage(`/admin/members?view=${member.id}`, { field: "id", value: member.id, intent: "status" });
      return { location, anchor: `member-${member.id}` };
    },
  },
  {
    list: "staff (settings users): a role change goes to the user's row",
    act: async () => {
      const user = await createUser(server, { role: "staff" });
      const [{ id }] = queryDb<{ id: number }>(server, "SELECT id FROM users WHERE username = ?", user.username);
      return { location: await postFromPage("/admin/settings?tab=users", { field: "userId", value: id, intent: "change-role" }), anchor: `user-${id}` };
    },
  },
  {
    list: "staff e-mail directory: deactivating goes to the member's row",
    act: async () => {
      const { id } = await middleRow("/staff-emails?tab=staff", "staff-member");
      return { location: await postFromPage("/staff-emails?tab=staff", { field: "id", value: id, intent: "deactivate" }), anchor: `staff-member-${id}` };
    },
  },
  {
    list: "staff e-mail directory: removing goes to the next member",
    act: async () => {
      const { id, next } = await middleRow("/staff-emails?tab=staff", "staff-member");
      return { location: await postFromPage(`/staff-emails?tab=staff&remove=${id}`, { field: "id", value: id, intent: "remove" }), anchor: `staff-member-${next}` };
    },
  },
  {
    list: "gallery: deleting a photo goes to the next photo",
    act: async () => {
      const { id, next } = await middleRow("/gallery-admin", "photo");
      return { location: await postFromPage(`/gallery-admin?delete=${id}`, { field: "id", value: id, intent: "delete" }), anchor: `photo-${next}` };
    },
  },
  {
    list: "fixtures: postponing a match from the list goes to the match's row",
    act: async () => {
      // A match still to come (one that has kicked off offers a result, not a postponement), not the first.
      const [{ id }] = queryDb<{ id: number }>(
        server,
        "SELECT id FROM fixtures WHERE status = 'scheduled' AND kickoff_at > ? ORDER BY kickoff_at LIMIT 1 OFFSET 1",
        new Date().toISOString(),
      );
      return { location: await postFromPage("/admin/fixtures", { field: "id", value: id, intent: "status=postponed" }), anchor: `match-${id}` };
    },
  },
];

describe("a no-JavaScript post on an admin list", () => {
  it.each(cases)("$list", async ({ act }) => {
    const { location, anchor } = await act();
    await expectAnchorOnPage(location, anchor);
  });
});
