// Fee periods (docs/decisions/0029-academy-fees.md): a month "2026-11" or a Kenyan school term "2026-T3".
// The terms follow the school year, so a family pays the academy when it pays school: T1 is January to
// April, T2 May to August, T3 September to December. Dates are Nairobi's (EAT has no daylight saving).
import { INTL_LOCALE, type Language } from "~/config/i18n";

/** The same kinds as fee_plans.period_kind (utils sit below the schema). */
export type FeePeriodKind = "month" | "term";

export type ParsedPeriod = { kind: FeePeriodKind; year: number; index: number };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const TERM = /^(\d{4})-T([1-3])$/;
const MONTHS_PER_TERM = 4;

/** "2026-11" → month 11 of 2026; "2026-T3" → term 3 of 2026; anything else null. */
export function parsePeriod(period: string): ParsedPeriod | null {
  const month = MONTH.exec(period);
  if (month) return { kind: "month", year: Number(month[1]), index: Number(month[2]) };
  const term = TERM.exec(period);
  if (term) return { kind: "term", year: Number(term[1]), index: Number(term[2]) };
  return null;
}

export const isPeriod = (value: string) => parsePeriod(value) !== null;

const pad = (n: number) => String(n).padStart(2, "0");
const monthOf = (year: number, month: number) => `${year}-${pad(month)}`;

const nairobiMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi", year: "numeric", month: "2-digit" });

/** The month ("2026-11") `at` falls in, in Nairobi. */
export function monthAt(at: Date): string {
  const parts = Object.fromEntries(nairobiMonth.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}

/** The term (1–3) of a month (1–12). */
const termOfMonth = (month: number) => Math.ceil(month / MONTHS_PER_TERM);

/** The period of `kind` that month "YYYY-MM" falls in. */
export function periodOfMonth(kind: FeePeriodKind, month: string): string {
  const [year, m] = month.split("-").map(Number);
  return kind === "month" ? monthOf(year, m) : `${year}-T${termOfMonth(m)}`;
}

/** The period of `kind` that `at` falls in (Nairobi). */
export const periodAt = (kind: FeePeriodKind, at: Date) => periodOfMonth(kind, monthAt(at));

function parsed(period: string): ParsedPeriod {
  const found = parsePeriod(period);
  if (!found) throw new RangeError(`Not a fee period: ${period}`);
  return found;
}

/** The first month of a period: "2026-11" → "2026-11", "2026-T3" → "2026-09". */
export function periodFirstMonth(period: string): string {
  const { kind, year, index } = parsed(period);
  return kind === "month" ? monthOf(year, index) : monthOf(year, (index - 1) * MONTHS_PER_TERM + 1);
}

/** The last month of a period: "2026-T3" → "2026-12". */
export function periodLastMonth(period: string): string {
  const { kind, year, index } = parsed(period);
  return kind === "month" ? monthOf(year, index) : monthOf(year, index * MONTHS_PER_TERM);
}

/** The first day of a period, YYYY-MM-DD. */
export const periodFirstDay = (period: string) => `${periodFirstMonth(period)}-01`;

/** The month after "YYYY-MM". */
export function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 12 ? monthOf(year + 1, 1) : monthOf(year, m + 1);
}

/** The month before "YYYY-MM". */
export function previousMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 1 ? monthOf(year - 1, 12) : monthOf(year, m - 1);
}

/** The period after `period`, of the same kind. */
export function nextPeriod(period: string): string {
  const { kind } = parsed(period);
  return periodOfMonth(kind, nextMonth(periodLastMonth(period)));
}

/** The first month of the period after the one of `kind` that `at` falls in: where a plan's change starts. */
export const nextPeriodFirstMonth = (kind: FeePeriodKind, at: Date) => periodFirstMonth(nextPeriod(periodAt(kind, at)));

/** "YYYY-MM-DD" plus `days` days. */
export function addDaysToDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const monthNames = new Map<Language, Intl.DateTimeFormat>();

/** "November 2026" / "Novemba 2026" for "2026-11". */
export function monthLabel(month: string, language: Language = "en"): string {
  let format = monthNames.get(language);
  if (!format) monthNames.set(language, (format = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: "long", year: "numeric", timeZone: "UTC" })));
  return format.format(new Date(`${month}-15T00:00:00Z`));
}

const TERM_LABEL: Record<Language, (term: number, year: number) => string> = {
  en: (term, year) => `Term ${term} ${year}`,
  sw: (term, year) => `Muhula wa ${term} ${year}`,
};

/** "November 2026" / "Novemba 2026", "Term 3 2026" / "Muhula wa 3 2026". */
export function periodLabel(period: string, language: Language = "en"): string {
  const { kind, year, index } = parsed(period);
  return kind === "month" ? monthLabel(monthOf(year, index), language) : TERM_LABEL[language](index, year);
}

/** Whether month "YYYY-MM" lies within [from, until] (until null: open-ended). Months compare as text. */
export const monthWithin = (month: string, from: string, until: string | null) => from <= month && (until === null || month <= until);
