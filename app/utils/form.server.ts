/**
 * The body of a form post. Anything that is not a form (or cannot be parsed as one) is answered
 * with 415/400 instead of reaching the action as an exception (a 500).
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    throw new Response("Send this form as application/x-www-form-urlencoded or multipart/form-data", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read", { status: 400 });
  }
}
