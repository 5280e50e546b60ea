import { Icon } from "~/components/ui/Icon";
import type { IconName } from "~/components/ui/icon-names";

// blog_categories names its icon in Lucide's component spelling ("GraduationCap"); anything else
// falls back to the open book.
const ICONS = new Map<string, IconName>([
  ["Trophy", "trophy"],
  ["GraduationCap", "graduation-cap"],
  ["User", "user"],
  ["Megaphone", "megaphone"],
  ["Dumbbell", "dumbbell"],
  ["BookOpen", "book-open"],
]);

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={ICONS.get(name) ?? "book-open"} className={className} />;
}
