/**
 * The icons of the public site's chrome and landing page, drawn from one cached sprite file
 * (app/assets/icons.svg, made from lucide's drawings by `npm run icons`) instead of inline SVG.
 * Adding a name here means running `npm run icons`; a unit test checks the sprite is current.
 */
export const ICON_NAMES = [
  "award",
  "calendar-clock",
  "calendar-days",
  "chevron-down",
  "clock",
  "dumbbell",
  "goal",
  "heart",
  "mail",
  "map-pin",
  "medal",
  "menu",
  "phone",
  "send",
  "shield",
  "sprout",
  "star",
  "trophy",
  "users",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
