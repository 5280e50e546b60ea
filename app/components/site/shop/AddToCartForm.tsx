import { useFetcher, useLocation } from "@remix-run/react";
import ShoppingCart from "lucide-react/dist/esm/icons/shopping-cart.js";
import { StatusButton } from "~/components/ui/StatusButton";
import { cx } from "~/components/ui/cx";

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
            <OptionSelect id={id("size")} name="size" label="Size" options={product.sizes} disabled={outOfStock} />
          ) : null}
          {product.colors.length > 1 ? (
            <OptionSelect id={id("color")} name="color" label="Colour" options={product.colors} disabled={outOfStock} />
          ) : null}
        </div>
      ) : null}
      <StatusButton
        className="w-full"
        disabled={outOfStock}
        pending={fetcher.state !== "idle"}
        pendingLabel="Adding..."
        aria-label={outOfStock ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
      >
        {outOfStock ? (
          "Out of Stock"
        ) : (
          <>
            <ShoppingCart aria-hidden="true" />
            Add to Cart
          </>
        )}
      </StatusButton>
    </fetcher.Form>
  );
}

function OptionSelect(props: { id: string; name: string; label: string; options: string[]; disabled: boolean }) {
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
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
