// The fixed words of the fan club in the page's language: tier names, prices, statuses and content
// types. The rules themselves (prices, which tier reads what) stay in app/utils/membership.ts.
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { CONTENT_TYPES, tierOf, type MembershipType, type MemberStatus } from "~/utils/membership";

export function useMembershipTexts() {
  const t = useT("membership");
  const format = useFormat();
  return {
    t,
    format,
    tierName: (type: MembershipType) => t(`tiers.${type}`),
    /** "Free", "KES 2,500/year". */
    tierPrice: (type: MembershipType) => {
      const { price } = tierOf(type);
      return price === 0 ? t("price.free") : t("price.perYear", { price: format.kes(price) });
    },
    statusLabel: (status: MemberStatus) => t(`status.${status}`),
    /** A content type's label; a type the club no longer offers shows as stored. */
    contentTypeLabel: (type: string) => (CONTENT_TYPES.some((known) => known.value === type) ? t(`contentTypes.${type}`) : type),
    // `count` picks the plural ("1 view"), `shown` is the number as the page writes it ("1,234").
    views: (count: number) => t("content.views", { count, shown: format.number(count) }),
  };
}
