// Adds an admin-area user or resets an existing user's password (which ends all of its sessions).
//   npm run admin:create -- --username NAME [--role admin|staff|treasurer|coach]
//   npm run admin:create -- --username NAME --disable   (or --enable)
// The password comes from ADMIN_PASSWORD, or is asked for (not echoed).
import readline from "node:readline";
import { parseArgs } from "node:util";
import { ROLES, type Role } from "~/config/roles";
import { closeDb } from "~/db/client.server";
import { setUserDisabled, upsertUser } from "~/models/user.server";
import { passwordProblem } from "~/utils/password";

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
    options: {
      username: { type: "string" },
      role: { type: "string" },
      disable: { type: "boolean" },
      enable: { type: "boolean" },
    },
  });
  const username = values.username?.trim();
  if (!username) throw new Error("Usage: npm run admin:create -- --username NAME [--role admin|staff|treasurer|coach] [--disable|--enable]");
  if (values.disable || values.enable) {
    const result = setUserDisabled(username, !!values.disable);
    if (!result.ok) throw new Error(`No user "${username}".`);
    console.log(values.disable ? `Disabled "${username}" and ended its sessions.` : `Enabled "${username}".`);
    return;
  }
  // A new user is an admin unless --role says otherwise; a reset keeps the role unless --role is given.
  const role = values.role as Role | undefined;
  if (role !== undefined && !ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(", ")}`);
  const password = process.env.ADMIN_PASSWORD || (await promptPassword(`Password for ${username}: `));
  const problem = passwordProblem(password, username);
  if (problem) throw new Error(problem);
  const { user, created } = await upsertUser({ username, password, role });
  console.log(created ? `Created ${user.role} user "${username}".` : `Reset the password of "${username}" (${user.role}).`);
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(closeDb);
