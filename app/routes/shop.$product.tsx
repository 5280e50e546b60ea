import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import ChevronLeft from "lucide-react/dist/esm/icons/chevron-left.js";
import { AddToCartForm } from "~/components/site/shop/AddToCartForm";
import { CartButton } from "~/components/site/shop/CartButton";
import { productHref } from "~/components/site/shop/ProductCard";
import { ProductImage } from "~/components/site/shop/ProductImage";
import { Badge } from "~/components/ui/Badge";
import { club } from "~/config/club";
import { cartQuantity } from "~/models/shop/carts.server";
import { getProduct, productIdFromParam } from "~/models/shop/catalogue.server";
import { categoryLabel } from "~/config/shop";
import { readCartId } from "~/services/cart.server";
import { formatKes } from "~/utils/money";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded
    ? [
        { title: `${loaded.product.name} | Rising Stars Shop | ${club.shortName}` },
        { name: "description", content: loaded.product.description.slice(0, 160) },
      ]
    : [{ title: `Product not found | ${club.shortName}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = productIdFromParam(params.product);
  const product = id ? getProduct(id) : null;
  if (!product) throw new Response("Product not found", { status: 404 });
  // One address per product (`/shop/12-home-jersey`): any other name part is sent there, so made-up
  // addresses are never cached or counted as pages of their own.
  const canonical = productHref(product);
  if (`/shop/${params.product}` !== canonical) throw redirect(`${canonical}${new URL(request.url).search}`, 301);
  return data(
    { product, cartCount: cartQuantity(await readCartId(request)) },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export default function ProductPage() {
  const { product, cartCount } = useLoaderData<typeof loader>();
  const [first, ...more] = product.images;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link to="/shop" className="inline-flex items-center gap-1 font-semibold text-club-navy hover:underline">
            <ChevronLeft aria-hidden="true" className="size-4" />
            Back to the shop
          </Link>
          <CartButton count={cartCount} />
        </div>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ProductImage src={first} alt={product.name} priority className="rounded-xl" />
            {more.length ? (
              <ul className="grid grid-cols-2 gap-4" aria-label="More pictures">
                {more.map((image, index) => (
                  <li key={image}>
                    <ProductImage src={image} alt={`${product.name}, picture ${index + 2}`} className="rounded-xl" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="flex flex-col gap-4">
            <Badge variant="secondary" className="self-start">
              {categoryLabel(product.category)}
            </Badge>
            <h1 className="text-3xl font-extrabold tracking-tight">{product.name}</h1>
            <p className="text-2xl font-extrabold text-club-navy">{formatKes(product.price)}</p>
            <p className="text-slate-700">{product.description}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">Stock</dt>
              <dd className={product.stock > 0 ? undefined : "font-semibold text-red-700"}>{`${product.stock} in stock`}</dd>
              {product.sizes.length ? (
                <>
                  <dt className="font-semibold">Sizes</dt>
                  <dd>{product.sizes.join(", ")}</dd>
                </>
              ) : null}
              {product.colors.length ? (
                <>
                  <dt className="font-semibold">Colours</dt>
                  <dd>{product.colors.join(", ")}</dd>
                </>
              ) : null}
            </dl>
            <AddToCartForm product={product} idPrefix="product" className="max-w-sm" />
            <p className="text-sm text-slate-600">
              Pay on delivery or at the club office: cash or M-Pesa when your order is handed over.
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
