/** "2.35 MB" — file sizes as the upload screens show them (two decimals). */
export const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/**
 * A failed upload: `message` is "status: body" like every request error the upload screens show; `serverMessage`
 * the body's `message`, `fieldErrors` its `errors` (the API's words for what is wrong with a field).
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly serverMessage: string | null = null,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

function apiErrorOf(body: string): { message: string | null; errors: Record<string, string[]> } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: unknown };
    const errors = typeof parsed?.errors === "object" && parsed.errors !== null ? (parsed.errors as Record<string, string[]>) : {};
    return { message: typeof parsed?.message === "string" ? parsed.message : null, errors };
  } catch {
    return { message: null, errors: {} };
  }
}

/**
 * Uploads one file as multipart `field` (with any text `fields`) with progress (fetch cannot report
 * upload progress). Resolves with the parsed JSON answer; rejects with an UploadError.
 */
export function uploadWithProgress<T>(
  url: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new UploadError(`${request.status}: invalid response`));
        }
      } else {
        const body = request.responseText || request.statusText;
        const refusal = apiErrorOf(request.responseText);
        reject(new UploadError(`${request.status}: ${body}`, refusal.message, refusal.errors));
      }
    });
    request.addEventListener("error", () => reject(new UploadError("Upload failed")));
    request.addEventListener("abort", () => reject(new UploadError("Upload failed")));
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(field, file);
    request.send(body);
  });
}
