// The benchmark suite: `npm run bench [-- --only=pages,layout,lighthouse,academy,push,mail,family,stats,availability,fees-invoicing,fees-import,fees-treasurer] [--seconds=8]`.
// Not part of `npm test` (timings on a shared machine are figures to read, not to assert). Needs
// `npm run build` first. Prints each part and writes the results into docs/benchmarks.md between the
// generated-section markers, with the date and the machine.
//   pages       every public page in English and in Swahili: SSR throughput and p50/p99 latency, side
//               by side with the very same HTML served as a static file by the same server in the same
//               run, for anonymous visitors (page cache), shoppers, visitors with a toast and signed-in
//               staff, a member's own content page, and the page's weight (HTML raw and gzip)
//   lighthouse  Lighthouse 12 mobile scores (Debian's Chromium)
//   academy     the academy admin list at 100,000 registrations (scripts/bench/academy-admin.ts)
//   push        one notification to 10,000 subscribers (scripts/bench/push-fanout.ts)
//   mail        a 2,000-fan mailing (scripts/bench/mailing.ts)
//   family      a guardian's family page at 500 more academy players and 1,000 more guardians, against
//               its HTML as a static file (scripts/bench/family.ts; skipped while /family answers 404)
//   stats       a season's player statistics at 30 matches × 18 players, by SQL (scripts/bench/player-stats.ts)
//   availability 40 families recording their availability answers at once through their links
//               (scripts/bench/availability-answer.ts; target p95 < 50 ms)
//   fees-invoicing  a month's fee invoices for 2,000 more academy children (families, bursaries) made in the
//               server, its time and memory, and /healthz p99 and GET / p95 meanwhile (scripts/bench/fees-invoicing.ts)
//   fees-treasurer the treasurer's overview /admin/fees at 2,000 players, a year of invoices and 10,000
//               payments: p50/p95, peak memory, /healthz p99 and GET / p95 meanwhile (scripts/bench/fees-treasurer.ts)
//   fees-import the treasurer's import of a 10,000-row M-Pesa statement against 2,000 children with an
//               invoice each: time, peak memory, /healthz p99 and GET / p95 meanwhile (scripts/bench/fees-import.ts)
import { execFileSync } from "node:child_process";
import zlib from "node:zlib";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { measureLoad, runLighthouse, startBuiltServer, type LighthouseResult, type Load } from "./lib";

const PARTS = ["pages", "layout", "lighthouse", "academy", "push", "mail", "family", "stats", "availability", "fees-invoicing", "fees-import", "fees-treasurer"] as const;
type Part = (typeof PARTS)[number];
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const only = new Set((arg("only")?.split(",") ?? PARTS) as Part[]);
const SECONDS = Number(arg("seconds") ?? 8);
const CONNECTIONS = 16;
const LIGHTHOUSE_RUNS = 3;
const BROWSER_HEADERS = {
  "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  "Accept-Encoding": "gzip, br",
  Accept: "text/html",
};

const sections: string[] = [];
const say = (line = "") => {
  console.log(line);
};

/** `CONNECTIONS` keep-alive clients requesting `url` as fast as answered for `seconds`. */
const load = (url: string, headers: Record<string, string>, seconds = SECONDS) => measureLoad(url, headers, seconds, CONNECTIONS);

/** The signed cart cookie of a new cart holding one item of the first product in stock. */
async function benchCartCookie(baseUrl: string): Promise<string> {
  const products = (await (await fetch(`${baseUrl}/api/merchandise`)).json()) as Array<{ id: number; sizes?: string[]; stock?: number }>;
  const product = products.find((item) => (item.stock ?? 1) > 0)!;
  const response = await fetch(`${baseUrl}/api/cart`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ merchandiseId: product.id, size: product.sizes?.[0], quantity: 1 }),
  });
  if (response.status !== 201) throw new Error(`Adding to the cart answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("cart="));
  return cookie!.split(";")[0];
}

/** The cookie `name` that a form posted to `pagePath` (as a browser posts it, scripts off) sets, as `name=value`. */
async function cookieFromForm(baseUrl: string, pagePath: string, form: Record<string, string>, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pagePath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, "Sec-Fetch-Mode": "navigate" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  if (!cookie) throw new Error(`${pagePath} answered ${response.status} without a ${name} cookie`);
  return cookie.split(";")[0];
}

/** A real toast cookie: the one a member signing out takes to the next page ("Signed Out"). */
const benchToastCookie = (baseUrl: string) =>
  cookieFromForm(baseUrl, "/membership?tab=content", { intent: "forget", redirectTo: "/" }, "toast");

/** The session cookie of the bench server's admin, signed in through the login form. */
const benchStaffCookie = (baseUrl: string) =>
  cookieFromForm(baseUrl, "/admin-login", { username: "bench", password: "bench-password-123", redirectTo: "/" }, "__session");

/** A regular fan member registered through the API and signed in by the link in their welcome mail: their cookie. */
async function benchMemberCookie(baseUrl: string, dataDir: string): Promise<string> {
  const email = `bench-reader-${Date.now()}@example.com`;
  const registered = await fetch(`${baseUrl}/api/fan-members`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ membershipType: "regular", firstName: "Bench", lastName: "Reader", email, confirmEmail: email, phone: "+254 700 000 001" }),
  });
  if (registered.status !== 201) throw new Error(`Registering a member answered ${registered.status}`);
  const outbox = path.join(dataDir, "outbox");
  let token: string | undefined;
  for (let attempt = 0; attempt < 100 && !token; attempt++) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), "utf8")) : [];
    const welcome = mails.find((raw) => raw.includes(`To: ${email}`))?.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    token = welcome && /\/membership\/sign-in\?token=([\w-]+)/.exec(welcome)?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error("No welcome mail with a sign-in link in the outbox");
  return cookieFromForm(baseUrl, "/membership/sign-in", { intent: "sign-in", token }, "member");
}

/** Each stylesheet the build made, raw and gzip, and whether public pages link it (the admin's is linked by its layout only). */
function stylesheets(publicPage: string): string {
  const linked = new Set([...publicPage.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => path.basename(match[1])));
  const folder = path.resolve("public/build/_assets");
  const rows = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".css"))
    .map((name) => {
      const bytes = fs.readFileSync(path.join(folder, name));
      const sizes = `${(bytes.length / 1024).toFixed(1)} | ${(zlib.gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)}`;
      say(`  stylesheet ${name.padEnd(30)} ${sizes.replace(" | ", " / ")} KB${linked.has(name) ? "  (public pages)" : ""}`);
      return `| \`${name}\` | ${sizes} | ${linked.has(name) ? "every page" : "admin area only"} |`;
    });
  return ["### Stylesheets", "", "| file | KB raw | KB gzip | linked by |", "|---|---:|---:|---|", ...rows].join("\n");
}

async function pages() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-pages-"));
  const snapshots = path.resolve("public/__bench");
  fs.mkdirSync(snapshots, { recursive: true });
  const server = await startBuiltServer(dataDir);
  try {
    const html = async (pagePath: string) => (await fetch(server.url + pagePath, { headers: BROWSER_HEADERS })).text();
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(await html("/blog"))?.[1];
    const product = /href="(\/shop\/[a-z0-9-]+)"/.exec(await html("/shop"))?.[1];
    const list = ["/", "/blog", post, "/shop", product, "/membership", "/academy-registration"].filter(Boolean) as string[];
    const rows: string[] = [];
    const cartCookie = await benchCartCookie(server.url);
    // Read only, never consumed: the bench ignores the Set-Cookie that ends a toast, so one serves every request.
    const toastCookie = await benchToastCookie(server.url);
    const staffCookie = await benchStaffCookie(server.url);
    say(`Pages: ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding gzip/br, same server for SSR and the static copy`);
    // Each page in each language: the language cookie is part of every visitor's cookies.
    for (const language of ["en", "sw"] as const) for (const [index, pagePath] of list.entries()) {
      const inLanguage = (cookie: string) => ({ ...BROWSER_HEADERS, Cookie: `lang=${language}${cookie ? `; ${cookie}` : ""}` });
      const visitors = {
        anonymous: inLanguage(""),
        // Fan members: no public page but the members' tabs reads their cookie, so they share the
        // anonymous copy (ADR 0016). (Staff signed in get their own render: the header shows them the
        // admin links.)
        signedIn: inLanguage("member=bench-member"),
        // A shopper with one item in the cart: the shop's pages are rendered for them, others shared.
        withCart: inLanguage(cartCookie),
        // A toast ("Signed Out"): the shared copy with the toast written into it.
        withToast: inLanguage(toastCookie),
        // Signed-in staff: the header shows them the admin links, so every page is rendered for them.
        ownRender: inLanguage(staffCookie),
      };
      // The static copy is the page exactly as an anonymous visitor gets it, served by express.static.
      const file = `${language}-${index}.html`;
      const page = await (await fetch(server.url + pagePath, { headers: { ...visitors.anonymous, "Accept-Encoding": "identity" } })).text();
      fs.writeFileSync(path.join(snapshots, file), page);
      const weight = `${(Buffer.byteLength(page) / 1024).toFixed(1)} / ${(zlib.gzipSync(page, { level: 9 }).length / 1024).toFixed(1)}`;
      const staticUrl = `${server.url}/__bench/${file}`;
      const url = server.url + pagePath;
      const anonymous = await load(url, visitors.anonymous);
      const signedIn = await load(url, visitors.signedIn);
      const withCart = await load(url, visitors.withCart);
      const withToast = await load(url, visitors.withToast);
      const ownRender = await load(url, visitors.ownRender);
      const plain = await load(staticUrl, BROWSER_HEADERS);
      const ratio = (value: Load) => `**${(value.rps / plain.rps).toFixed(2)}**`;
      const rps = (value: Load) => value.rps.toFixed(0);
      const times = (value: Load) => `${value.p50.toFixed(1)} / ${value.p99.toFixed(1)}`;
      const cells = [
        `\`${pagePath}\``,
        language,
        weight,
        rps(plain), times(plain),
        `${rps(anonymous)} (${anonymous.cache})`, times(anonymous), ratio(anonymous),
        `${rps(signedIn)} (${signedIn.cache})`, ratio(signedIn),
        `${rps(withCart)} (${withCart.cache})`, ratio(withCart),
        `${rps(withToast)} (${withToast.cache})`, times(withToast), ratio(withToast),
        rps(ownRender), times(ownRender), ratio(ownRender),
      ];
      const failed = [anonymous, signedIn, withCart, withToast, ownRender, plain].reduce((sum, value) => sum + value.errors, 0);
      rows.push(`| ${cells.join(" | ")} |` + (failed ? ` ${failed} non-200 |` : ""));
      say(
        `  ${language} ${pagePath.padEnd(45)} ${weight.padStart(12)} KB  static ${rps(plain).padStart(5)}  anonymous ${rps(anonymous).padStart(5)} (${anonymous.cache})` +
          `  signed in ${rps(signedIn).padStart(5)} (${signedIn.cache})  cart ${rps(withCart).padStart(5)} (${withCart.cache})` +
          `  toast ${rps(withToast).padStart(5)} (${withToast.cache})  staff ${rps(ownRender).padStart(4)}`,
      );
    }
    // A member reading an item their tier includes: the whole text, their own box, each read counted.
    const member = { ...BROWSER_HEADERS, Cookie: await benchMemberCookie(server.url, dataDir) };
    const contentTab = await (await fetch(`${server.url}/membership?tab=content`, { headers: member })).text();
    let memberRow = "";
    for (const [, itemPath] of contentTab.matchAll(/href="(\/membership\/content\/\d+)"/g)) {
      const page = await (await fetch(server.url + itemPath, { headers: { ...member, "Accept-Encoding": "identity" } })).text();
      if (!page.includes('data-testid="exclusive-body"')) continue;
      fs.writeFileSync(path.join(snapshots, "member.html"), page);
      const plain = await load(`${server.url}/__bench/member.html`, BROWSER_HEADERS);
      const own = await load(server.url + itemPath, member);
      const ratio = own.rps / plain.rps;
      say(`  en ${itemPath} (a member reading it)  static ${plain.rps.toFixed(0)}  member ${own.rps.toFixed(0)} (${own.cache})  ratio ${ratio.toFixed(2)}`);
      memberRow = `| \`${itemPath}\`, a regular member reading it | ${plain.rps.toFixed(0)} | ${own.rps.toFixed(0)} (${own.cache}) | ${own.p50.toFixed(1)} / ${own.p99.toFixed(1)} | **${ratio.toFixed(2)}** |`;
      break;
    }
    sections.push(stylesheets(await html("/")));
    sections.push(
      [
        `### Pages: SSR vs the same HTML as a static file`,
        ``,
        `${CONNECTIONS} keep-alive connections, ${SECONDS} s per measurement, \`Accept-Encoding: gzip, br\`. "Static" is the page's own HTML saved`,
        `under \`public/\` and served by the same Express server (same compression) in the same run; each ratio is against it.`,
        `Visitors: anonymous; signed in (a fan member's cookie, which public pages do not read, so they share the cached`,
        `copy); with a cart (one item: the shop's pages are the copy for carts of one item); with a toast (a real "Signed Out"`,
        `toast: the shared copy with the toast written into it, compressed for that response); staff (signed in to the admin`,
        `area: the header shows them the admin links, so every page is rendered for them — the cost of a render of one's own).`,
        `Each page in English and in Swahili (the \`lang\` cookie); the weight is the anonymous page's HTML. Targets: ≥ 0.5 for`,
        `cached pages, ≥ 0.2 personalised.`,
        ``,
        `| page | language | HTML KB raw / gzip | static req/s | static p50 / p99 ms | anonymous req/s | p50 / p99 ms | ratio | signed in req/s | ratio | with a cart req/s | ratio | with a toast req/s | p50 / p99 ms | ratio | staff req/s | p50 / p99 ms | ratio |`,
        `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
        ...rows,
        ``,
        `A member reading an item their tier includes (the copy members of their tier share with their own box written in,`,
        `compressed for that response, and each read counted), against its HTML as a static file:`,
        ``,
        `| page | static req/s | member req/s | p50 / p99 ms | ratio |`,
        `|---|---:|---:|---:|---:|`,
        memberRow || `| no item a regular member may read | | | | |`,
      ].join("\n"),
    );
  } finally {
    server.stop();
    fs.rmSync(snapshots, { recursive: true, force: true });
  }
}

/** The public pages the layout and Lighthouse sections measure: the six the targets name, and the fixtures. */
async function publicPages(baseUrl: string): Promise<string[]> {
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(await (await fetch(`${baseUrl}/blog`)).text())?.[1];
  const product = /href="(\/shop\/[a-z0-9-]+)"/.exec(await (await fetch(`${baseUrl}/shop`)).text())?.[1];
  return ["/", "/blog", post, "/shop", product, "/membership", "/academy-registration", "/fixtures"].filter(Boolean) as string[];
}

/** Each public page on a phone (390 × 844, scripts off): elements, the deepest nesting, the height in screens. */
async function layout() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-layout-"));
  const server = await startBuiltServer(dataDir);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const rows: string[] = [];
    say("Layout at 390 × 844 (scripts off: what a phone lays out before its first interaction)");
    for (const pagePath of [...(await publicPages(server.url)), "/?lang=sw"]) {
      await page.goto(server.url + pagePath);
      // No named functions inside: tsx would wrap them in a helper the page does not have.
      const { elements, depth, height, width } = await page.evaluate(() => {
        let deepest = 0;
        for (const element of document.getElementsByTagName("*")) {
          let level = 0;
          for (let node: Element | null = element; node; node = node.parentElement) level++;
          deepest = Math.max(deepest, level);
        }
        return {
          elements: document.getElementsByTagName("*").length,
          depth: deepest,
          height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth,
        };
      });
      const screens = (height / 844).toFixed(1);
      rows.push(`| \`${pagePath}\` | ${elements} | ${depth} | ${height} | ${screens} | ${width} |`);
      say(`  ${pagePath.padEnd(48)} ${String(elements).padStart(5)} elements, depth ${depth}, ${height} px (${screens} screens), ${width} px wide`);
    }
    sections.push(
      [
        `### Layout on a phone (390 × 844)`,
        ``,
        `Scripts off, as a phone lays the page out before its first interaction. Targets: the home page at most 12 screens; every page as wide as the screen.`,
        ``,
        `| page | elements | depth | height px | screens | width px |`,
        `|---|---:|---:|---:|---:|---:|`,
        ...rows,
      ].join("\n"),
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-lh-"));
  const server = await startBuiltServer(dataDir);
  try {
    const rows: string[] = [];
    const indexes: number[] = [];
    say(`Lighthouse 12.8.2, mobile (simulated slow 4G, mid-range phone), median of ${LIGHTHOUSE_RUNS} runs`);
    const measured = (await publicPages(server.url)).filter((pagePath) => pagePath !== "/fixtures");
    // One run not counted: the first Chromium started and the first page rendered on a fresh server pay
    // for cold caches (the disk's, the server's), which would fall on whichever page comes first.
    runLighthouse(server.url + measured[0], ["performance"], dataDir);
    for (const pagePath of measured) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        runs.push(runLighthouse(server.url + pagePath, ["performance", "accessibility", "best-practices", "seo"], dataDir));
      }
      indexes.push(...runs.map((result) => result.benchmarkIndex));
      // The run with the median performance score gives the row's metrics.
      const byPerformance = [...runs].sort((a, b) => a.score("performance") - b.score("performance"));
      const middle = byPerformance[Math.floor(runs.length / 2)];
      const scores = (category: string) => median(runs.map((result) => result.score(category)));
      const failing = [...new Set(runs.flatMap((result) => result.failingAccessibility))];
      const row = `| \`${pagePath}\` | ${scores("performance")} (${runs.map((result) => result.score("performance")).join(", ")}) | ${scores("accessibility")} | ${scores("best-practices")} | ${scores("seo")} | ${middle.metric("first-contentful-paint")} | ${middle.metric("largest-contentful-paint")} | ${middle.metric("total-blocking-time")} | ${middle.metric("cumulative-layout-shift")} |`;
      rows.push(row + (failing.length ? ` accessibility audits not passed: ${failing.join(", ")}` : ""));
      say(`  ${pagePath.padEnd(48)} performance ${scores("performance")} (${runs.map((result) => result.score("performance")).join(", ")})  accessibility ${scores("accessibility")}  TBT ${middle.metric("total-blocking-time")}${failing.length ? `  (${failing.join(", ")})` : ""}`);
    }
    const benchmarkIndex = median(indexes);
    say(`  Lighthouse benchmark index of this machine: ${benchmarkIndex} (median of ${indexes.length} runs)`);
    sections.push(
      [
        `### Lighthouse (mobile)`,
        ``,
        `One run first, not counted (cold caches); then the median of ${LIGHTHOUSE_RUNS} runs per page (each run's performance in brackets; the metrics are the median run's). Lighthouse's`,
        `benchmark index of this machine: **${benchmarkIndex}** (a developer laptop is about 2,000 or more: compare like with like).`,
        `Targets: performance ≥ 95, accessibility 100.`,
        ``,
        `| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |`,
        `|---|---:|---:|---:|---:|---|---|---|---|`,
        ...rows,
      ].join("\n"),
    );
  } finally {
    server.stop();
  }
}

/** Runs one of the standalone bench scripts and keeps what it printed. */
function script(title: string, commands: Array<{ args: string[]; env?: Record<string, string> }>) {
  say(title);
  const output: string[] = [];
  for (const { args, env } of commands) {
    const printed = execFileSync("npx", ["tsx", ...args], { encoding: "utf8", env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    process.stdout.write(printed);
    output.push(`$ ${env ? Object.entries(env).map(([k, v]) => `${k}=${v} `).join("") : ""}npx tsx ${args.join(" ")}`, printed.trimEnd());
  }
  sections.push([`### ${title}`, "", "```", ...output, "```"].join("\n"));
}

function machine() {
  const cpus = os.cpus();
  return `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"} · ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM · load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} · Node ${process.version}`;
}

const header = machine();
say(header);
if (!fs.existsSync("build/server.js")) throw new Error("Run `npm run build` first.");
if (only.has("pages")) await pages();
if (only.has("layout")) await layout();
if (only.has("lighthouse")) await lighthouse();
if (only.has("academy")) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-academy-"));
  script("Academy admin at 100,000 registrations", [
    { args: ["scripts/bench/seed-registrations.ts", "100000"], env: { DATA_DIR: dataDir } },
    { args: ["scripts/bench/academy-admin.ts"], env: { DATA_DIR: dataDir } },
  ]);
}
if (only.has("push")) script("Push fan-out to 10,000 subscribers", [{ args: ["scripts/bench/push-fanout.ts", "10000"] }]);
if (only.has("mail")) script("Mailing to 2,000 fans", [{ args: ["scripts/bench/mailing.ts"] }]);
if (only.has("family")) script("Family page at 500 academy players and 1,000 guardians", [{ args: ["scripts/bench/family.ts", `--seconds=${SECONDS}`] }]);
if (only.has("stats")) script("Player statistics of a season, 30 matches × 18 players", [{ args: ["scripts/bench/player-stats.ts"] }]);
if (only.has("availability")) script("Availability answers: 40 families at once", [{ args: ["scripts/bench/availability-answer.ts"] }]);
if (only.has("fees-invoicing")) script("Fee invoices for 2,000 academy children", [{ args: ["scripts/bench/fees-invoicing.ts"] }]);
if (only.has("fees-treasurer")) script("The treasurer's overview at 2,000 players, a year of invoices and 10,000 payments", [{ args: ["scripts/bench/fees-treasurer.ts"] }]);
if (only.has("fees-import")) script("Fees statement import: 10,000 rows", [{ args: ["scripts/bench/fees-import.ts"] }]);

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";
const file = path.resolve("docs/benchmarks.md");
const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : `# Benchmarks\n\n${START}\n${END}\n`;
const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
const generated = [START, `Run \`${command}\` on ${header}.`, "", ...sections.flatMap((s) => [s, ""]), END].join("\n");
const before = existing.includes(START) ? existing.slice(0, existing.indexOf(START)) : `${existing.trimEnd()}\n\n`;
const after = existing.includes(END) ? existing.slice(existing.indexOf(END) + END.length) : "\n";
fs.writeFileSync(file, before + generated + after);
say(`\nWritten to ${path.relative(process.cwd(), file)}`);
