import { useFetcher, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { ErrorList } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import { cx } from "~/components/ui/cx";
import { replyErrors, replyFor, useFocusOnFirstError } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { useSizeLabel } from "./sizes";

type Product = { id: number; name: string; sizes: string[]; colors: string[]; stock: number };

/** The product page's extras: a quantity field (at most `maxQuantity`), and the size chosen at the last Add to Cart. */
type Extras = { maxQuantity?: number; chosenSize?: string | null };

/**
 * Add to Cart: a plain POST form to /cart that works without JavaScript (the action redirects back
 * to `anchor`, the element of this product on the page, with a toast, so the shopper lands beside
 * what they pressed). With JavaScript it goes through a fetcher: no reload, and the page's loaders
 * run again, so the cart badge updates. Size and colour selectors show only when there is a choice;
 * the size is the shopper's to choose (its empty first option is required), the colour defaults to the first.
 * A size left unchosen is answered under the size, and the focus moves there (as the browser's own check does without JavaScript).
 */
export function AddToCartForm({
  product,
  idPrefix,
  anchor,
  className,
  maxQuantity,
  chosenSize,
}: { product: Product; idPrefix: string; anchor: string; className?: string } & Extras) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const location = useLocation();
  const hydrated = useHydrated();
  const reply = fetcher.state === "idle" ? replyFor(fetcher.data, "add") : undefined;
  const t = useT("shop");
  const sizeLabel = useSizeLabel();
  const outOfStock = product.stock <= 0;
  const id = (what: string) => `${idPrefix}-${product.id}-${what}`;
  const errors = (name: string) => replyErrors(reply, name);
  useFocusOnFirstError(formRef, reply);
  return (
    // Checked by the server with JavaScript (its message under the field, as the site's other forms); by the browser without.
    <fetcher.Form ref={formRef} method="post" action="/cart" noValidate={hydrated} className={cx("flex flex-col gap-3", className)}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={product.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${anchor}`} />
      {product.sizes.length > 1 || product.colors.length > 1 ? (
        <div className="grid grid-cols-2 items-start gap-3">
          {product.sizes.length > 1 ? (
            <OptionSelect
              id={id("size")}
              name="size"
              label={t("addToCart.size")}
              placeholder={t("addToCart.chooseSize")}
              options={product.sizes}
              optionLabel={sizeLabel}
              disabled={outOfStock}
              errors={errors("size")}
              chosen={chosenSize && product.sizes.includes(chosenSize) ? chosenSize : undefined}
            />
          ) : null}
          {product.colors.length > 1 ? (
            <OptionSelect id={id("color")} name="color" label={t("addToCart.colour")} options={product.colors} disabled={outOfStock} errors={errors("color")} />
          ) : null}
        </div>
      ) : null}
      {maxQuantity !== undefined && !outOfStock ? (
        <QuantityField id={id("quantity")} max={maxQuantity} errors={errors("quantity")} />
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
            <Icon name="shopping-cart" />
            {t("addToCart.button")}
          </>
        )}
      </StatusButton>
    </fetcher.Form>
  );
}

/** How many to add: a native number input (the server checks the stock and the per-order cap again). */
function QuantityField({ id, max, errors }: { id: string; max: number; errors?: string[] }) {
  const t = useT("shop");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t("addToCart.quantity")}
      </label>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        defaultValue={1}
        required
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${hintId} ${errorId}` : hintId}
        className="mt-1 block min-h-10 w-24 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-700"
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t("addToCart.quantityHint", { max })}
      </p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A choice of the product's options; `optionLabel` words an option for the shopper (the value sent stays
 * as stored). With a `placeholder` the choice starts empty and is required; without, it starts at the first option.
 */
function OptionSelect(props: {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  options: string[];
  disabled: boolean;
  optionLabel?: (option: string) => string;
  errors?: string[];
  /** The option chosen before (the last Add to Cart without JavaScript). */
  chosen?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.chosen ?? (props.placeholder === undefined ? props.options[0] : "")}
        required={props.placeholder !== undefined}
        disabled={props.disabled}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={props.errors ? errorId : undefined}
        className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-700"
      >
        {props.placeholder === undefined ? null : <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel ? props.optionLabel(option) : option}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={props.errors} />
    </div>
  );
}
