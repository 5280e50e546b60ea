/** One titled group of label: value lines in an admin list's details dialog. */
export function DetailSection({ title, items }: { title: string; items: Array<[label: string, value: string]> }) {
  return (
    <section>
      <h3 className="text-base font-bold">{title}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="inline font-semibold text-slate-700">{label}: </dt>
            <dd className="inline break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
