// M-Pesa Express: what a customer sends to start a payment, and the callback body Daraja posts.
import { z } from "zod";
import { PHONE_MESSAGE } from "~/config/mpesa";
import { normalizeKenyanPhone } from "~/utils/mpesa";

/** A Kenyan mobile number in any usual spelling, read as 2547XXXXXXXX / 2541XXXXXXXX. */
export const mpesaPhoneSchema = z
  .string({ required_error: PHONE_MESSAGE, invalid_type_error: PHONE_MESSAGE })
  .max(40, PHONE_MESSAGE)
  .transform((raw, ctx) => {
    const phone = normalizeKenyanPhone(raw);
    if (!phone.ok) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: phone.message });
      return z.NEVER;
    }
    return phone.phone;
  });

/** The order page's "Pay now with M-Pesa" form (the order's token is in the page's address). */
export const orderPayFormSchema = z.object({ phone: mpesaPhoneSchema });

/** Pay for an order over the API: the secret token of the order's link, and the phone to prompt. */
export const orderPaymentSchema = z.object({
  token: z.string().min(1).max(200),
  phone: mpesaPhoneSchema,
});

const metadataItem = z.object({ Name: z.string().max(100), Value: z.union([z.string().max(100), z.number()]).optional() });

/**
 * Daraja's STK push callback: Body.stkCallback, with CallbackMetadata only for a success. Only its ids are
 * used: the result and the receipt are taken from the STK push query (app/models/payments).
 */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1).max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().max(500).default(""),
      CallbackMetadata: z.object({ Item: z.array(metadataItem).max(20) }).optional(),
    }),
  }),
});

export type StkCallback = z.infer<typeof stkCallbackSchema>["Body"]["stkCallback"];
