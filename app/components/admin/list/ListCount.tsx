/**
 * The line above an admin list: "1 order", "2,431 registrations", and "… match(es) your criteria" while a
 * search or filter is on. Announced politely, so a screen reader hears the new count after filtering.
 */
export function ListCount({ total, noun, filtered }: { total: number; noun: { one: string; other: string }; filtered: boolean }) {
  const one = total === 1;
  return (
    <p className="mt-4 text-sm text-slate-600" aria-live="polite">
      {`${total.toLocaleString("en-KE")} ${one ? noun.one : noun.other}${filtered ? (one ? " matches your criteria" : " match your criteria") : ""}`}
    </p>
  );
}
