import { Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";

/** The shop's cart button: a link to /cart with a badge of how many items the cart holds. */
export function CartButton({ count }: { count: number }) {
  const t = useT("shop");
  return (
    <Link
      to="/cart"
      className={cx(buttonClasses("outline"), "relative")}
      aria-label={t("cartButton.label", { count })}
    >
      <Icon name="shopping-cart" />
      {t("cartButton.text")}{" "}
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className="ml-1 inline-flex min-w-6 items-center justify-center rounded-full bg-club-orange px-1.5 text-xs font-bold text-club-navy"
      >
        {count}
      </span>
    </Link>
  );
}
