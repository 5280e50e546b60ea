import { useT } from "~/utils/i18n";

/** Sizes written in words, by their key in the shop's "sizes" texts. */
const WORDED: Record<string, string> = { "One Size": "sizes.oneSize", Junior: "sizes.junior", Adult: "sizes.adult" };
const YEARS = /^(\d+(?:\s*-\s*\d+)?) yrs$/;
const NUMBERED = /^Size (\d+)$/;

/**
 * A size as the shopper reads it: worded sizes ("One Size", "Junior"), ages ("8-9 yrs") and numbered
 * sizes ("Size 5") in the page's language; letter sizes (S, M, XL) and measures as stored. Forms still
 * send the stored size: only the label changes.
 */
export function useSizeLabel() {
  const t = useT("shop");
  return (size: string) => {
    if (Object.hasOwn(WORDED, size)) return t(WORDED[size]);
    const years = YEARS.exec(size);
    if (years) return t("sizes.years", { range: years[1] });
    const numbered = NUMBERED.exec(size);
    return numbered ? t("sizes.numbered", { number: numbered[1] }) : size;
  };
}
