// The shop's schemas as the public pages' loaders and actions read them. Those pages validate on the
// server only, so they import the schemas through this server-only module: the browser bundle of
// /shop and /cart then carries no zod (about 14 KB gzip on a phone's connection).
export {
  addToCartFormSchema,
  checkoutFormSchema,
  removeCartLineFormSchema,
  shopQuerySchema,
  updateCartLineFormSchema,
} from "~/schemas/shop";
