import type { ReactNode } from "react";
import { Table, TBody, TH, THead, TR } from "~/components/ui/Table";
import { EmptyList } from "./EmptyList";

/**
 * The table of an admin list (cards on a phone): one header cell per column, one row per item whose
 * cells `children` draws, or `empty` when nothing is listed.
 */
export function ListTable<Row extends { id: number }>({
  columns,
  rows,
  empty,
  rowId,
  children,
}: {
  columns: string[];
  rows: Row[];
  empty: ReactNode;
  /**
   * Each row's anchor ("registration-12"): after an action the list comes back at `#registration-12`,
   * so the person sees the result beside what they pressed, also without JavaScript.
   */
  rowId?: (row: Row) => string;
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <EmptyList className="mt-3">{empty}</EmptyList>;
  return (
    <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
      <THead>
        <TR>
          {columns.map((column) => (
            <TH key={column}>{column}</TH>
          ))}
        </TR>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR key={row.id} id={rowId?.(row)} className={rowId ? "scroll-mt-24" : undefined}>
            {children(row)}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
