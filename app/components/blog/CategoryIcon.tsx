import { BookOpen, Dumbbell, GraduationCap, Megaphone, Trophy, User, type LucideProps } from "lucide-react";

// The icons blog_categories names (Lucide's names); anything else falls back to BookOpen.
const ICONS = { Trophy, GraduationCap, User, Megaphone, Dumbbell, BookOpen };

export function CategoryIcon({ name, ...props }: LucideProps & { name: string }) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? BookOpen;
  return <Icon aria-hidden="true" {...props} />;
}
