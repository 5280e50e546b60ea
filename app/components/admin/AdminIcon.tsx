import type { LucideIcon, LucideProps } from "lucide-react";
import BarChart3 from "lucide-react/dist/esm/icons/chart-column.js";
import Bell from "lucide-react/dist/esm/icons/bell.js";
import CalendarCheck from "lucide-react/dist/esm/icons/calendar-check.js";
import BookOpen from "lucide-react/dist/esm/icons/book-open.js";
import Database from "lucide-react/dist/esm/icons/database.js";
import Handshake from "lucide-react/dist/esm/icons/handshake.js";
import GraduationCap from "lucide-react/dist/esm/icons/graduation-cap.js";
import IdCard from "lucide-react/dist/esm/icons/id-card.js";
import Image from "lucide-react/dist/esm/icons/image.js";
import LayoutDashboard from "lucide-react/dist/esm/icons/layout-dashboard.js";
import Mail from "lucide-react/dist/esm/icons/mail.js";
import Settings from "lucide-react/dist/esm/icons/settings.js";
import ShoppingBag from "lucide-react/dist/esm/icons/shopping-bag.js";
import Wallet from "lucide-react/dist/esm/icons/wallet.js";
import Users from "lucide-react/dist/esm/icons/users.js";
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
  handshake: Handshake,
  payment: Wallet,
  calendar: CalendarCheck,
};

export function AdminIcon({ name, ...props }: LucideProps & { name: AdminIconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
