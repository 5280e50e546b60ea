/** "2.35 MB" — file sizes as the spec shows them (two decimals). */
export const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/**
 * Uploads one file as multipart `field` with progress (fetch cannot report upload progress).
 * Resolves with the parsed JSON answer; rejects with "status: body" like the spec's request errors.
 */
export function uploadWithProgress<T>(
  url: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
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
          reject(new Error(`${request.status}: invalid response`));
        }
      } else {
        reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
      }
    });
    request.addEventListener("error", () => reject(new Error("Upload failed")));
    request.addEventListener("abort", () => reject(new Error("Upload failed")));
    const body = new FormData();
    body.append(field, file);
    request.send(body);
  });
}
