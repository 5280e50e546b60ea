import sharp from "sharp";
const [f, top, height, left = 0, width] = process.argv.slice(2);
for (const port of ["4710", "4711"]) {
  const file = `/tmp/shots/${f.replace("PORT", port)}`;
  const meta = await sharp(file).metadata();
  await sharp(file).extract({ left: +left, top: +top, width: width ? +width : meta.width - left, height: +height }).toFile(`/tmp/crop-${port}.png`);
}
