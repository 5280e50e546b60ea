import { useFetcher, useLocation } from "@remix-run/react";
import ShoppingCart from "lucide-react/dist/esm/icons/shopping-cart.js";
import { StatusButton } from "~/components/ui/StatusButton";
import { cx } from "~/components/ui/cx";
import { useT } from "~/utils/i18n";
import { useSizeLabel } from "./sizes";

type Product = { id: number; name: string; sizes: string[]; colors: string[]; stock: number };

/**
 * Add to Cart: a plain POST form to /cart that works without JavaScript (the action redirects back
 * here with a toast). With JavaScript it goes through a fetcher: no reload, and the page's loaders
 * run again, so the cart badge updates. Size and colour selectors show only when there is a choice;
 * they default to the first option.
 */
export function AddToCartForm({ product, idPrefix, className }: { product: Product; idPrefix: string; className?: string }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const t = useT("shop");
  const sizeLabel = useSizeLabel();
  const outOfStock = product.stock <= 0;
  const id = (what: string) => `${idPrefix}-${product.id}-${what}`;
  return (
    <fetcher.Form method="post" action="/cart" className={cx("flex flex-col gap-3", className)}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={product.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {product.sizes.length > 1 || product.colors.length > 1 ? (
        <div className="grid grid-cols-2 gap-3">
          {product.sizes.length > 1 ? (
            <OptionSelect id={id("size")} name="size" label={t("addToCart.size")} options={product.sizes} optionLabel={sizeLabel} disabled={outOfStock} />
          ) : null}
          {product.colors.length > 1 ? (
            <OptionSelect id={id("color")} name="color" label={t("addToCart.colour")} options={product.colors} disabled={outOfStock} />
          ) : null}
        </div>
      ) : null}
      <StatusButton
        className="w-full"
        disabled={outOfStock}
        pending={fetcher.state !== "idle"}
        pendingLabel={t("addToCart.adding")}
        aria-label={t(outOfStock ? "addToCart.outOfStockLabel" : "addToCart.label", { name: product.name })}
      >
        {outOfStock ? (
          t("addToCart.outOfStock")
        ) : (
          <>
            <ShoppingCart aria-hidden="true" />
            {t("addToCart.button")}
          </>
        )}
      </StatusButton>
    </fetcher.Form>
  );
}

/** A choice of the product's options; `optionLabel` words an option for the shopper (the value sent stays as stored). */
function OptionSelect(props: {
  id: string;
  name: string;
  label: string;
  options: string[];
  disabled: boolean;
  optionLabel?: (option: string) => string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.options[0]}
        disabled={props.disabled}
        className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel ? props.optionLabel(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
