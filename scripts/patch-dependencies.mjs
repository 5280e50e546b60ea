// Fixes in dependencies, applied after every npm install (package.json "postinstall"). Each patch
// names the text it replaces; when a new version no longer has it, the script says so and the test
// that guards the patch fails, so the fix is checked again rather than lost silently.
//
// react-dom 18.3.1, streaming server renderer (tests/unit/react-stream.test.ts): when a text chunk's
// multi-byte character (an em dash, an accented name) does not fit in the renderer's 2 KB buffer, it
// writes the WHOLE buffer, unfilled zero bytes included, into the page. Browsers show them as garbage
// and the HTML is invalid. The fix writes only the bytes filled.
//
// @remix-run/router 1.x, route matching on the server (tests/unit/route-matching.test.ts): every
// match compiles a regular expression for every route it tries, several times per request (the
// server's match, the data handler's, React Router's and the lazy route discovery's), about a twelfth
// of a page rendered for one visitor. A route's pattern always compiles to the same expression, so
// each is compiled once and kept (a few hundred at most: the app's route patterns).
//
// @remix-run/router 1.x again (same test): every match also flattens and ranks the whole route table
// into its branches (new arrays for every route, then a sort), twice per request on the server (the
// request handler's match and the static handler's), most of a form post's own time. The server's route
// tables are built once and never changed, so the ranked branches are kept per table (a WeakMap: a
// table Remix builds for one render goes with it). The browser loads the ES build, not this file, so
// its lazily discovered routes are not affected.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const packageFile = (name, file) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

const patches = [
  {
    file: packageFile("react-dom", "cjs/react-dom-server.node.production.min.js"),
    from: "d<b.length&&(t(a,k),k=new Uint8Array(2048)",
    to: "d<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048)",
  },
  {
    file: packageFile("react-dom", "cjs/react-dom-server.node.development.js"),
    from: "if (read < stringChunk.length) {\n    writeToDestination(destination, currentView);",
    to: "if (read < stringChunk.length) {\n    writeToDestination(destination, currentView.subarray(0, writtenBytes));",
  },
  {
    file: packageFile("@remix-run/router", "dist/router.cjs.js"),
    from: "function compilePath(path, caseSensitive, end) {\n",
    to:
      "const compiledPaths = new Map();\n" +
      "function compilePath(path, caseSensitive, end) {\n" +
      "  const key = (caseSensitive ? \"1\" : \"0\") + (end === false ? \"0\" : \"1\") + path;\n" +
      "  let compiled = compiledPaths.get(key);\n" +
      "  if (!compiled) {\n" +
      "    if (compiledPaths.size >= 2000) compiledPaths.clear();\n" +
      "    compiledPaths.set(key, (compiled = compileEachPath(path, caseSensitive, end)));\n" +
      "  }\n" +
      "  return compiled;\n" +
      "}\n" +
      "function compileEachPath(path, caseSensitive, end) {\n",
  },
  {
    file: packageFile("@remix-run/router", "dist/router.cjs.js"),
    from: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n  let decoded = decodePath(pathname);",
    to:
      "  let branches = rankedBranches.get(routes);\n" +
      "  if (!branches) {\n" +
      "    branches = flattenRoutes(routes);\n" +
      "    rankRouteBranches(branches);\n" +
      "    rankedBranches.set(routes, branches);\n" +
      "  }\n" +
      "  let matches = null;\n" +
      "  let decoded = decodePath(pathname);",
  },
  {
    file: packageFile("@remix-run/router", "dist/router.cjs.js"),
    from: "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {\n",
    to: "const rankedBranches = new WeakMap();\nfunction matchRoutesImpl(routes, locationArg, basename, allowPartial) {\n",
  },
];

for (const { file, from, to } of patches) {
  const name = path.relative(process.cwd(), file);
  const source = fs.readFileSync(file, "utf8");
  if (source.includes(to)) continue;
  if (!source.includes(from)) {
    console.warn(`patch-dependencies: ${name} has changed; check whether its patch is still needed`);
    continue;
  }
  fs.writeFileSync(file, source.replace(from, to));
  console.log(`patch-dependencies: patched ${name}`);
}
