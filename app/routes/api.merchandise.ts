import { listProducts } from "~/models/shop/catalogue.server";

/** GET (public): the products on sale, by name. */
export async function loader() {
  return Response.json(listProducts());
}
