import { Tabs } from "~/components/ui/Tabs";

/** The members admin's three screens. */
export function MembersAdminTabs({ current }: { current: "members" | "content" | "benefits" }) {
  return (
    <Tabs
      label="Fan members admin"
      current={current}
      tabs={[
        { id: "members", label: "Members", href: "/admin/members" },
        { id: "content", label: "Exclusive Content", href: "/admin/members/content" },
        { id: "benefits", label: "Benefits", href: "/admin/members/benefits" },
      ]}
    />
  );
}
