// A bar chart drawn as SVG on the server: readable without JavaScript, no chart library in the
// browser. Several series stack. The SVG has a title and a summary, each bar a native tooltip, and the
// same numbers follow in a table for screen readers and for reading exact values.
import { niceMax, type ChartData } from "~/utils/analytics";

// Orange, navy, red, teal: told apart by colour-blind readers too, and named in the legend.
const COLORS = ["#ea580c", "#1e3a5f", "#b91c1c", "#0f766e"];
// A drawing about as wide as the chart is shown (a phone's card to half a laptop's screen), so the
// 13-unit labels read at about 11 to 18 px instead of shrinking to 6 px in a 640-unit drawing.
const WIDTH = 420;
const HEIGHT = 200;
const FONT_SIZE = 13;
const PAD = { top: 12, right: 8, bottom: 30, left: 44 };

const number = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 1 });
const format = (value: number) => number.format(value);

export function BarChart({ chart }: { chart: ChartData }) {
  const totals = chart.labels.map((_, i) => chart.series.reduce((sum, s) => sum + s.values[i], 0));
  const grandTotal = totals.reduce((a, b) => a + b, 0);
  const titleId = `${chart.id}-chart-title`;
  const descId = `${chart.id}-chart-desc`;
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, chart.labels.length);
  const barWidth = Math.max(1, Math.min(40, slot * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  // At most about six labels under the axis, evenly spread; the table has every one.
  const labelEvery = Math.max(1, Math.ceil(chart.labels.length / 6));
  // Counts are whole numbers: no "2.5 registrations" gridline.
  const wholeNumbers = chart.series.every((series) => series.values.every(Number.isInteger));
  const ticks = [0, max / 2, max].filter((value) => !wholeNumbers || Number.isInteger(value));
  const peak = totals.indexOf(Math.max(...totals));
  const summary =
    grandTotal === 0
      ? chart.empty
      : `${format(grandTotal)} ${chart.unit.toLowerCase()} in total over ${chart.labels.length} bars; the highest is ${format(totals[peak])} (${chart.labels[peak]}).`;

  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-chart={chart.id}>
      <figcaption>
        <h3 className="font-semibold text-slate-900">{chart.title}</h3>
        <p className="text-sm text-slate-600">{chart.description}</p>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{chart.title}</title>
        <desc id={descId}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={FONT_SIZE} fill="#475569">
              {format(tick)}
            </text>
          </g>
        ))}
        {chart.labels.map((label, i) => {
          let base = 0;
          const x = PAD.left + slot * i + (slot - barWidth) / 2;
          return (
            <g key={label}>
              {chart.series.map((series, s) => {
                const value = series.values[i];
                if (!value) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return (
                  <rect key={series.name} x={x} y={top} width={barWidth} height={height} fill={COLORS[s % COLORS.length]}>
                    <title>{`${label}: ${format(value)}${chart.series.length > 1 ? ` ${series.name}` : ` ${chart.unit.toLowerCase()}`}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 ? (
                <text x={PAD.left + slot * i + slot / 2} y={HEIGHT - 9} textAnchor="middle" fontSize={FONT_SIZE} fill="#475569">
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" strokeWidth={1} />
      </svg>
      {grandTotal === 0 ? <p className="mt-2 text-sm text-slate-600">{chart.empty}</p> : null}
      {chart.series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm" aria-label={`${chart.title}: legend`}>
          {chart.series.map((series, s) => (
            <li key={series.name} className="flex items-center gap-2 capitalize">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: COLORS[s % COLORS.length] }} />
              {series.name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-club-orange-dark">Show the numbers as a table</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-4">{chart.keyLabel ?? "Period"}</th>
                {chart.series.map((series) => (
                  <th key={series.name} scope="col" className="py-1 pr-4 text-right capitalize">
                    {chart.series.length > 1 ? series.name : chart.unit}
                  </th>
                ))}
                {chart.series.length > 1 ? <th scope="col" className="py-1 text-right">Total</th> : null}
              </tr>
            </thead>
            <tbody>
              {chart.labels.map((label, i) => (
                <tr key={label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">{label}</th>
                  {chart.series.map((series) => (
                    <td key={series.name} className="py-1 pr-4 text-right tabular-nums">{format(series.values[i])}</td>
                  ))}
                  {chart.series.length > 1 ? <td className="py-1 text-right tabular-nums">{format(totals[i])}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
