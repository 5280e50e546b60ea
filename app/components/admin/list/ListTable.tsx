import type { ReactNode } from "react";
import { Table, TBody, TH, THead, TR } from "~/components/ui/Table";
import { cx } from "~/components/ui/cx";
import { EmptyList } from "./EmptyList";

/**
 * The table of an admin list (cards on a phone): one header cell per column, one row per item whose
 * cells `children` draws, or `empty` when nothing is listed.
 */
export function ListTable<Row extends { id: number }>({
  columns,
  rows,
  empty,
  id,
  label,
  rowId,
  rowClassName,
  children,
}: {
  columns: string[];
  rows: Row[];
  empty: ReactNode;
  /** The list's own anchor: where it comes back when the row acted on has left it and none is left beside it. */
  id?: string;
  /** The table's name, when the page has more than one or its heading does not name it. */
  label?: string;
  /**
   * Each row's anchor ("registration-12"): after an action the list comes back at `#registration-12`,
   * so the person sees the result beside what they pressed, also without JavaScript.
   */
  rowId?: (row: Row) => string;
  /** A row that stands out (low stock). */
  rowClassName?: (row: Row) => string | undefined;
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) {
    return (
      <EmptyList id={id} className="mt-3 scroll-mt-24">
        {empty}
      </EmptyList>
    );
  }
  return (
    <Table id={id} aria-label={label} className="mt-3 scroll-mt-24" containerClassName="bg-white" stackOnMobile>
      <THead>
        <TR>
          {columns.map((column) => (
            <TH key={column}>{column}</TH>
          ))}
        </TR>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR key={row.id} id={rowId?.(row)} className={cx(rowId && "scroll-mt-24", rowClassName?.(row))}>
            {children(row)}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
