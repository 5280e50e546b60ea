// Fixes a bug in React 18.3.1's streaming server renderer (react-dom/server on Node), run after every
// npm install. When a text chunk's multi-byte character (an em dash, an accented name) does not fit
// in the renderer's 2 KB buffer, it writes the WHOLE buffer, unfilled zero bytes included, into the
// page. Browsers show them as garbage and the HTML is invalid. The fix writes only the bytes filled.
// tests/unit/react-stream.test.ts fails if the patch is not applied.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const cjs = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs");

const patches = [
  {
    file: "react-dom-server.node.production.min.js",
    from: "d<b.length&&(t(a,k),k=new Uint8Array(2048)",
    to: "d<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048)",
  },
  {
    file: "react-dom-server.node.development.js",
    from: "if (read < stringChunk.length) {\n    writeToDestination(destination, currentView);",
    to: "if (read < stringChunk.length) {\n    writeToDestination(destination, currentView.subarray(0, writtenBytes));",
  },
];

for (const { file, from, to } of patches) {
  const full = path.join(cjs, file);
  const source = fs.readFileSync(full, "utf8");
  if (source.includes(to)) continue;
  if (!source.includes(from)) {
    console.warn(`patch-react-dom: ${file} has changed; check whether the buffer bug is fixed in this React version`);
    continue;
  }
  fs.writeFileSync(full, source.replace(from, to));
  console.log(`patch-react-dom: patched ${file}`);
}
