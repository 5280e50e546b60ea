// Loaded on demand by RegistrationForm (zod stays out of the page's first load).
import { parseWithZod } from "@conform-to/zod";
import { registrationSchema } from "~/schemas/academy";

export const validateRegistration = (formData: FormData) => parseWithZod(formData, { schema: registrationSchema });
