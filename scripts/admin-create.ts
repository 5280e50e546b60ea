// Adds an admin-area user or resets an existing user's password.
//   npm run admin:create -- --username NAME [--role admin|staff]
// The password comes from ADMIN_PASSWORD, or is asked for (not echoed).
import readline from "node:readline";
import { parseArgs } from "node:util";
import { closeDb } from "~/db/client.server";
import { upsertUser } from "~/models/user.server";

async function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Error("No terminal to ask for a password: set ADMIN_PASSWORD instead.");
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let muted = false;
  const write = output._writeToOutput.bind(rl);
  output._writeToOutput = (text) => write(muted && !text.includes(question) ? "" : text);
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({
    options: { username: { type: "string" }, role: { type: "string" } },
  });
  const username = values.username?.trim();
  if (!username) throw new Error("Usage: npm run admin:create -- --username NAME [--role admin|staff]");
  // A new user is an admin unless --role says otherwise; a reset keeps the role unless --role is given.
  const role = values.role;
  if (role !== undefined && role !== "admin" && role !== "staff") throw new Error("--role must be admin or staff");
  const password = process.env.ADMIN_PASSWORD || (await promptPassword(`Password for ${username}: `));
  if (password.length < 8) throw new Error("The password must be at least 8 characters.");
  const { user, created } = await upsertUser({ username, password, role });
  console.log(created ? `Created ${user.role} user "${username}".` : `Reset the password of "${username}" (${user.role}).`);
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(closeDb);
