// Loaded on demand by RegisterForm (zod stays out of the page's first load).
import { parseWithZod } from "@conform-to/zod";
import { registrationFormSchema } from "~/schemas/membership";

export const validateRegistration = (formData: FormData) => parseWithZod(formData, { schema: registrationFormSchema });
