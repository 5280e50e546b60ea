import {
  BarChart3,
  Bell,
  BookOpen,
  Database,
  GraduationCap,
  IdCard,
  Image,
  LayoutDashboard,
  Mail,
  Settings,
  ShoppingBag,
  Users,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { AdminIconName } from "~/config/admin-sections";

const icons: Record<AdminIconName, LucideIcon> = {
  dashboard: LayoutDashboard,
  academy: GraduationCap,
  mail: Mail,
  image: Image,
  book: BookOpen,
  bell: Bell,
  users: Users,
  chart: BarChart3,
  database: Database,
  settings: Settings,
  shop: ShoppingBag,
  membership: IdCard,
};

export function AdminIcon({ name, ...props }: LucideProps & { name: AdminIconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
