import type { LucideProps } from "lucide-react";
import BookOpen from "lucide-react/dist/esm/icons/book-open.js";
import Dumbbell from "lucide-react/dist/esm/icons/dumbbell.js";
import GraduationCap from "lucide-react/dist/esm/icons/graduation-cap.js";
import Megaphone from "lucide-react/dist/esm/icons/megaphone.js";
import Trophy from "lucide-react/dist/esm/icons/trophy.js";
import User from "lucide-react/dist/esm/icons/user.js";

// The icons blog_categories names (Lucide's names); anything else falls back to BookOpen.
const ICONS = { Trophy, GraduationCap, User, Megaphone, Dumbbell, BookOpen };

export function CategoryIcon({ name, ...props }: LucideProps & { name: string }) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? BookOpen;
  return <Icon aria-hidden="true" {...props} />;
}
