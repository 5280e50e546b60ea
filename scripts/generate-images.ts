// Renders every image the site ships with (no stock photos can be downloaded): illustrated scenes drawn as
// SVG and encoded to WebP with sharp, flat product illustrations, the crest, favicon and app icons, and
// SVG initials avatars for the players and staff. Run with `npx tsx scripts/generate-images.ts`; the output
// is committed under public/. Drawing is deterministic (seeded random numbers), so reruns are stable.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { administrativeStaff, coachingStaff } from "~/config/club-staff";
import { seedPlayers } from "~/db/seed/content";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");
const IMAGES = path.join(PUBLIC, "images");

const C = {
  navy: "#0f172a",
  slate: "#1e293b",
  slate2: "#334155",
  slate3: "#475569",
  orange: "#f97316",
  orangeDark: "#c2410c",
  orangeLight: "#fdba74",
  amber: "#fbbf24",
  white: "#f8fafc",
  grey: "#e2e8f0",
  grass1: "#15803d",
  grass2: "#16a34a",
  blue: "#2563eb",
};
const SKIN = ["#5a3520", "#6b3f24", "#7a4a2c", "#4a2c1a", "#8d5a3b"];

// ---------------------------------------------------------------- small helpers

const r1 = (v: number) => Math.round(v * 10) / 10;
const deg = (a: number) => (a * Math.PI) / 180;

function rngFrom(seed: string) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)];
const between = (rng: Rng, a: number, b: number) => a + (b - a) * rng();

/** An SVG document under construction: gradients and filters go into defs with unique ids. */
class Svg {
  defs: string[] = [];
  body: string[] = [];
  private next = 0;
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  id(prefix: string) {
    return `${prefix}${this.next++}`;
  }
  add(...parts: string[]) {
    this.body.push(...parts);
    return this;
  }
  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
        .join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd: number) {
    const id = this.id("b");
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }
  toString(outW = this.W, outH = this.H) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;
const poly = (points: Array<[number, number]>, fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = "") =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}"${extra.includes("stroke-linecap") ? "" : ' stroke-linecap="round"'} ${extra}/>`;

function starPath(cx: number, cy: number, r: number, inner = 0.45, rotation = 0) {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = deg(rotation - 90 + i * 36);
    pts.push(`${r1(cx + Math.cos(a) * rad)},${r1(cy + Math.sin(a) * rad)}`);
  }
  return `M${pts.join("L")}Z`;
}
const star = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<path d="${starPath(cx, cy, r)}" fill="${fill}" ${extra}/>`;

// ---------------------------------------------------------------- scenery

function sky(s: Svg, stops: Array<[number, string, number?]>, yTo = s.H) {
  s.add(rect(0, 0, s.W, yTo, s.linear(stops)));
}

function starField(s: Svg, rng: Rng, count: number, yMax: number) {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += circle(rng() * s.W, rng() * yMax, between(rng, 0.6, 1.8), "#fff", `opacity="${r1(between(rng, 0.25, 0.9))}"`);
  }
  s.add(out);
}

function sun(s: Svg, cx: number, cy: number, r: number, color: string, glow = 4) {
  s.add(circle(cx, cy, r * glow, s.radial([[0, color, 0.55], [1, color, 0]])));
  s.add(circle(cx, cy, r, s.radial([[0, "#fff7ed"], [0.6, color], [1, color]])));
}

function clouds(s: Svg, rng: Rng, count: number, yMax: number, color = "#fff", opacity = 0.85) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng() * s.W;
    const y = between(rng, yMax * 0.15, yMax);
    const w = between(rng, 90, 220);
    out += `<g opacity="${opacity}">${ellipse(x, y, w, w * 0.22, color)}${ellipse(x - w * 0.3, y - w * 0.12, w * 0.4, w * 0.22, color)}${ellipse(
      x + w * 0.2,
      y - w * 0.18,
      w * 0.45,
      w * 0.28,
      color,
    )}</g>`;
  }
  s.add(out);
}

function hills(s: Svg, baseY: number, amp: number, color: string, seed: string, opacity = 1) {
  const rng = rngFrom(seed);
  const n = 6;
  let d = `M0 ${r1(baseY)}`;
  for (let i = 0; i <= n; i++) {
    const x = (s.W / n) * i;
    const y = baseY - amp * (0.4 + rng() * 0.6);
    d += ` Q${r1(x - s.W / n / 2)} ${r1(y - amp * 0.3)} ${r1(x)} ${r1(y)}`;
  }
  d += ` L${s.W} ${r1(baseY + amp)} L0 ${r1(baseY + amp)}Z`;
  s.add(`<path d="${d}" fill="${color}" opacity="${opacity}"/>`);
}

function acacia(x: number, groundY: number, size: number, color: string) {
  const h = size;
  const trunk = `<path d="M${r1(x)} ${r1(groundY)} C${r1(x - 4)} ${r1(groundY - h * 0.4)} ${r1(x + 6)} ${r1(groundY - h * 0.6)} ${r1(
    x - h * 0.25,
  )} ${r1(groundY - h * 0.85)} M${r1(x + 2)} ${r1(groundY - h * 0.5)} C${r1(x + h * 0.1)} ${r1(groundY - h * 0.7)} ${r1(
    x + h * 0.2,
  )} ${r1(groundY - h * 0.75)} ${r1(x + h * 0.3)} ${r1(groundY - h * 0.86)}" stroke="${color}" stroke-width="${r1(
    size * 0.05,
  )}" fill="none" stroke-linecap="round"/>`;
  const canopy =
    ellipse(x, groundY - h * 0.92, h * 0.62, h * 0.11, color) +
    ellipse(x - h * 0.3, groundY - h * 0.86, h * 0.3, h * 0.08, color) +
    ellipse(x + h * 0.32, groundY - h * 0.87, h * 0.32, h * 0.08, color);
  return trunk + canopy;
}

/** A striped pitch seen from the stands: stripes converge on a vanishing point above the horizon. */
function pitch(
  s: Svg,
  horizonY: number,
  opts: { c1?: string; c2?: string; stripes?: number; lines?: boolean; lineColor?: string; centreX?: number; dark?: number } = {},
) {
  const { W, H } = s;
  const c1 = opts.c1 ?? C.grass1;
  const c2 = opts.c2 ?? C.grass2;
  const n = opts.stripes ?? 14;
  const vx = W / 2;
  const vy = horizonY - (H - horizonY) * 1.6;
  const xAt = (xb: number, y: number) => vx + (xb - vx) * ((y - vy) / (H - vy));
  s.add(rect(0, horizonY, W, H - horizonY, c1));
  let stripes = "";
  const left = -W * 0.9;
  const step = (W * 2.8) / n;
  for (let i = 0; i < n; i += 2) {
    const a = left + i * step;
    const b = a + step;
    stripes += poly(
      [
        [xAt(a, horizonY), horizonY],
        [xAt(b, horizonY), horizonY],
        [b, H],
        [a, H],
      ],
      c2,
    );
  }
  s.add(stripes);
  if (opts.lines !== false) {
    const lc = opts.lineColor ?? "#fff";
    const yFar = horizonY + (H - horizonY) * 0.06;
    const cx = opts.centreX ?? W / 2;
    const gl = -W * 0.45;
    const gr = W * 1.45;
    const yc = yFar + (H - yFar) * 0.42;
    const rx = W * 0.16 * ((yc - vy) / (H - vy));
    const g = `<g stroke="${lc}" stroke-opacity="0.75" fill="none" stroke-width="${r1(W / 500)}">`;
    s.add(
      g +
        line(xAt(gl, yFar), yFar, xAt(gr, yFar), yFar, lc, W / 500) +
        line(xAt(cx, yFar), yFar, cx, H, lc, W / 500) +
        ellipse(xAt(cx, yc), yc, rx, rx * 0.28, "none") +
        circle(xAt(cx, yc), yc, W / 400, lc) +
        "</g>",
    );
  }
  // Light falls off towards the far side of the pitch.
  s.add(rect(0, horizonY, W, H - horizonY, s.linear([[0, "#000", opts.dark ?? 0.35], [0.5, "#000", 0], [1, "#000", 0.15]])));
}

function stands(s: Svg, rng: Rng, topY: number, baseY: number, opts: { color?: string; crowd?: string[]; density?: number } = {}) {
  const { W } = s;
  const color = opts.color ?? C.slate;
  s.add(
    `<path d="M0 ${r1(baseY)} L0 ${r1(topY + 20)} Q${W / 2} ${r1(topY - 25)} ${W} ${r1(topY + 20)} L${W} ${r1(baseY)}Z" fill="${color}"/>`,
  );
  s.add(line(0, topY + 18, W, topY + 18, C.slate3, 3, `opacity="0.6"`));
  const crowd = opts.crowd ?? [C.orange, C.orangeDark, C.grey, C.slate3, C.amber];
  const rows = Math.max(2, Math.floor((baseY - topY - 30) / 14));
  let dots = "";
  const density = opts.density ?? 1;
  for (let row = 0; row < rows; row++) {
    const y = topY + 34 + row * 14;
    const step = 11 / density;
    for (let x = rng() * step; x < W; x += step * between(rng, 0.8, 1.4)) {
      dots += circle(x, y + between(rng, -2, 2), between(rng, 2.2, 3.4), pick(rng, crowd), `opacity="${r1(between(rng, 0.35, 0.75))}"`);
    }
  }
  s.add(`<g filter="${s.blur(0.7)}">${dots}</g>`);
  s.add(rect(0, baseY - 8, W, 8, C.navy, `opacity="0.7"`));
}

function floodlight(s: Svg, x: number, baseY: number, height: number, beam?: { x1: number; x2: number; y: number; opacity?: number }) {
  const top = baseY - height;
  const w = height * 0.18;
  if (beam) {
    s.add(
      poly(
        [
          [x - w / 2, top],
          [x + w / 2, top],
          [beam.x2, beam.y],
          [beam.x1, beam.y],
        ],
        s.linear([[0, "#fffbeb", beam.opacity ?? 0.35], [1, "#fffbeb", 0]]),
      ),
    );
  }
  s.add(poly([[x - height * 0.012, baseY], [x + height * 0.012, baseY], [x + height * 0.005, top], [x - height * 0.005, top]], C.navy));
  s.add(circle(x, top, height * 0.45, s.radial([[0, "#fffbeb", 0.55], [0.35, "#fde68a", 0.18], [1, "#fde68a", 0]])));
  s.add(rect(x - w / 2, top - w * 0.3, w, w * 0.55, C.slate));
  let lamps = "";
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 2; j++) {
      lamps += circle(x - w * 0.36 + i * w * 0.24, top - w * 0.17 + j * w * 0.26, w * 0.09, "#fffbeb");
    }
  }
  s.add(lamps);
}

function skyline(s: Svg, rng: Rng, baseY: number, color: string, windows = "#fde68a", windowOpacity = 0.5) {
  const { W } = s;
  let out = "";
  let lights = "";
  let x = -20;
  const kiccX = W * 0.62;
  while (x < W) {
    const w = between(rng, 40, 110);
    const h = between(rng, 60, 200);
    if (Math.abs(x - kiccX) > 80) {
      out += rect(x, baseY - h, w, h + 2, color);
      for (let wy = baseY - h + 12; wy < baseY - 10; wy += 16) {
        for (let wx = x + 8; wx < x + w - 8; wx += 14) {
          if (rng() < 0.22) lights += rect(wx, wy, 6, 8, windows);
        }
      }
    }
    x += w + between(rng, 2, 14);
  }
  // KICC: the cylindrical tower with its saucer top, Nairobi's best-known landmark.
  const tH = 300;
  out +=
    rect(kiccX - 24, baseY - tH, 48, tH, color) +
    ellipse(kiccX, baseY - tH - 4, 46, 9, color) +
    rect(kiccX - 40, baseY - tH - 12, 80, 8, color) +
    rect(kiccX - 3, baseY - tH - 40, 6, 30, color) +
    poly([[kiccX - 150, baseY], [kiccX - 40, baseY - 70], [kiccX - 30, baseY]], color);
  for (let wy = baseY - tH + 14; wy < baseY - 10; wy += 18) lights += rect(kiccX - 16, wy, 32, 3, windows);
  s.add(out, `<g opacity="${windowOpacity}">${lights}</g>`);
}

function confetti(s: Svg, rng: Rng, count: number, yMax: number, colors = [C.orange, C.amber, "#fff", C.blue, C.orangeLight]) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng() * s.W;
    const y = rng() * yMax;
    const w = between(rng, 6, 14);
    out += rect(x, y, w, w * 0.45, pick(rng, colors), `transform="rotate(${Math.round(rng() * 180)} ${r1(x)} ${r1(y)})" opacity="0.9"`);
  }
  s.add(out);
}

function bokeh(s: Svg, rng: Rng, count: number, yMax: number, colors = ["#fde68a", "#fff", C.orangeLight]) {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += circle(rng() * s.W, rng() * yMax, between(rng, 8, 36), pick(rng, colors), `opacity="${r1(between(rng, 0.08, 0.3))}"`);
  }
  s.add(out);
}

function vignette(s: Svg, strength = 0.45) {
  s.add(rect(0, 0, s.W, s.H, s.radial([[0.55, "#000", 0], [1, "#000", strength]], 0.5, 0.5, 0.75)));
}

// ---------------------------------------------------------------- people and props

type Kit = { shirt: string; shorts: string; socks: string; skin: string; sleeves?: "short" | "long" };
type Pose = { lean: number; ua: [number, number]; fa: [number, number]; th: [number, number]; sh: [number, number] };

const POSES = {
  stand: { lean: 0, ua: [10, -10], fa: [5, -5], th: [5, -5], sh: [0, -2] },
  walk: { lean: 3, ua: [20, -18], fa: [30, -10], th: [-16, 20], sh: [-24, 6] },
  run: { lean: 14, ua: [55, -45], fa: [120, -10], th: [-35, 55], sh: [-95, 5] },
  dribble: { lean: 18, ua: [30, -35], fa: [75, 5], th: [-12, 42], sh: [-55, 12] },
  kick: { lean: -12, ua: [105, -70], fa: [120, -55], th: [-4, 78], sh: [0, 96] },
  celebrate: { lean: -6, ua: [140, -150], fa: [165, -160], th: [18, -10], sh: [-8, -40] },
  armsUp: { lean: 0, ua: [150, -150], fa: [160, -160], th: [8, -8], sh: [2, -4] },
  huddle: { lean: 8, ua: [85, -85], fa: [92, -92], th: [6, -6], sh: [0, -2] },
  dive: { lean: 0, ua: [168, 178], fa: [172, 182], th: [4, -12], sh: [-4, -20] },
  stretch: { lean: 55, ua: [95, 100], fa: [110, 115], th: [-6, 50], sh: [0, 8] },
} satisfies Record<string, Pose>;
type PoseName = keyof typeof POSES;

/** A footballer drawn with thick rounded strokes; (x, footY) is where the lower foot touches the ground. */
function figure(x: number, footY: number, size: number, poseName: PoseName | Pose, kit: Kit, opts: { flip?: boolean; rotate?: number } = {}) {
  const pose: Pose = typeof poseName === "string" ? POSES[poseName] : poseName;
  const dir = opts.flip ? -1 : 1;
  const s = size;
  const T = 0.3 * s;
  const UA = 0.15 * s;
  const FA = 0.14 * s;
  const TH = 0.23 * s;
  const SH = 0.23 * s;
  const drop = Math.max(...[0, 1].map((i) => Math.cos(deg(pose.th[i])) * TH + Math.cos(deg(pose.sh[i])) * SH));
  const hip: [number, number] = [x, footY - drop];
  const at = (p: [number, number], angle: number, len: number): [number, number] => [
    p[0] + dir * Math.sin(deg(angle)) * len,
    p[1] + Math.cos(deg(angle)) * len,
  ];
  const neck = at(hip, 180 - pose.lean, T);
  const shoulder = at(hip, 180 - pose.lean, T * 0.88);
  const head = at(hip, 180 - pose.lean, T + 0.09 * s);
  const limbW = 0.052 * s;
  const legW = 0.062 * s;
  const seg = (a: [number, number], b: [number, number], color: string, w: number) => line(a[0], a[1], b[0], b[1], color, w);
  const mid = (a: [number, number], b: [number, number], t: number): [number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const arm = (i: number) => {
    const elbow = at(shoulder, pose.ua[i], UA);
    const hand = at(elbow, pose.fa[i], FA);
    const long = kit.sleeves === "long";
    return (
      seg(shoulder, elbow, long ? kit.shirt : kit.skin, limbW) +
      seg(elbow, hand, long ? kit.shirt : kit.skin, limbW * 0.92) +
      (long ? circle(hand[0], hand[1], limbW * 0.5, kit.skin) : seg(shoulder, mid(shoulder, elbow, 0.55), kit.shirt, limbW * 1.35))
    );
  };
  const leg = (i: number) => {
    const knee = at(hip, pose.th[i], TH);
    const foot = at(knee, pose.sh[i], SH);
    const toe: [number, number] = [foot[0] + dir * 0.05 * s, foot[1]];
    return (
      seg(hip, knee, kit.skin, legW) +
      seg(mid(knee, foot, 0.12), foot, kit.socks, legW) +
      seg(foot, toe, "#111827", legW * 0.85) +
      seg(hip, mid(hip, knee, 0.55), kit.shorts, legW * 1.45)
    );
  };
  const body =
    `<g opacity="0.92">${arm(0)}${leg(0)}</g>` +
    seg(hip, neck, kit.shirt, 0.13 * s) +
    circle(hip[0], hip[1], 0.075 * s, kit.shorts) +
    leg(1) +
    arm(1) +
    circle(head[0], head[1], 0.068 * s, kit.skin);
  return opts.rotate ? `<g transform="rotate(${opts.rotate} ${r1(hip[0])} ${r1(hip[1])})">${body}</g>` : body;
}

const shadow = (x: number, y: number, size: number, opacity = 0.3) => ellipse(x, y, size * 0.22, size * 0.035, "#000", `opacity="${opacity}"`);

function kit(kind: "home" | "away" | "rival" | "rival2" | "keeper" | "training" | "silhouette", rng: Rng, silhouette = C.navy): Kit {
  const skin = pick(rng, SKIN);
  switch (kind) {
    case "home":
      return { shirt: C.orange, shorts: C.navy, socks: C.orange, skin };
    case "away":
      return { shirt: C.navy, shorts: C.navy, socks: C.orange, skin };
    case "rival":
      return { shirt: C.grey, shorts: C.blue, socks: C.grey, skin };
    case "rival2":
      return { shirt: "#facc15", shorts: "#166534", socks: "#facc15", skin };
    case "keeper":
      return { shirt: "#a3e635", shorts: "#111827", socks: "#a3e635", skin, sleeves: "long" };
    case "training":
      return { shirt: C.slate2, shorts: C.navy, socks: C.navy, skin };
    case "silhouette":
      return { shirt: silhouette, shorts: silhouette, socks: silhouette, skin: silhouette };
  }
}

function ball(x: number, y: number, r: number) {
  let patches = "";
  for (let i = 0; i < 5; i++) {
    const a = deg(-90 + i * 72);
    patches += circle(x + Math.cos(a) * r * 0.92, y + Math.sin(a) * r * 0.92, r * 0.28, C.navy);
  }
  const centre = Array.from({ length: 5 }, (_, i) => {
    const a = deg(-90 + i * 72);
    return `${r1(x + Math.cos(a) * r * 0.34)},${r1(y + Math.sin(a) * r * 0.34)}`;
  }).join(" ");
  const id = `ball${Math.round(x)}_${Math.round(y)}`;
  return `<clipPath id="${id}">${circle(x, y, r, "#fff")}</clipPath>${circle(x, y, r, "#fff")}<g clip-path="url(#${id})">${patches}<polygon points="${centre}" fill="${C.navy}"/></g>${circle(
    x,
    y,
    r,
    "none",
    `stroke="#94a3b8" stroke-width="${r1(r * 0.06)}"`,
  )}`;
}

function cone(x: number, y: number, size: number) {
  return (
    ellipse(x, y, size * 0.6, size * 0.14, "#000", `opacity="0.25"`) +
    poly([[x - size * 0.45, y], [x + size * 0.45, y], [x + size * 0.08, y - size], [x - size * 0.08, y - size]], C.orange) +
    poly([[x - size * 0.3, y - size * 0.4], [x + size * 0.3, y - size * 0.4], [x + size * 0.22, y - size * 0.58], [x - size * 0.22, y - size * 0.58]], "#fff", `opacity="0.9"`)
  );
}

function goalFrame(s: Svg, x: number, groundY: number, w: number, h: number, depth: number) {
  let net = "";
  for (let i = 0; i <= 12; i++) net += line(x + (w / 12) * i, groundY - h, x + (w / 12) * i + depth * 0.4, groundY, "#fff", 1.5, `opacity="0.35"`);
  for (let j = 0; j <= 6; j++) net += line(x, groundY - h + (h / 6) * j, x + w, groundY - h + (h / 6) * j, "#fff", 1.5, `opacity="0.35"`);
  s.add(net);
  s.add(
    `<path d="M${r1(x)} ${r1(groundY)} V${r1(groundY - h)} H${r1(x + w)} V${r1(groundY)}" stroke="#fff" stroke-width="${r1(w / 60)}" fill="none" stroke-linejoin="round"/>`,
  );
}

function trophy(s: Svg, cx: number, baseY: number, size: number) {
  const gold = s.linear([[0, "#fde68a"], [0.45, "#f59e0b"], [1, "#b45309"]], 0, 0, 1, 0);
  const k = size;
  const top = baseY - k;
  s.add(
    rect(cx - k * 0.32, baseY - k * 0.14, k * 0.64, k * 0.14, C.slate, `rx="${r1(k * 0.02)}"`),
    rect(cx - k * 0.24, baseY - k * 0.22, k * 0.48, k * 0.09, C.slate2, `rx="${r1(k * 0.015)}"`),
    rect(cx - k * 0.1, baseY - k * 0.2, k * 0.2, k * 0.05, gold, `opacity="0.8"`),
    poly([[cx - k * 0.06, baseY - k * 0.22], [cx + k * 0.06, baseY - k * 0.22], [cx + k * 0.03, baseY - k * 0.42], [cx - k * 0.03, baseY - k * 0.42]], gold),
    `<path d="M${r1(cx - k * 0.3)} ${r1(top)} H${r1(cx + k * 0.3)} C${r1(cx + k * 0.3)} ${r1(top + k * 0.42)} ${r1(cx + k * 0.12)} ${r1(
      top + k * 0.56,
    )} ${r1(cx)} ${r1(top + k * 0.58)} C${r1(cx - k * 0.12)} ${r1(top + k * 0.56)} ${r1(cx - k * 0.3)} ${r1(top + k * 0.42)} ${r1(cx - k * 0.3)} ${r1(top)}Z" fill="${gold}"/>`,
    `<path d="M${r1(cx - k * 0.29)} ${r1(top + k * 0.08)} C${r1(cx - k * 0.5)} ${r1(top + k * 0.06)} ${r1(cx - k * 0.5)} ${r1(top + k * 0.34)} ${r1(
      cx - k * 0.2,
    )} ${r1(top + k * 0.38)} M${r1(cx + k * 0.29)} ${r1(top + k * 0.08)} C${r1(cx + k * 0.5)} ${r1(top + k * 0.06)} ${r1(cx + k * 0.5)} ${r1(
      top + k * 0.34,
    )} ${r1(cx + k * 0.2)} ${r1(top + k * 0.38)}" stroke="${gold}" stroke-width="${r1(k * 0.045)}" fill="none" stroke-linecap="round"/>`,
    ellipse(cx, top, k * 0.3, k * 0.035, "#fcd34d"),
    star(cx, top + k * 0.24, k * 0.08, "#fff7ed", `opacity="0.85"`),
    `<path d="M${r1(cx - k * 0.2)} ${r1(top + k * 0.06)} C${r1(cx - k * 0.2)} ${r1(top + k * 0.3)} ${r1(cx - k * 0.12)} ${r1(top + k * 0.42)} ${r1(
      cx - k * 0.06,
    )} ${r1(top + k * 0.48)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${r1(k * 0.025)}" fill="none" stroke-linecap="round"/>`,
  );
}

function bus(x: number, groundY: number, len: number, body = C.navy, stripe = C.orange) {
  const h = len * 0.3;
  const top = groundY - h - len * 0.05;
  let windows = "";
  for (let i = 0; i < 6; i++) windows += rect(x + len * 0.2 + i * len * 0.115, top + h * 0.14, len * 0.095, h * 0.32, "#bfdbfe", `rx="4" opacity="0.9"`);
  const wheel = (wx: number) => circle(wx, groundY - len * 0.045, len * 0.06, "#111827") + circle(wx, groundY - len * 0.045, len * 0.028, "#94a3b8");
  return (
    ellipse(x + len / 2, groundY, len * 0.52, len * 0.025, "#000", `opacity="0.3"`) +
    rect(x, top, len, h, body, `rx="${r1(len * 0.035)}"`) +
    rect(x + len * 0.02, top + h * 0.14, len * 0.14, h * 0.5, "#bfdbfe", `rx="6"`) +
    windows +
    rect(x, top + h * 0.6, len, h * 0.09, stripe) +
    rect(x, top + h * 0.72, len, h * 0.04, stripe, `opacity="0.6"`) +
    star(x + len * 0.88, top + h * 0.82, h * 0.1, stripe) +
    rect(x + len * 0.985, top + h * 0.68, len * 0.015, h * 0.1, "#fde68a") +
    wheel(x + len * 0.18) +
    wheel(x + len * 0.8)
  );
}

function tent(x: number, groundY: number, w: number, color: string, trim = "#fff") {
  const h = w * 0.75;
  const roofY = groundY - h;
  let valance = "";
  for (let i = 0; i < 6; i++) {
    valance += `<path d="M${r1(x + (w / 6) * i)} ${r1(roofY + w * 0.18)} q${r1(w / 12)} ${r1(w * 0.06)} ${r1(w / 6)} 0" fill="${trim}" opacity="0.9"/>`;
  }
  return (
    line(x + 4, roofY + w * 0.18, x + 4, groundY, C.slate3, 4) +
    line(x + w - 4, roofY + w * 0.18, x + w - 4, groundY, C.slate3, 4) +
    poly([[x - w * 0.04, roofY + w * 0.18], [x + w * 1.04, roofY + w * 0.18], [x + w * 0.5, roofY - w * 0.1]], color) +
    rect(x - w * 0.04, roofY + w * 0.14, w * 1.08, w * 0.06, color) +
    valance +
    rect(x + w * 0.1, groundY - w * 0.28, w * 0.8, w * 0.06, "#f1f5f9") +
    line(x + w * 0.18, groundY - w * 0.22, x + w * 0.18, groundY, C.slate3, 3) +
    line(x + w * 0.82, groundY - w * 0.22, x + w * 0.82, groundY, C.slate3, 3)
  );
}

function bunting(s: Svg, y: number, sag: number, colors = [C.orange, C.navy, "#fff"]) {
  const { W } = s;
  let out = `<path d="M0 ${r1(y)} Q${W / 2} ${r1(y + sag * 2)} ${W} ${r1(y)}" stroke="${C.slate3}" stroke-width="2" fill="none"/>`;
  const n = 22;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = t * W;
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    out += poly([[x - 14, yy], [x + 14, yy], [x, yy + 30]], colors[i % colors.length]);
  }
  s.add(out);
}

function tacticsBoard(s: Svg, x: number, y: number, w: number, h: number, seed: string) {
  const p = s.linear([[0, "#166534"], [1, "#14532d"]]);
  let marks = "";
  const rng = rngFrom(seed);
  const os: Array<[number, number]> = [
    [0.12, 0.5],
    [0.28, 0.2],
    [0.28, 0.4],
    [0.28, 0.6],
    [0.28, 0.8],
    [0.5, 0.3],
    [0.46, 0.5],
    [0.5, 0.7],
    [0.7, 0.22],
    [0.74, 0.5],
    [0.7, 0.78],
  ];
  for (const [ox, oy] of os) marks += circle(x + ox * w, y + oy * h, w * 0.022, C.orange, `stroke="#fff" stroke-width="3"`);
  for (let i = 0; i < 6; i++) {
    const cx = x + between(rng, 0.55, 0.9) * w;
    const cy = y + between(rng, 0.15, 0.85) * h;
    const d = w * 0.018;
    marks += line(cx - d, cy - d, cx + d, cy + d, "#e2e8f0", 5) + line(cx - d, cy + d, cx + d, cy - d, "#e2e8f0", 5);
  }
  const arrow = (x1: number, y1: number, x2: number, y2: number, cx: number, cy: number) =>
    `<path d="M${r1(x + x1 * w)} ${r1(y + y1 * h)} Q${r1(x + cx * w)} ${r1(y + cy * h)} ${r1(x + x2 * w)} ${r1(y + y2 * h)}" stroke="${C.amber}" stroke-width="5" fill="none" stroke-dasharray="14 10" stroke-linecap="round"/>` +
    circle(x + x2 * w, y + y2 * h, 7, C.amber);
  s.add(
    rect(x - w * 0.03, y - h * 0.04, w * 1.06, h * 1.08, "#78350f", `rx="12"`),
    rect(x, y, w, h, p, `rx="6"`),
    `<g stroke="#fff" stroke-opacity="0.55" stroke-width="3" fill="none">${rect(x + w * 0.04, y + h * 0.06, w * 0.92, h * 0.88, "none")}${line(
      x + w / 2,
      y + h * 0.06,
      x + w / 2,
      y + h * 0.94,
      "#fff",
      3,
    )}${circle(x + w / 2, y + h / 2, h * 0.14, "none")}${rect(x + w * 0.04, y + h * 0.28, w * 0.12, h * 0.44, "none")}${rect(
      x + w * 0.84,
      y + h * 0.28,
      w * 0.12,
      h * 0.44,
      "none",
    )}</g>`,
    marks,
    arrow(0.28, 0.2, 0.62, 0.14, 0.45, 0.05),
    arrow(0.46, 0.5, 0.78, 0.4, 0.62, 0.58),
    arrow(0.28, 0.8, 0.6, 0.9, 0.45, 0.98),
  );
}

// ---------------------------------------------------------------- scenes

type SceneOpts = { seed: string; variant?: "day" | "dusk" | "night" | "sunset"; flip?: boolean; accent?: string };
type Scene = (s: Svg, o: SceneOpts) => void;

const duskSky: Array<[number, string, number?]> = [
  [0, "#0b1026"],
  [0.35, "#1e1b4b"],
  [0.62, "#7c2d12"],
  [0.85, "#ea580c"],
  [1, "#fdba74"],
];
const daySky: Array<[number, string, number?]> = [
  [0, "#38bdf8"],
  [0.7, "#bae6fd"],
  [1, "#e0f2fe"],
];
const nightSky: Array<[number, string, number?]> = [
  [0, "#020617"],
  [0.6, "#0f172a"],
  [1, "#1e293b"],
];
const sunsetSky: Array<[number, string, number?]> = [
  [0, "#1e1b4b"],
  [0.3, "#9d174d"],
  [0.6, "#ea580c"],
  [0.85, "#fb923c"],
  [1, "#fed7aa"],
];
const skyFor = (v: SceneOpts["variant"]) => (v === "day" ? daySky : v === "night" ? nightSky : v === "sunset" ? sunsetSky : duskSky);

/** The hero: a floodlit pitch at dusk with the stands full and two teams mid-move. */
const heroScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.5;
  sky(s, duskSky, horizon + 10);
  starField(s, rng, 40, H * 0.22);
  sun(s, W * 0.78, horizon - 18, 34, "#fb923c", 6);
  stands(s, rng, horizon - H * 0.16, horizon + 4, { color: "#111827", density: 0.9 });
  pitch(s, horizon, { dark: 0.45 });
  floodlight(s, W * 0.08, horizon - 40, H * 0.42, { x1: W * 0.05, x2: W * 0.55, y: H, opacity: 0.22 });
  floodlight(s, W * 0.3, horizon - 50, H * 0.36, { x1: W * 0.2, x2: W * 0.6, y: H * 0.85, opacity: 0.16 });
  floodlight(s, W * 0.7, horizon - 50, H * 0.36, { x1: W * 0.4, x2: W * 0.82, y: H * 0.85, opacity: 0.16 });
  floodlight(s, W * 0.92, horizon - 40, H * 0.42, { x1: W * 0.45, x2: W * 0.97, y: H, opacity: 0.22 });
  const ground = H * 0.9;
  const figs: Array<[number, number, number, PoseName, Kit, boolean]> = [
    [0.26, 0.84, 150, "run", kit("rival", rng), true],
    [0.4, 0.95, 230, "run", kit("home", rng), false],
    [0.58, 0.92, 210, "kick", kit("home", rng), false],
    [0.74, 0.8, 130, "run", kit("rival", rng), true],
    [0.86, 0.76, 110, "walk", kit("home", rng), false],
  ];
  for (const [fx, fy, size, pose, k, flip] of figs) {
    s.add(shadow(W * fx, ground * fy + 2, size), figure(W * fx, ground * fy, size, pose, k, { flip }));
  }
  s.add(ball(W * 0.665, ground * 0.8, 16));
  vignette(s, 0.5);
};

const trainingScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.42;
  sky(s, skyFor(o.variant ?? "day"), horizon + 10);
  if ((o.variant ?? "day") === "day") {
    sun(s, W * 0.15, H * 0.1, 34, "#fef3c7", 4);
    clouds(s, rng, 5, horizon * 0.7);
  } else sun(s, W * 0.2, horizon - 30, 40, "#fb923c", 5);
  hills(s, horizon, 50, "#4d7c0f", o.seed + "h", 0.55);
  for (let i = 0; i < 5; i++) s.add(acacia(between(rng, 0, W), horizon + 6, between(rng, 60, 110), "#365314"));
  s.add(rect(0, horizon - 4, W, 10, C.slate3, `opacity="0.5"`));
  pitch(s, horizon, { stripes: 12, dark: 0.15, lines: false });
  // Two lines of cones running into the distance.
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = H * (0.55 + t * 0.4);
    const size = 14 + t * 30;
    s.add(cone(W * (0.5 - 0.05 - t * 0.25), y, size), cone(W * (0.5 + 0.05 + t * 0.25), y, size));
  }
  const kids = o.variant === "sunset";
  const kinds: Array<"home" | "training"> = ["home", "training"];
  for (let i = 0; i < 4; i++) {
    const fx = W * (0.18 + i * 0.22 + between(rng, -0.03, 0.03));
    const fy = H * between(rng, 0.72, 0.94);
    const size = (kids ? 210 : 280) * (fy / H) * (H / 800);
    s.add(shadow(fx, fy + 2, size), figure(fx, fy, size, pick(rng, ["dribble", "run"] as const), kit(pick(rng, kinds), rng), { flip: i % 2 === 1 }));
    s.add(ball(fx + (i % 2 === 1 ? -1 : 1) * size * 0.2, fy - size * 0.04, size * 0.055));
  }
  // The coach with a whistle, watching.
  s.add(shadow(W * 0.9, H * 0.66, 190), figure(W * 0.9, H * 0.66, 190 * (H / 800), "stand", { ...kit("training", rng), sleeves: "long" }, { flip: true }));
  vignette(s, 0.3);
};

const matchDayScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.45;
  const v = o.variant ?? "day";
  sky(s, skyFor(v), H * 0.3);
  stands(s, rng, H * 0.16, horizon + 2, { color: v === "day" ? "#334155" : "#111827", density: 1 });
  if (v !== "day") floodlight(s, W * 0.5, H * 0.12, H * 0.1);
  pitch(s, horizon, { c1: v === "day" ? "#16a34a" : C.grass1, c2: v === "day" ? "#22c55e" : C.grass2, dark: v === "day" ? 0.15 : 0.35 });
  const home = (o.accent ?? "home") as "home" | "away";
  const rival = v === "day" ? "rival2" : "rival";
  const figs: Array<[number, number, number, PoseName, "home" | "away" | "rival" | "rival2", boolean]> = [
    [0.2, 0.74, 150, "run", rival, true],
    [0.36, 0.9, 230, "dribble", home, false],
    [0.52, 0.86, 210, "run", rival, true],
    [0.68, 0.72, 140, "run", home, false],
    [0.84, 0.96, 240, "kick", home, true],
  ];
  for (const [fx, fy, size, pose, k, flip] of figs) {
    s.add(shadow(W * fx, H * fy + 2, size), figure(W * fx, H * fy, size, pose, kit(k, rng), { flip: o.flip ? !flip : flip }));
  }
  s.add(ball(W * 0.45, H * 0.88, 13));
  vignette(s, 0.35);
};

const trophyScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, "#0b1026"], [1, o.variant === "sunset" ? "#7c2d12" : C.slate]])));
  bokeh(s, rng, 26, H * 0.8);
  // Spotlight cones from above.
  for (const x of [0.3, 0.7]) {
    s.add(poly([[W * x - 20, 0], [W * x + 20, 0], [W * 0.5 + 180, H * 0.86], [W * 0.5 - 180, H * 0.86]], s.linear([[0, "#fff7ed", 0.22], [1, "#fff7ed", 0]])));
  }
  s.add(ellipse(W / 2, H * 0.86, W * 0.3, H * 0.05, s.radial([[0, C.orange, 0.55], [1, C.orange, 0]])));
  s.add(rect(0, H * 0.86, W, H * 0.14, C.navy, `opacity="0.85"`));
  trophy(s, W / 2, H * 0.86, H * 0.62);
  confetti(s, rng, 110, H * 0.9);
  for (let i = 0; i < 5; i++) s.add(star(W * (0.12 + i * 0.19), H * 0.12 + (i % 2) * 30, 14, C.amber, `opacity="0.7"`));
  vignette(s, 0.4);
};

const academyKidsScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.68;
  const v = o.variant ?? "sunset";
  sky(s, skyFor(v), horizon + 5);
  if (v === "day") {
    sun(s, W * 0.82, H * 0.14, 40, "#fef3c7", 4);
    clouds(s, rng, 4, horizon * 0.5);
  } else sun(s, W * 0.62, horizon - 60, 80, "#fed7aa", 3.5);
  hills(s, horizon, 40, v === "day" ? "#65a30d" : "#7c2d12", o.seed, 0.5);
  s.add(acacia(W * 0.12, horizon + 4, 150, v === "day" ? "#365314" : "#1c1917"), acacia(W * 0.9, horizon + 4, 110, v === "day" ? "#365314" : "#1c1917"));
  s.add(rect(0, horizon, W, H - horizon, v === "day" ? s.linear([[0, "#65a30d"], [1, "#15803d"]]) : s.linear([[0, "#431407"], [1, "#1c1917"]])));
  const silhouette = v === "day" ? null : "#0c0a09";
  const sizes = [120, 105, 130, 95, 115, 200, 100, 125];
  for (let i = 0; i < sizes.length; i++) {
    const fx = W * (0.1 + i * 0.11);
    const size = sizes[i] * 1.5 * (H / 800);
    const k = silhouette ? kit("silhouette", rng, silhouette) : kit(i === 5 ? "training" : "home", rng);
    s.add(figure(fx, H * 0.9 + (i % 2) * 8, size, "walk", k, { flip: false }));
    if (i === 2) s.add(ball(fx + size * 0.25, H * 0.9 - size * 0.05, size * 0.06));
  }
  vignette(s, 0.35);
};

const stadiumLightsScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.62;
  const v = o.variant ?? "night";
  sky(s, v === "dusk" ? duskSky : nightSky, horizon + 10);
  if (v === "night") starField(s, rng, 120, horizon * 0.8);
  hills(s, horizon, 40, "#020617", o.seed);
  pitch(s, horizon, { dark: 0.2 });
  s.add(ellipse(W / 2, H * 0.8, W * 0.5, H * 0.22, s.radial([[0, "#fef9c3", 0.3], [1, "#fef9c3", 0]])));
  floodlight(s, W * 0.12, horizon + 10, H * 0.55, { x1: W * 0.1, x2: W * 0.62, y: H, opacity: 0.3 });
  floodlight(s, W * 0.38, horizon, H * 0.45, { x1: W * 0.25, x2: W * 0.7, y: H * 0.9, opacity: 0.2 });
  floodlight(s, W * 0.62, horizon, H * 0.45, { x1: W * 0.3, x2: W * 0.75, y: H * 0.9, opacity: 0.2 });
  floodlight(s, W * 0.88, horizon + 10, H * 0.55, { x1: W * 0.38, x2: W * 0.9, y: H, opacity: 0.3 });
  goalFrame(s, W * 0.46, horizon + 34, W * 0.08, 28, 8);
  vignette(s, 0.5);
};

const celebrationScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.55;
  s.add(rect(0, 0, W, horizon + 10, s.linear([[0, "#020617"], [1, "#1e293b"]])));
  bokeh(s, rng, 40, horizon);
  stands(s, rng, horizon - H * 0.2, horizon + 4, { color: "#0b1120", density: 0.8 });
  pitch(s, horizon, { lines: false, dark: 0.5 });
  const poses: PoseName[] = ["celebrate", "armsUp", "celebrate", "run", "celebrate"];
  const xs = [0.18, 0.36, 0.52, 0.68, 0.84];
  const sizes = [200, 250, 290, 220, 200];
  for (let i = 0; i < xs.length; i++) {
    const fy = H * (0.88 + (i % 2) * 0.05);
    const size = sizes[i] * (H / 800);
    s.add(shadow(W * xs[i], fy + 2, size), figure(W * xs[i], fy, size, poses[i], kit(o.accent === "away" ? "away" : "home", rng), { flip: i > 2 }));
  }
  confetti(s, rng, 140, H * 0.8);
  vignette(s, 0.45);
};

const teamBusScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const road = H * 0.74;
  const v = o.variant ?? "day";
  sky(s, skyFor(v), road);
  if (v === "day") clouds(s, rng, 6, H * 0.35);
  else sun(s, W * 0.2, road - 160, 50, "#fb923c", 4);
  skyline(s, rng, road - 50, v === "day" ? "#64748b" : "#1e293b", "#fde68a", v === "day" ? 0.25 : 0.7);
  s.add(rect(0, road - 50, W, 50, v === "day" ? "#65a30d" : "#14532d"));
  for (let i = 0; i < 8; i++) s.add(acacia(between(rng, 0, W), road - 40, between(rng, 50, 90), v === "day" ? "#3f6212" : "#052e16"));
  s.add(rect(0, road, W, H - road, "#334155"), rect(0, road - 6, W, 8, "#94a3b8"));
  for (let x = 20; x < W; x += 120) s.add(rect(x, road + (H - road) * 0.55, 60, 8, "#f8fafc", `opacity="0.8"`));
  s.add(bus(W * 0.2, road + (H - road) * 0.45, W * 0.55));
  vignette(s, 0.25);
};

const communityScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.5;
  sky(s, daySky, horizon + 5);
  sun(s, W * 0.85, H * 0.1, 36, "#fef3c7", 4);
  clouds(s, rng, 4, horizon * 0.6);
  for (let i = 0; i < 6; i++) s.add(acacia(between(rng, 0, W), horizon + 6, between(rng, 70, 120), "#3f6212"));
  s.add(rect(0, horizon, W, H - horizon, s.linear([[0, "#84cc16"], [1, "#4d7c0f"]])));
  bunting(s, H * 0.08, 40);
  s.add(tent(W * 0.05, horizon + 60, W * 0.18, C.orange), tent(W * 0.28, horizon + 50, W * 0.16, C.navy, C.orange), tent(W * 0.78, horizon + 60, W * 0.17, C.orange));
  const colors = [C.orange, "#fff", C.blue, "#a855f7", "#facc15", "#ef4444", "#14b8a6"];
  for (let i = 0; i < 14; i++) {
    const fx = between(rng, 0.05, 0.95) * W;
    const fy = between(rng, 0.68, 0.96) * H;
    const size = (fy / H) * between(rng, 120, 190) * (H / 800);
    const k: Kit = { shirt: pick(rng, colors), shorts: pick(rng, [C.navy, "#334155", "#1d4ed8", "#78350f"]), socks: "#fff", skin: pick(rng, SKIN) };
    s.add(shadow(fx, fy + 2, size, 0.2), figure(fx, fy, size, pick(rng, ["stand", "walk", "run", "celebrate"] as const), k, { flip: rng() < 0.5 }));
  }
  s.add(ball(W * 0.55, H * 0.92, 14));
  vignette(s, 0.2);
};

const goalkeeperScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.3;
  s.add(rect(0, 0, W, horizon + 10, s.linear([[0, "#020617"], [1, "#1e293b"]])));
  bokeh(s, rng, 24, horizon);
  stands(s, rng, horizon - H * 0.2, horizon + 4, { color: "#0b1120", density: 0.8 });
  pitch(s, horizon, { lines: false, dark: 0.3 });
  goalFrame(s, W * 0.08, H * 0.82, W * 0.84, H * 0.46, 50);
  const size = H * 0.42;
  s.add(
    shadow(W * 0.62, H * 0.86, size, 0.35),
    figure(W * 0.58, H * 0.62, size, "dive", kit("keeper", rng), { rotate: o.flip ? -72 : 72, flip: !!o.flip }),
  );
  s.add(ball(o.flip ? W * 0.2 : W * 0.86, H * 0.36, 20));
  s.add(line(W * 0.86, H * 0.36, W * 0.7, H * 0.6, "#fff", 4, `opacity="0.25" stroke-dasharray="10 12"`));
  vignette(s, 0.45);
};

const huddleScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.62;
  sky(s, skyFor(o.variant ?? "sunset"), horizon + 5);
  sun(s, W * 0.5, horizon - 40, 70, "#fed7aa", 3.5);
  hills(s, horizon, 35, "#431407", o.seed, 0.6);
  s.add(acacia(W * 0.1, horizon + 4, 140, "#1c1917"), acacia(W * 0.86, horizon + 4, 170, "#1c1917"));
  s.add(rect(0, horizon, W, H - horizon, s.linear([[0, "#3f2a14"], [1, "#0c0a09"]])));
  const n = 8;
  for (let i = 0; i < n; i++) {
    const fx = W * (0.24 + (i / (n - 1)) * 0.52);
    const size = H * (0.44 + (i % 2) * 0.03);
    s.add(figure(fx, H * 0.93, size, "huddle", kit("silhouette", rng, "#0c0a09"), { flip: i % 2 === 0 }));
  }
  vignette(s, 0.4);
};

const lakeCampScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const lakeY = H * 0.5;
  sky(s, [[0, "#7dd3fc"], [0.8, "#fde68a"], [1, "#fdba74"]], lakeY);
  sun(s, W * 0.7, lakeY - 70, 44, "#fef3c7", 4);
  hills(s, lakeY - 10, 90, "#475569", o.seed + "far", 0.6);
  hills(s, lakeY, 50, "#334155", o.seed + "near", 0.7);
  s.add(rect(0, lakeY, W, H * 0.14, s.linear([[0, "#60a5fa"], [1, "#1d4ed8"]])));
  for (let i = 0; i < 12; i++) s.add(rect(between(rng, 0, W), lakeY + between(rng, 10, H * 0.12), between(rng, 40, 120), 3, "#fff", `opacity="0.5"`));
  s.add(rect(0, H * 0.64, W, H * 0.36, s.linear([[0, "#65a30d"], [1, "#3f6212"]])));
  s.add(acacia(W * 0.08, H * 0.7, 170, "#1a2e05"), acacia(W * 0.93, H * 0.72, 140, "#1a2e05"));
  for (let i = 0; i < 6; i++) {
    const fx = W * (0.2 + i * 0.12);
    const fy = H * (0.84 + (i % 3) * 0.04);
    const size = 170 * (H / 800);
    s.add(shadow(fx, fy + 2, size, 0.25), figure(fx, fy, size, "run", kit(i % 2 ? "training" : "home", rng), { flip: false }));
  }
  vignette(s, 0.2);
};

const studyScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const graduation = o.variant === "day";
  s.add(rect(0, 0, W, H, s.linear([[0, graduation ? "#0f766e" : "#1e3a8a"], [1, C.navy]])));
  // Chalkboard with pitch sketch and sums on the wall.
  s.add(rect(W * 0.08, H * 0.08, W * 0.5, H * 0.46, "#78350f", `rx="10"`), rect(W * 0.095, H * 0.1, W * 0.47, H * 0.42, "#14532d", `rx="6"`));
  s.add(
    `<g stroke="#f8fafc" stroke-opacity="0.7" stroke-width="4" fill="none" stroke-linecap="round">${rect(W * 0.13, H * 0.15, W * 0.2, H * 0.3, "none")}${line(
      W * 0.23,
      H * 0.15,
      W * 0.23,
      H * 0.45,
      "#f8fafc",
      4,
    )}${circle(W * 0.23, H * 0.3, H * 0.05, "none")}<path d="M${W * 0.38} ${H * 0.2} h${W * 0.05} M${W * 0.38} ${H * 0.27} h${W * 0.12} M${W * 0.38} ${H * 0.34} h${
      W * 0.09
    } M${W * 0.38} ${H * 0.41} h${W * 0.14}"/></g>`,
  );
  s.add(rect(0, H * 0.7, W, H * 0.3, "#92400e"), rect(0, H * 0.7, W, 12, "#b45309"));
  // A stack of books, a ball and a pencil on the desk.
  const bookColors = [C.orange, "#3b82f6", "#10b981", "#f59e0b", "#ef4444"];
  let y = H * 0.7;
  for (let i = 0; i < 5; i++) {
    const w = between(rng, 220, 300);
    const h = 36;
    const x = W * 0.64 + between(rng, -15, 15);
    s.add(rect(x, y - h, w, h, bookColors[i], `rx="4"`), rect(x + 6, y - h + 8, w - 12, 4, "#fff", `opacity="0.5"`));
    y -= h;
  }
  s.add(ball(W * 0.3, H * 0.7 - 70, 70));
  if (graduation) {
    // A mortarboard resting on the ball: scholarships and school come first.
    const cx = W * 0.3;
    const cy = H * 0.7 - 150;
    s.add(
      poly([[cx - 60, cy + 4], [cx + 60, cy + 4], [cx + 54, cy + 34], [cx - 54, cy + 34]], "#111827"),
      poly([[cx, cy - 40], [cx + 130, cy], [cx, cy + 34], [cx - 130, cy]], "#1f2937"),
      circle(cx, cy, 8, C.orange),
      `<path d="M${cx} ${cy} Q${cx + 70} ${cy + 10} ${cx + 90} ${cy + 70}" stroke="${C.orange}" stroke-width="6" fill="none"/>`,
      rect(cx + 82, cy + 66, 16, 30, C.orange, `rx="4"`),
    );
  }
  s.add(line(W * 0.44, H * 0.86, W * 0.58, H * 0.8, C.amber, 14), line(W * 0.575, H * 0.806, W * 0.59, H * 0.8, "#fde68a", 14));
  s.add(star(W * 0.85, H * 0.16, 40, C.orange, `opacity="0.85"`), star(W * 0.93, H * 0.3, 22, C.amber, `opacity="0.6"`), star(W * 0.76, H * 0.32, 16, "#fff", `opacity="0.5"`));
  vignette(s, 0.3);
};

const kitLaunchScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, "#64748b"], [1, "#1e293b"]])));
  bokeh(s, rng, 30, H);
  for (const x of [0.3, 0.7]) {
    s.add(poly([[W * x - 15, 0], [W * x + 15, 0], [W * x + 230, H], [W * x - 230, H]], s.linear([[0, "#fff7ed", 0.3], [1, "#fff7ed", 0.05]])));
    s.add(circle(W * x, H * 0.45, H * 0.42, s.radial([[0, "#fff", 0.55], [1, "#fff", 0]])));
  }
  s.add(ellipse(W * 0.3, H * 0.9, 220, 28, "#000", `opacity="0.35"`), ellipse(W * 0.7, H * 0.9, 220, 28, "#000", `opacity="0.35"`));
  s.add(`<g transform="translate(${r1(W * 0.3 - 300 * 1.15)} ${r1(H * 0.12)}) scale(1.15)">${jerseyShape(C.orange, C.navy, { stars: true })}</g>`);
  s.add(`<g transform="translate(${r1(W * 0.7 - 300 * 1.15)} ${r1(H * 0.12)}) scale(1.15)">${jerseyShape(C.navy, C.orange, {})}</g>`);
  confetti(s, rng, 50, H * 0.5, [C.orange, C.amber, "#fff"]);
};

const bottleScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  sky(s, [[0, "#f97316"], [0.6, "#fdba74"], [1, "#fef3c7"]], H);
  sun(s, W * 0.78, H * 0.2, 90, "#fff7ed", 2.5);
  s.add(rect(0, H * 0.75, W, H * 0.25, s.linear([[0, "#65a30d"], [1, "#3f6212"]])));
  for (let i = 0; i < 4; i++) s.add(acacia(between(rng, 0, W * 0.6), H * 0.76, between(rng, 60, 110), "#7c2d12"));
  s.add(`<g transform="translate(${r1(W * 0.38 - 300 * 1.1)} ${r1(H * 0.08)}) scale(1.1)">${bottleShape(C.navy, C.orange)}</g>`);
  // Droplets.
  for (let i = 0; i < 9; i++) {
    const x = W * between(rng, 0.2, 0.6);
    const y = H * between(rng, 0.1, 0.7);
    const r = between(rng, 8, 18);
    s.add(`<path d="M${r1(x)} ${r1(y - r * 1.8)} Q${r1(x + r)} ${r1(y - r * 0.3)} ${r1(x)} ${r1(y + r)} Q${r1(x - r)} ${r1(y - r * 0.3)} ${r1(x)} ${r1(y - r * 1.8)}Z" fill="#bae6fd" opacity="0.8"/>`);
  }
};

const profileScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, C.orangeDark], [0.55, "#7c2d12"], [1, C.navy]], 0, 0, 1, 1)));
  for (let i = 0; i < 14; i++) s.add(star(between(rng, 0, W), between(rng, 0, H), between(rng, 10, 40), "#fff", `opacity="${r1(between(rng, 0.06, 0.18))}"`));
  s.add(circle(W * 0.5, H * 0.5, H * 0.5, s.radial([[0, "#fff7ed", 0.4], [1, "#fff7ed", 0]])));
  s.add(ellipse(W * 0.5, H * 0.92, 280, 26, "#000", `opacity="0.3"`));
  const k = (H * 0.85) / 520;
  s.add(`<g transform="translate(${r1(W / 2 - 300 * k)} ${r1(H * 0.04)}) scale(${r1(k * 100) / 100})">${jerseyShape(C.orange, C.navy, { number: o.accent ?? "5", armband: true })}</g>`);
  vignette(s, 0.35);
};

/** Rest day: the kit left on the bench under a night sky. */
const recoveryScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  const horizon = H * 0.55;
  sky(s, [[0, "#1e1b4b"], [0.7, "#3730a3"], [1, "#6366f1"]], horizon + 5);
  starField(s, rng, 70, horizon * 0.8);
  s.add(circle(W * 0.8, H * 0.18, 60, "#fef9c3"), circle(W * 0.8 + 24, H * 0.18 - 14, 56, "#2e2a86"));
  hills(s, horizon, 40, "#1e1b4b", o.seed);
  floodlight(s, W * 0.12, horizon, H * 0.35);
  pitch(s, horizon, { dark: 0.5, c1: "#14532d", c2: "#166534" });
  // The bench: seat, legs and backrest, with a towel, a bottle and a pair of boots.
  const by = H * 0.72;
  s.add(rect(W * 0.18, by - 150, W * 0.64, 26, "#78350f", `rx="6"`), rect(W * 0.16, by, W * 0.68, 34, "#92400e", `rx="6"`));
  for (const x of [0.2, 0.48, 0.78]) s.add(rect(W * x, by + 30, 22, H - by - 40, "#451a03"), rect(W * x, by - 130, 16, 140, "#451a03"));
  s.add(`<path d="M${r1(W * 0.3)} ${r1(by - 4)} h180 v-10 q-90 -30 -180 0Z" fill="${C.orange}"/>`, rect(W * 0.3, by - 4, 180, 70, C.orange, `rx="10"`), rect(W * 0.3, by + 40, 180, 10, "#fff", `opacity="0.7"`));
  s.add(`<g transform="translate(${r1(W * 0.58)} ${r1(by - 215)}) scale(0.42)">${bottleShape(C.navy, C.orange)}</g>`);
  s.add(`<g transform="translate(${r1(W * 0.36)} ${r1(H - 130)}) scale(0.35)">${bootShape(C.orange)}</g>`, `<g transform="translate(${r1(W * 0.5)} ${r1(H - 120)}) scale(0.35)">${bootShape(C.orange)}</g>`);
  vignette(s, 0.45);
};

const dressingRoomScene: Scene = (s, o) => {
  const rng = rngFrom(o.seed);
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, "#1e293b"], [1, "#0f172a"]])));
  for (let x = 0; x < W; x += 80) s.add(rect(x, 0, 78, H * 0.72, "#334155", `opacity="0.6"`));
  s.add(rect(0, H * 0.72, W, H * 0.28, "#475569"), rect(0, H * 0.7, W, 26, "#92400e"), rect(0, H * 0.76, W, 22, "#78350f"));
  for (let i = 0; i < 5; i++) {
    const cx = W * (0.12 + i * 0.19);
    s.add(circle(cx, H * 0.1, 8, "#94a3b8"));
    s.add(`<g transform="translate(${r1(cx - 300 * 0.42)} ${r1(H * 0.1)}) scale(0.42)">${jerseyShape(i % 2 ? C.navy : C.orange, i % 2 ? C.orange : C.navy, { number: ["7", "4", "10", "2", "9"][i] })}</g>`);
  }
  for (let i = 0; i < 4; i++) s.add(`<g transform="translate(${r1(W * (0.12 + i * 0.2))} ${r1(H * 0.6)}) scale(0.4)">${bootShape(pick(rng, [C.orange, "#111827", "#fff"]))}</g>`);
  s.add(rect(0, 0, W, H, s.radial([[0, "#fde68a", 0.15], [1, "#000", 0.4]], 0.5, 0.2, 0.9)));
};

const interviewScene: Scene = (s) => {
  const { W, H } = s;
  s.add(rect(0, 0, W, H, "#f8fafc"));
  // Sponsor-board backdrop: a grid of crests.
  let grid = "";
  for (let y = 40; y < H; y += 120) for (let x = ((y / 120) % 2) * 80 + 40; x < W; x += 160) grid += star(x, y, 22, C.orange, `opacity="0.35"`) + circle(x, y, 36, "none", `stroke="${C.navy}" stroke-opacity="0.15" stroke-width="4"`);
  s.add(grid, rect(0, 0, W, H, s.linear([[0, "#000", 0], [1, "#000", 0.35]])));
  // Microphone on a stand.
  const cx = W * 0.5;
  s.add(line(cx, H * 0.5, cx, H * 0.98, "#1f2937", 14), ellipse(cx, H * 0.98, 120, 18, "#1f2937"));
  s.add(rect(cx - 46, H * 0.18, 92, H * 0.34, "#111827", `rx="46"`));
  let mesh = "";
  for (let y = H * 0.2; y < H * 0.34; y += 12) mesh += line(cx - 36, y, cx + 36, y, "#4b5563", 3);
  s.add(mesh, rect(cx - 52, H * 0.35, 104, 34, C.orange, `rx="8"`), star(cx, H * 0.35 + 17, 12, "#fff"));
  s.add(`<path d="M${cx - 80} ${H * 0.3} Q${cx - 80} ${H * 0.6} ${cx} ${H * 0.6} Q${cx + 80} ${H * 0.6} ${cx + 80} ${H * 0.3}" stroke="#374151" stroke-width="12" fill="none"/>`);
  vignette(s, 0.3);
};

const videoScene: Scene = (s, o) => {
  heroScene(s, o);
  const { W, H } = s;
  s.add(rect(0, 0, W, H, "#0f172a", `opacity="0.35"`));
  s.add(circle(W / 2, H / 2, H * 0.16, C.orange, `opacity="0.92"`), poly([[W / 2 - H * 0.05, H / 2 - H * 0.08], [W / 2 - H * 0.05, H / 2 + H * 0.08], [W / 2 + H * 0.085, H / 2]], "#fff"));
};

const tacticsScene: Scene = (s, o) => {
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, "#334155"], [1, "#0f172a"]])));
  for (let x = 0; x < W; x += 40) s.add(line(x, 0, x, H, "#fff", 1, `opacity="0.03"`));
  tacticsBoard(s, W * 0.1, H * 0.12, W * 0.8, H * 0.72, o.seed);
  s.add(line(W * 0.74, H * 0.92, W * 0.86, H * 0.89, o.accent ?? C.orange, 16), rect(W * 0.3, H * 0.9, W * 0.18, 16, "#fff", `rx="8" opacity="0.85"`));
  vignette(s, 0.3);
};

// ---------------------------------------------------------------- shop illustrations (600 x 600 space)

function jerseyShape(
  body: string,
  trim: string,
  opts: { stars?: boolean; number?: string; longSleeves?: boolean; zip?: boolean; armband?: boolean },
) {
  const outline = opts.longSleeves
    ? "M232 100 Q300 140 368 100 L448 122 Q500 150 520 250 L548 440 L490 452 L456 268 L446 240 L446 500 Q300 520 154 500 L154 240 L144 268 L110 452 L52 440 L80 250 Q100 150 152 122Z"
    : "M232 100 Q300 140 368 100 L448 122 L530 205 L478 262 L446 232 L446 500 Q300 520 154 500 L154 232 L122 262 L70 205 L152 122Z";
  let pattern = "";
  if (opts.stars) {
    for (let y = 180; y < 480; y += 60) for (let x = 190 + ((y / 60) % 2) * 30; x < 420; x += 60) pattern += star(x, y, 9, "#fff", `opacity="0.13"`);
  }
  const cuffs = opts.longSleeves
    ? line(56, 424, 116, 436, trim, 16, `stroke-linecap="butt"`) + line(486, 436, 546, 424, trim, 16, `stroke-linecap="butt"`)
    : line(80, 215, 126, 262, trim, 14, `stroke-linecap="butt"`) + line(474, 262, 520, 215, trim, 14, `stroke-linecap="butt"`);
  const chest = opts.number
    ? numberShape(opts.number, 300, 190, 150, trim)
    : `${circle(370, 200, 24, trim)}${star(370, 200, 14, body)}${rect(200, 186, 60, 10, trim, `rx="5" opacity="0.6"`)}`;
  return (
    `<path d="${outline}" fill="${body}"/>` +
    pattern +
    `<path d="M154 300 Q300 330 446 300 L446 500 Q300 520 154 500Z" fill="#000" opacity="0.08"/>` +
    `<path d="M232 100 Q300 140 368 100 L356 96 Q300 124 244 96Z" fill="${trim}"/>` +
    `<path d="M232 100 Q300 150 368 100" stroke="${trim}" stroke-width="10" fill="none"/>` +
    (opts.zip ? line(300, 125, 300, 230, trim, 6) + rect(292, 222, 16, 22, trim, `rx="3"`) : "") +
    cuffs +
    chest +
    line(154, 232, 154, 500, "#000", 3, `opacity="0.12"`) +
    line(446, 232, 446, 500, "#000", 3, `opacity="0.12"`) +
    (opts.armband ? poly([[446, 150], [478, 182], [462, 198], [446, 182]], C.amber) : "")
  );
}

const DIGITS: Record<string, string> = {
  "0": "M30 0C8 0 0 25 0 50S8 100 30 100 60 75 60 50 52 0 30 0Z",
  "1": "M12 18 36 0V100",
  "2": "M4 24C4 6 20 0 31 0 46 0 57 10 57 26 57 52 4 66 4 100H60",
  "3": "M4 0H56L26 40C46 38 60 50 60 69 60 88 46 100 28 100 15 100 5 94 0 86",
  "4": "M44 100V0L0 68H60",
  "5": "M56 0H10L6 44C14 38 22 36 30 36 48 36 60 50 60 68 60 87 46 100 28 100 16 100 6 95 0 88",
  "6": "M52 4C26 8 2 30 2 66 2 86 14 100 31 100 48 100 60 87 60 69 60 52 48 40 32 40 17 40 6 50 3 60",
  "7": "M0 0H60L22 100",
  "8": "M30 46C14 46 4 37 4 23S14 0 30 0 56 9 56 23 46 46 30 46ZM30 46C48 46 60 58 60 73S48 100 30 100 0 88 0 73 12 46 30 46Z",
  "9": "M8 96C34 92 58 70 58 34 58 14 46 0 29 0 12 0 0 13 0 31 0 48 12 60 28 60 43 60 54 50 57 40",
};

/** Shirt numbers drawn as stroked paths (no font needed), centred on cx, top at y, height h. */
function numberShape(value: string, cx: number, y: number, h: number, color: string) {
  const k = h / 100;
  const advance = 78 * k;
  const start = cx - (advance * (value.length - 1) + 60 * k) / 2;
  return [...value]
    .map(
      (digit, i) =>
        `<path d="${DIGITS[digit]}" transform="translate(${r1(start + i * advance)} ${r1(y)}) scale(${r1(k * 100) / 100})" fill="none" stroke="${color}" stroke-width="${r1(
          18 / k,
        )}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join("");
}

function shortsShape(body: string, trim: string) {
  return (
    `<path d="M170 160 L430 160 L470 440 L322 456 L300 300 L278 456 L130 440Z" fill="${body}"/>` +
    rect(170, 150, 260, 34, body) +
    rect(170, 176, 260, 6, "#000", `opacity="0.15"`) +
    line(292, 184, 280, 240, "#fff", 4, `opacity="0.8"`) +
    line(308, 184, 320, 240, "#fff", 4, `opacity="0.8"`) +
    poly([[172, 190], [188, 190], [148, 440], [132, 438]], trim) +
    poly([[412, 190], [428, 190], [468, 438], [452, 440]], trim) +
    star(380, 400, 16, trim)
  );
}

function scarfShape(a: string, b: string) {
  let bars = "";
  for (let i = 0; i < 10; i++) bars += rect(0, i * 48, 110, 48, i % 2 ? b : a);
  let fringe = "";
  for (let x = 8; x < 110; x += 14) fringe += line(x, 480, x, 520, a, 6) + line(x, -40, x, 0, a, 6);
  return `<g transform="translate(300 300) rotate(-35) translate(-55 -240)">${fringe}${bars}${star(55, 240, 22, "#fff")}${rect(
    0,
    0,
    110,
    480,
    "none",
    `stroke="#000" stroke-opacity="0.1" stroke-width="4"`,
  )}</g>`;
}

function capShape(body: string, trim: string) {
  return (
    `<path d="M140 360 Q140 170 300 160 Q460 170 460 360Z" fill="${body}"/>` +
    `<path d="M300 160 Q250 260 240 360 M300 160 Q350 260 360 360" stroke="#000" stroke-opacity="0.15" stroke-width="4" fill="none"/>` +
    `<path d="M120 360 Q300 330 480 360 Q520 420 300 430 Q80 420 120 360Z" fill="${trim}"/>` +
    rect(130, 350, 340, 14, "#000", `opacity="0.12"`) +
    circle(300, 160, 14, trim) +
    circle(300, 270, 38, "#fff", `opacity="0.9"`) +
    star(300, 270, 24, C.orange)
  );
}

function bottleShape(body: string, trim: string) {
  return (
    rect(250, 60, 100, 30, "#111827", `rx="8"`) +
    rect(282, 30, 36, 36, "#111827", `rx="6"`) +
    `<path d="M230 110 Q230 90 260 90 L340 90 Q370 90 370 110 L380 150 L380 500 Q380 530 350 530 L250 530 Q220 530 220 500 L220 150Z" fill="${body}"/>` +
    rect(220, 250, 160, 110, trim) +
    circle(300, 305, 34, "#fff") +
    star(300, 305, 22, trim) +
    rect(240, 150, 14, 330, "#fff", `rx="7" opacity="0.25"`) +
    rect(220, 470, 160, 12, "#000", `opacity="0.15"`)
  );
}

function sockShape(body: string, band: string, dx: number) {
  return `<g transform="translate(${dx} 0)"><path d="M150 100 L250 100 L250 390 Q250 420 280 430 L330 448 Q370 462 360 500 Q350 530 310 522 L180 490 Q150 482 150 450Z" fill="${body}"/>${rect(
    150,
    100,
    100,
    50,
    band,
  )}${rect(150, 160, 100, 14, band)}<path d="M300 444 Q340 450 350 480 Q355 505 330 515 L310 510 Z" fill="#000" opacity="0.12"/></g>`;
}

function bagShape(body: string, trim: string) {
  return (
    `<path d="M210 230 Q300 90 390 230" stroke="#111827" stroke-width="22" fill="none"/>` +
    rect(100, 220, 400, 240, body, `rx="60"`) +
    rect(100, 360, 400, 26, trim) +
    line(150, 250, 450, 250, "#94a3b8", 6) +
    rect(420, 240, 16, 24, "#cbd5e1", `rx="4"`) +
    ellipse(300, 460, 200, 12, "#000", `opacity="0.2"`) +
    circle(300, 305, 34, "#fff", `opacity="0.95"`) +
    star(300, 305, 22, C.orange)
  );
}

function bootShape(color: string) {
  return (
    `<path d="M60 120 L200 120 L210 220 Q320 240 380 260 Q420 275 410 310 L60 310Z" fill="${color}"/>` +
    rect(60, 300, 360, 16, "#334155") +
    [90, 160, 230, 300, 370].map((x) => rect(x, 314, 18, 16, "#64748b")).join("") +
    line(200, 160, 260, 240, C.navy, 8)
  );
}

function tracksuitShape(body: string, trim: string) {
  const jacket = `<g transform="translate(10 40) scale(0.62)">${jerseyShape(body, trim, { longSleeves: true, zip: true })}</g>`;
  const trousers =
    `<g transform="translate(330 100)"><path d="M20 0 L220 0 L250 460 L160 470 L120 120 L80 470 L-10 460Z" fill="${body}"/>` +
    rect(20, -10, 200, 28, body) +
    line(30, 20, 0, 450, trim, 12, `stroke-linecap="butt"`) +
    line(210, 20, 240, 450, trim, 12, `stroke-linecap="butt"`) +
    rect(-10, 440, 90, 20, trim) +
    rect(160, 440, 90, 20, trim) +
    `</g>`;
  return jacket + trousers;
}

function ballShape() {
  return ball(300, 300, 200).replaceAll(C.navy, C.orange) + circle(250, 230, 60, "#fff", `opacity="0.25"`);
}

function product(draw: string, bg = "#f1f5f9") {
  const s = new Svg(600, 600);
  s.add(rect(0, 0, 600, 600, s.radial([[0, "#ffffff"], [1, bg]], 0.5, 0.45, 0.7)));
  s.add(ellipse(300, 548, 200, 16, "#0f172a", `opacity="0.1"`));
  s.add(draw);
  return s;
}

// ---------------------------------------------------------------- crest, avatars, icons

/** The club crest: a navy shield with an orange border, a star and a stroked "RS" monogram. */
const CREST = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" width="200" height="240" role="img" aria-label="Rising Stars Football Club crest">
<title>Rising Stars FC</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<path d="M100 6 192 34V118C192 176 152 214 100 234 48 214 8 176 8 118V34Z" fill="#f97316"/>
<path d="M100 18 180 42V118C180 168 146 200 100 220 54 200 20 168 20 118V42Z" fill="url(#g)"/>
<path d="M100 30 168 50V118C168 160 140 188 100 206 60 188 32 160 32 118V50Z" fill="none" stroke="#f97316" stroke-opacity=".35" stroke-width="2"/>
<path d="${starPath(100, 72, 27, 0.42)}" fill="#f97316"/>
<path d="M52 103H152" stroke="#f97316" stroke-width="3" stroke-opacity=".6"/>
<g fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round">
<path d="M56 176V118H78A15.5 15.5 0 0 1 78 149H56M75 149 94 176"/>
<path d="M148 126C142 118 134 116 127 116 116 116 109 122 109 131 109 141 119 144 128 146 139 149 149 153 149 163 149 172 140 178 128 178 118 178 110 173 106 167"/>
</g>
</svg>
`;

function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/);
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase();
}

/** A consistent illustrated avatar: initials over a head-and-shoulders shape in the club colours. */
function avatar(name: string, role: "player" | "coach" | "staff") {
  const bg = role === "player" ? ["#1e293b", "#0f172a"] : role === "coach" ? ["#0f172a", "#172554"] : ["#334155", "#1e293b"];
  const shirt = role === "player" ? C.orange : role === "coach" ? "#1e293b" : "#475569";
  const collar =
    role === "player"
      ? `<path d="M160 292 200 336 240 292" stroke="#0f172a" stroke-width="12" fill="none"/>`
      : role === "coach"
        ? `<path d="M200 300V400" stroke="#f97316" stroke-width="8"/><path d="M165 290 200 300 235 290" stroke="#f97316" stroke-width="10" fill="none"/>`
        : `<path d="M168 290 200 350 232 290Z" fill="#f8fafc"/><path d="M192 310h16l-3 40h-10Z" fill="#f97316"/>`;
  const escaped = name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escaped}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="200" cy="180" r="150" fill="#f97316" opacity=".08"/>
<path d="${starPath(340, 60, 26)}" fill="#f97316" opacity=".5"/>
<path d="M50 400C50 320 110 282 200 282S350 320 350 400Z" fill="${shirt}"/>
${collar}
<text x="200" y="168" text-anchor="middle" dominant-baseline="central" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="120" font-weight="700" fill="#fff" letter-spacing="4">${initialsOf(
    name,
  )}</text>
<rect x="150" y="246" width="100" height="6" rx="3" fill="#f97316"/>
</svg>
`;
}

/** Wraps PNG bytes in an ICO container (ICONDIR + one ICONDIRENTRY + the PNG). */
function pngToIco(png: Buffer, size: number) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, png]);
}

// ---------------------------------------------------------------- output

const written: Array<{ file: string; bytes: number }> = [];

function writeFile(rel: string, data: Buffer | string) {
  const file = path.join(PUBLIC, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  written.push({ file: rel, bytes: fs.statSync(file).size });
}

async function webp(rel: string, svg: string, quality = 64) {
  const buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  writeFile(rel, buffer);
  return buffer.length;
}

/** Renders a scene at full size and, when asked, at a smaller width for srcset (same drawing). */
async function scene(
  rel: string,
  [W, H]: [number, number],
  draw: Scene,
  o: SceneOpts,
  opts: { out?: [number, number]; extra?: Array<{ suffix: string; width: number }>; quality?: number } = {},
) {
  const { out = [W, H], extra = [], quality = 64 } = opts;
  const s = new Svg(W, H);
  draw(s, o);
  await webp(rel, s.toString(out[0], out[1]), quality);
  for (const { suffix, width } of extra) {
    await webp(rel.replace(/\.webp$/, `${suffix}.webp`), s.toString(width, Math.round((H * width) / W)), quality);
  }
}

async function main() {
  fs.mkdirSync(IMAGES, { recursive: true });

  // Crest, favicon and app icons.
  writeFile("images/crest.svg", CREST);
  const crestPng = (size: number) => sharp(Buffer.from(CREST), { density: (72 * size) / 200 }).resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } }).png();
  writeFile("favicon.ico", pngToIco(await crestPng(32).toBuffer(), 32));
  for (const size of [192, 512]) {
    const inner = Math.round(size * 0.72);
    const crest = await sharp(Buffer.from(CREST), { density: (72 * inner) / 200 }).resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
    const png = await sharp({ create: { width: size, height: size, channels: 4, background: C.navy } })
      .composite([{ input: crest, gravity: "center" }])
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    writeFile(`images/icon-${size}.png`, png);
  }

  // Hero: must stay light (≤ 100 KB full, ≤ 45 KB at 800 wide).
  const hero = new Svg(1600, 900);
  heroScene(hero, { seed: "hero" });
  let quality = 62;
  while ((await webp("images/hero.webp", hero.toString(), quality)) > 100_000 && quality > 30) {
    written.pop();
    quality -= 6;
  }
  quality = 60;
  while ((await webp("images/hero-800.webp", hero.toString(800, 450), quality)) > 45_000 && quality > 30) {
    written.pop();
    quality -= 6;
  }

  // Gallery (1200 x 800 plus a 600-wide copy for srcset).
  const half = [{ suffix: "-600", width: 600 }];
  const gallery: Array<[string, Scene, SceneOpts]> = [
    ["training-drills", trainingScene, { seed: "g-training", variant: "day" }],
    ["match-day", matchDayScene, { seed: "g-match", variant: "day" }],
    ["trophy", trophyScene, { seed: "g-trophy" }],
    ["academy-kids", academyKidsScene, { seed: "g-kids", variant: "sunset" }],
    ["stadium-lights", stadiumLightsScene, { seed: "g-lights", variant: "night" }],
    ["celebrations", celebrationScene, { seed: "g-celebrate" }],
    ["team-bus", teamBusScene, { seed: "g-bus", variant: "day" }],
    ["community-day", communityScene, { seed: "g-community" }],
    ["goalkeeper-save", goalkeeperScene, { seed: "g-keeper" }],
    ["sunset-training", huddleScene, { seed: "g-huddle", variant: "sunset" }],
  ];
  for (const [name, draw, o] of gallery) await scene(`images/gallery/${name}.webp`, [1200, 800], draw, o, { extra: half });

  // News (800 x 450, drawn on a 1600 x 900 canvas).
  const news: Array<[string, Scene, SceneOpts]> = [
    ["derby-victory", matchDayScene, { seed: "n-derby", variant: "dusk" }],
    ["academy-intake", academyKidsScene, { seed: "n-intake", variant: "day" }],
    ["new-home-kit", kitLaunchScene, { seed: "n-kit" }],
    ["community-clinic", communityScene, { seed: "n-clinic" }],
    ["u17-champions", trophyScene, { seed: "n-u17", variant: "sunset" }],
    ["floodlights-upgrade", stadiumLightsScene, { seed: "n-floodlights", variant: "dusk" }],
    ["scholarship-partnership", studyScene, { seed: "n-study", variant: "day" }],
    ["preseason-camp", lakeCampScene, { seed: "n-naivasha" }],
  ];
  for (const [name, draw, o] of news) await scene(`images/news/${name}.webp`, [1600, 900], draw, o, { out: [800, 450] });

  // Blog featured images (800 x 450).
  const blog: Array<[string, Scene, SceneOpts]> = [
    ["derby-report", celebrationScene, { seed: "b-derby" }],
    ["cup-final", trophyScene, { seed: "b-cup" }],
    ["u15-thika", matchDayScene, { seed: "b-thika", variant: "day", accent: "away", flip: true }],
    ["holiday-camp", trainingScene, { seed: "b-camp", variant: "sunset" }],
    ["school-partnership", studyScene, { seed: "b-school" }],
    ["profile-goalkeeper", goalkeeperScene, { seed: "b-keeper", flip: true }],
    ["profile-captain", profileScene, { seed: "b-captain" }],
    ["floodlights", stadiumLightsScene, { seed: "b-lights", variant: "night" }],
    ["team-bus", teamBusScene, { seed: "b-bus", variant: "sunset" }],
    ["hydration", bottleScene, { seed: "b-water" }],
    ["pressing-session", tacticsScene, { seed: "b-press" }],
    ["recovery", recoveryScene, { seed: "b-recovery" }],
  ];
  for (const [name, draw, o] of blog) await scene(`images/blog/${name}.webp`, [1600, 900], draw, o, { out: [800, 450] });

  // Exclusive content.
  const exclusive: Array<[string, Scene, SceneOpts]> = [
    ["dressing-room", dressingRoomScene, { seed: "e-dressing" }],
    ["video-session", videoScene, { seed: "e-video" }],
    ["tactics-board", tacticsScene, { seed: "e-tactics", accent: C.amber }],
    ["interview", interviewScene, { seed: "e-interview" }],
  ];
  for (const [name, draw, o] of exclusive) await scene(`images/exclusive/${name}.webp`, [1600, 900], draw, o, { out: [800, 450] });

  // Shop products (600 x 600).
  const products: Array<[string, string]> = [
    ["home-jersey", jerseyShape(C.orange, C.navy, { stars: true })],
    ["home-jersey-back", jerseyShape(C.orange, C.navy, { stars: true, number: "10" })],
    ["away-jersey", jerseyShape(C.navy, C.orange, {})],
    ["junior-jersey", `<g transform="translate(60 70) scale(0.8)">${jerseyShape(C.orange, C.navy, { stars: true })}</g>`],
    ["goalkeeper-jersey", jerseyShape("#a3e635", "#111827", { longSleeves: true })],
    ["home-shorts", shortsShape(C.navy, C.orange)],
    ["training-shorts", shortsShape("#111827", C.slate3)],
    ["scarf", scarfShape(C.orange, C.navy)],
    ["cap", capShape(C.navy, C.orange)],
    ["water-bottle", bottleShape(C.orange, C.navy)],
    ["training-top", jerseyShape(C.slate2, C.orange, { longSleeves: true, zip: true })],
    ["socks", sockShape(C.orange, C.navy, -60) + sockShape(C.orange, C.navy, 90)],
    ["kit-bag", bagShape(C.navy, C.orange)],
    ["tracksuit", tracksuitShape(C.navy, C.orange)],
    ["ball", ballShape()],
  ];
  for (const [name, draw] of products) await webp(`images/shop/${name}.webp`, product(draw).toString(), 70);

  // Avatars for players and staff (SVG, rendered by the browser).
  for (const player of seedPlayers) writeFile(player.imageUrl.replace(/^\//, ""), avatar(player.name, "player"));
  for (const coach of coachingStaff) writeFile(coach.imageUrl.replace(/^\//, ""), avatar(coach.name, "coach"));
  for (const member of administrativeStaff) writeFile(member.imageUrl.replace(/^\//, ""), avatar(member.name, "staff"));

  const width = Math.max(...written.map((w) => w.file.length));
  for (const { file, bytes } of written) console.log(`${file.padEnd(width)}  ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  console.log(`${written.length} files, ${(total / 1024).toFixed(0)} KB in total`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
