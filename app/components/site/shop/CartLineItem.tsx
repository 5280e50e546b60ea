import { Link, useFetcher } from "@remix-run/react";
import { productHref } from "~/components/site/shop/ProductCard";
import { ProductImage } from "~/components/site/shop/ProductImage";
import { Button } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { useSizeLabel } from "./sizes";

type Line = {
  id: number;
  quantity: number;
  size: string | null;
  color: string | null;
  merchandise: { id: number; name: string; price: number; images: string[] };
};

/**
 * One line of /cart: its quantity buttons and Remove are plain POST forms (the action redirects back
 * without JavaScript); with JavaScript they go through a fetcher and show the change at once.
 */
export function CartLineItem({ line }: { line: Line }) {
  const fetcher = useFetcher();
  const t = useT("shop");
  const { kes } = useFormat();
  const sizeLabel = useSizeLabel();
  const size = line.size ? sizeLabel(line.size) : null;
  const busy = fetcher.state !== "idle";
  const removing = busy && fetcher.formData?.get("intent") === "remove";
  // Two sizes of one jersey are two lines: their buttons say which line they change.
  const name = [size, line.color].some(Boolean)
    ? `${line.merchandise.name} (${[size, line.color].filter(Boolean).join(", ")})`
    : line.merchandise.name;
  // Shown at once while the change is on its way.
  const pendingQuantity = busy && fetcher.formData?.get("intent") === "update" ? Number(fetcher.formData.get("quantity")) : null;
  const quantity = pendingQuantity ?? line.quantity;
  const options = [size ? t("line.size", { size }) : null, line.color ? t("line.colour", { colour: line.color }) : null].filter(Boolean);
  return (
    <li
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="cart-line"
      hidden={removing || undefined}
    >
      <Link to={productHref(line.merchandise)} className="w-20 shrink-0 sm:w-24" tabIndex={-1} aria-hidden="true">
        <ProductImage src={line.merchandise.images[0]} alt="" sizes="96px" className="rounded-lg" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-bold text-club-navy">{line.merchandise.name}</h3>
        {options.length ? <p className="text-sm text-slate-600">{options.join(" · ")}</p> : null}
        <p className="text-sm text-slate-600">{t("line.each", { price: kes(line.merchandise.price) })}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <fetcher.Form method="post" action="/cart" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="lineId" value={line.id} />
            <Button
              type="submit"
              name="quantity"
              value={quantity - 1}
              variant="outline"
              size="icon"
              disabled={quantity <= 1 || busy}
              aria-label={t("line.decrease", { name })}
            >
              <Icon name="minus" />
            </Button>
            <span className="min-w-8 text-center font-semibold" aria-label={t("line.quantity", { name })} role="status">
              {quantity}
            </span>
            <Button
              type="submit"
              name="quantity"
              value={quantity + 1}
              variant="outline"
              size="icon"
              disabled={busy}
              aria-label={t("line.increase", { name })}
            >
              <Icon name="plus" />
            </Button>
          </fetcher.Form>
          <fetcher.Form method="post" action="/cart">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={t("line.removeLabel", { name })}>
              <Icon name="trash-2" />
              {t("line.remove")}
            </Button>
          </fetcher.Form>
        </div>
      </div>
      {/* The line total follows the quantity shown, the one on its way included. */}
      <p className="font-bold whitespace-nowrap">{kes(line.merchandise.price * quantity)}</p>
    </li>
  );
}
