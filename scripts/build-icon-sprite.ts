// Writes app/assets/icons.svg: one <symbol> per name in ICON_NAMES, drawn by lucide-react, so the
// site's Icon component can show them with <use>. `npm run icons` after changing the list.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "../app/components/ui/icon-names";

export const SPRITE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../app/assets/icons.svg");

// The drawing attributes lucide puts on its <svg>: a <symbol> carries them to its <use> copies.
const KEPT_ATTRIBUTES = ["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];

export async function renderSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const icon = ((await import(`lucide-react/dist/esm/icons/${name}.js`)) as { default: ComponentType }).default;
    const svg = renderToStaticMarkup(createElement(icon));
    const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
    if (!match) throw new Error(`Unexpected markup for the ${name} icon`);
    const attributes = KEPT_ATTRIBUTES.map((attribute) => {
      const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(match[1])?.[1];
      return value === undefined ? "" : ` ${attribute}="${value}"`;
    }).join("");
    symbols.push(`<symbol id="${name}"${attributes}>${match[2]}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg"><defs>\n${symbols.join("\n")}\n</defs></svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_FILE, await renderSprite());
  console.log(`Wrote ${path.relative(process.cwd(), SPRITE_FILE)} (${ICON_NAMES.length} icons)`);
}
