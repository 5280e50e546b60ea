// Team names are typed by staff, but the club names its teams by age group ("Under-13s", "Senior
// Team"): a name in that form reads in the page's language (`fixtures:teamNames.*`); any other name,
// and every name in English, stays as typed.
import { DEFAULT_LANGUAGE, type Language } from "~/config/i18n";

const UNDER = /^under[- ]?(\d{1,2})s?$/i;
const SENIOR = /^(the )?seniors?( team)?$/i;

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `name` in `language`, with `t` the fixtures namespace's translator. */
export function teamNameIn(name: string, language: Language, t: Translate): string {
  if (language === DEFAULT_LANGUAGE) return name;
  const under = UNDER.exec(name.trim());
  if (under) return t("teamNames.under", { age: Number(under[1]) });
  return SENIOR.test(name.trim()) ? t("teamNames.senior") : name;
}
