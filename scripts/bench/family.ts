// The family page at scale: a fresh seeded server gets 500 more academy players (a hundred more on each
// youth team) and 1,000 more guardians, then a guardian signs in the way the app signs anyone in (a row
// in sign_in_links for their address, only the token's SHA-256 stored, and the page's own "Sign in"
// form, which sets the signed cookie), opens the page once as a browser does (which shows and consumes the
// "Signed in" toast), and then `GET /family` is loaded, as the guardian opens it again, against the very
// same HTML served as a static file by the same server. Target: ≥ 0.2× the static file (a page of one
// person's own).
//   npm run build && npx tsx scripts/bench/family.ts [--seconds=8]
// A build without the family page (GET /family answers 404) is reported and skipped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { guardians, playerGuardians, players, teamMessages, teamMoves, teamPlayers, teams } from "~/db/schema";
import { DEMO_GUARDIAN_EMAIL } from "~/db/seed/squads";
import { BROWSER_HEADERS, guardianCookies } from "./guardian";
import { measureLoad, startBuiltServer } from "./lib";

const PLAYERS = 500;
const GUARDIANS = 1_000;
/** Messages a youth team got over the season: more than the family page lists. */
const MESSAGES_PER_TEAM = 20;
const SECONDS = Number(process.argv.find((a) => a.startsWith("--seconds="))?.split("=")[1] ?? 8);

const FIRST = "Amani Baraka Imani Neema Zawadi Brian Kevin Faith Mercy Joy Ian Victor Sharon Cynthia Daniel Hassan Omar Halima Wanjiru Akinyi".split(" ");
const LAST = "Otieno Mwangi Kariuki Ochieng Kiptoo Njoroge Mutua Odhiambo Kimani Wekesa Barasa Onyango Wafula Langat Musyoka Karisa Salim Rotich".split(" ");
const POSITIONS = ["Goalkeeper", "Defender", "Defender", "Midfielder", "Midfielder", "Winger", "Forward", "Not Sure"] as const;

/** Adds the players, guardians and messages, all in one transaction on the server's database file. */
function seedAtScale(file: string) {
  const db = openDatabase(file);
  try {
    const youth = db.select({ id: teams.id, ageGroup: teams.ageGroup }).from(teams).where(like(teams.ageGroup, "U-%")).all();
    if (!youth.length) throw new Error("The bench database has no youth teams");
    const year = new Date().getUTCFullYear();
    const now = Date.now();
    db.transaction((tx) => {
      const guardianIds: number[] = [];
      for (let i = 0; i < GUARDIANS; i++) {
        const name = `${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 11) % LAST.length]}`;
        const row = { name, email: `bench.guardian.${i}@example.org`, phone: `+254 7${String(10_000_000 + i).slice(-8).replace(/^(\d{2})(\d{3})(\d{3})$/, "$1 $2 $3")}`, language: i % 4 === 0 ? ("sw" as const) : ("en" as const) };
        guardianIds.push(tx.insert(guardians).values(row).returning({ id: guardians.id }).get().id);
      }
      for (let i = 0; i < PLAYERS; i++) {
        const team = youth[i % youth.length];
        const limit = Number(team.ageGroup.slice(2));
        const dateOfBirth = `${year - limit + (i % 2)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(2 + (i % 27)).padStart(2, "0")}`;
        const { id } = tx
          .insert(players)
          .values({
            kind: "academy",
            name: `${FIRST[(i * 3) % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`,
            position: POSITIONS[i % POSITIONS.length],
            age: limit - 2,
            bio: "",
            imageUrl: "",
            dateOfBirth,
            gender: i % 3 === 0 ? "female" : "male",
            mediaConsent: i % 3 !== 2,
          })
          .returning({ id: players.id })
          .get();
        tx.insert(teamPlayers).values({ playerId: id, teamId: team.id }).run();
        tx.insert(teamMoves).values({ playerId: id, toTeamId: team.id, movedAt: new Date(now - (30 + i) * 86_400_000).toISOString() }).run();
        tx.insert(playerGuardians)
          .values([
            { playerId: id, guardianId: guardianIds[2 * i], relationship: "Mother" },
            { playerId: id, guardianId: guardianIds[2 * i + 1], relationship: "Father" },
          ])
          .run();
      }
      for (const team of youth) {
        for (let week = 1; week <= MESSAGES_PER_TEAM; week++) {
          tx.insert(teamMessages)
            .values({
              teamId: team.id,
              authorName: "Grace Wanjiru Kamau",
              subject: `Week ${MESSAGES_PER_TEAM + 1 - week}: training and match plans`,
              body: "Training is on as usual this week. Please bring water, boots and shin pads, and tell the coach if your child cannot come.",
              recipients: 2 * (PLAYERS / youth.length),
              createdAt: new Date(now - week * 7 * 86_400_000).toISOString(),
            })
            .run();
        }
      }
    });
    return {
      players: db.select({ n: count() }).from(players).where(eq(players.kind, "academy")).get()?.n ?? 0,
      guardians: db.select({ n: count() }).from(guardians).get()?.n ?? 0,
    };
  } finally {
    db.$client.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-family-"));
const dbFile = path.join(dataDir, "club.db");
const snapshots = path.resolve("public/__bench-family");
const server = await startBuiltServer(dataDir);
try {
  const seeded = seedAtScale(dbFile);
  console.log(`Family page: ${seeded.players} academy players and ${seeded.guardians} guardians (${PLAYERS} and ${GUARDIANS} added to the seed), ${MESSAGES_PER_TEAM} messages more per youth team`);
  const probe = await fetch(`${server.url}/family`, { headers: BROWSER_HEADERS, redirect: "manual" });
  if (probe.status === 404) {
    console.log("  skipped: GET /family answers 404 — this build has no family page");
  } else {
    const signedIn = { ...BROWSER_HEADERS, Cookie: await guardianCookies(server.url, dbFile, DEMO_GUARDIAN_EMAIL) };
    const page = await (await fetch(`${server.url}/family`, { headers: { ...signedIn, "Accept-Encoding": "identity" } })).text();
    const db = openDatabase(dbFile);
    const children = db
      .select({ name: players.name })
      .from(players)
      .innerJoin(playerGuardians, eq(playerGuardians.playerId, players.id))
      .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
      .where(eq(guardians.email, DEMO_GUARDIAN_EMAIL))
      .all()
      .map((row) => row.name.split(" ")[0]);
    db.$client.close();
    const missing = children.filter((first) => !page.includes(first));
    if (!children.length || missing.length) throw new Error(`/family does not show ${DEMO_GUARDIAN_EMAIL}'s children (${missing.join(", ") || "none seeded"}): not signed in?`);
    fs.mkdirSync(snapshots, { recursive: true });
    fs.writeFileSync(path.join(snapshots, "family.html"), page);
    const plain = await measureLoad(`${server.url}/__bench-family/family.html`, BROWSER_HEADERS, SECONDS);
    const family = await measureLoad(`${server.url}/family`, signedIn, SECONDS);
    const ratio = family.rps / plain.rps;
    const kb = (Buffer.byteLength(page) / 1024).toFixed(1);
    console.log(`  signed in as ${DEMO_GUARDIAN_EMAIL} (${children.length} children), HTML ${kb} KB; 16 connections, ${SECONDS} s each`);
    console.log(`  static copy   ${plain.rps.toFixed(0).padStart(5)} req/s  p50 / p99 ${plain.p50.toFixed(1)} / ${plain.p99.toFixed(1)} ms`);
    console.log(
      `  GET /family   ${family.rps.toFixed(0).padStart(5)} req/s  p50 / p99 ${family.p50.toFixed(1)} / ${family.p99.toFixed(1)} ms  (X-Cache: ${family.cache})${family.errors ? `  (${family.errors} non-200)` : ""}`,
    );
    console.log(`  ratio ${ratio.toFixed(2)} (target ≥ 0.2: ${ratio >= 0.2 ? "met" : "NOT met"})`);
  }
} finally {
  server.stop();
  fs.rmSync(snapshots, { recursive: true, force: true });
}
