import { useT } from "~/utils/i18n";

const YEARS = /^(\d+(?:\s*-\s*\d+)?) yrs$/;

/**
 * A size as the shopper reads it: "One Size" and "8-9 yrs" in the page's language, letter sizes (S,
 * M, XL) and measures as stored. Forms still send the stored size: only the label changes.
 */
export function useSizeLabel() {
  const t = useT("shop");
  return (size: string) => {
    if (size === "One Size") return t("sizes.oneSize");
    const years = YEARS.exec(size);
    return years ? t("sizes.years", { range: years[1] }) : size;
  };
}
