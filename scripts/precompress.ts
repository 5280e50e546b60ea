// Compresses the fingerprinted client build once, at build time: each script, stylesheet and SVG in
// public/build gets a gzip (level 9) and a Brotli (quality 11) copy beside it, which server.ts serves
// to browsers that accept them (services/precompressed-assets.server.ts). The strongest settings cost
// seconds here instead of CPU on every request, and a phone downloads the smallest bytes.
//   npm run build (runs it), or: npx tsx scripts/precompress.ts [directory]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full) : COMPRESSIBLE.test(entry.name) ? [full] : [];
  });
}

const dir = path.resolve(process.argv[2] ?? "public/build");
let raw = 0;
let gzip = 0;
let brotli = 0;
const files = filesIn(dir);
for (const file of files) {
  const bytes = fs.readFileSync(file);
  const gzipped = zlib.gzipSync(bytes, { level: 9 });
  const brotlied = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  fs.writeFileSync(`${file}.gz`, gzipped);
  fs.writeFileSync(`${file}.br`, brotlied);
  raw += bytes.length;
  gzip += gzipped.length;
  brotli += brotlied.length;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Precompressed ${files.length} files in ${path.relative(process.cwd(), dir)}: ${kb(raw)} → gzip ${kb(gzip)}, Brotli ${kb(brotli)}`);
