// The product editor's save: the form read through its schema, its pictures (the ones listed, an
// address typed in, an uploaded photo) handed to the products use cases, which own them.
import { createProduct, updateProduct } from "~/models/shop/products-admin.server";
import { productFormSchema } from "~/schemas/shop";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import { IMAGE_MESSAGES, type ImageInput } from "~/infra/images.server";
import { redirectWithSuccess } from "~/services/toast.server";
import type { UploadForm } from "~/infra/upload.server";
import { productAnchor } from "./__product-editor";

export const SAVE_INTENT = "save";
const PRODUCTS = "/admin/products";
const SAVE_FAILED = "Save Failed";
const CORRECT_FIELDS = "Please correct the highlighted fields.";

/** What each of the products screen's form actions is given: the posted form with its photo. */
export type ProductIntentArgs = IntentActionArgs<{ upload: UploadForm }>;

export async function saveProductAction({ request, context, user, upload }: ProductIntentArgs) {
  const intent = SAVE_INTENT;
  const submission = parseForm(upload.formData, productFormSchema);
  // A photo over the size limit was not read at all: it is refused with the form's other errors.
  const photoTooLarge = upload.problem?.kind === "too-large" ? { photo: [IMAGE_MESSAGES.tooLarge.description] } : undefined;
  if (submission.status !== "success" || photoTooLarge) {
    return replyToForm(request, context, {
      intent,
      submission,
      fieldErrors: photoTooLarge,
      toast: { title: SAVE_FAILED, description: CORRECT_FIELDS },
    });
  }
  const { id, images = [], removeImages, imageUrl, ...fields } = submission.value;
  const pictures: ImageInput[] = images.map((url) => ({ url }));
  if (imageUrl) pictures.push({ url: imageUrl });
  if (upload.file) pictures.push({ bytes: upload.file.bytes });
  const change = { ...fields, images: pictures, removeImages };
  const saved = id ? await updateProduct(id, change, user) : await createProduct(change, user);
  if (!saved.ok) {
    // The only picture that is stored (and can be refused) is the uploaded photo.
    const photoRefused = saved.reason === "too-large" || saved.reason === "unsupported-type";
    return replyToForm(request, context, {
      intent,
      submission,
      failure: photoRefused ? { ...saved, errors: { photo: [saved.message] } } : saved,
      toast: { title: SAVE_FAILED, description: saved.reason === "not-found" ? saved.message : CORRECT_FIELDS },
    });
  }
  const list = saved.product.status === "archived" ? `${PRODUCTS}?show=archived` : PRODUCTS;
  return redirectWithSuccess(`${list}#${productAnchor(saved.product.id)}`, {
    title: id ? "Product Updated" : "Product Added",
    description: `${saved.product.name} has been saved.`,
  });
}
