import { Card, CardContent } from "~/components/ui/Card";
import { cx } from "~/components/ui/cx";

export type StatCard = { label: string; value: number | string; notes?: readonly string[] };

/** The row of figures at the top of an admin screen; numbers are written the Kenyan way (12,500). */
export function StatCards({ label, cards, className }: { label: string; cards: readonly StatCard[]; className?: string }) {
  return (
    <ul className={cx("mt-6 grid gap-4", className ?? "grid-cols-2 lg:grid-cols-4")} aria-label={label}>
      {cards.map((card) => (
        <li key={card.label}>
          <Card className="h-full">
            <CardContent className="p-5 sm:p-5">
              <p className="text-sm font-medium text-slate-600">{card.label}</p>
              <p className="mt-1 text-3xl font-bold">{typeof card.value === "number" ? card.value.toLocaleString("en-KE") : card.value}</p>
              {card.notes?.map((note) => (
                <p key={note} className="text-sm text-slate-600">
                  {note}
                </p>
              ))}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
