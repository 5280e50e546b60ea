// The sources a rule-across-modules test reads (the import direction, cookie reads, translation keys,
// query parameters).
import fs from "node:fs";
import path from "node:path";

/** Every .ts and .tsx file below `dir`. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}
