import Download from "lucide-react/dist/esm/icons/download.js";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";

/**
 * The line at the top of an admin list: what the list is, and "Export CSV" of the rows the current
 * search and filters select (`<base>/export.csv?…`, only the filters that are set).
 */
export function ListIntro({
  children,
  base,
  filter,
  className,
}: {
  children: ReactNode;
  base: string;
  filter: Record<string, string>;
  className?: string;
}) {
  const exportParams = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));
  return (
    <div className={cx("flex flex-wrap items-center justify-between gap-4", className)}>
      <p className="text-slate-600">{children}</p>
      <a href={`${base}/export.csv${exportParams.size ? `?${exportParams}` : ""}`} download className={buttonClasses("secondary")}>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </div>
  );
}
