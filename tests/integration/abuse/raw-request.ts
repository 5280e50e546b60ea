// A request as a client on the wire may send it: any method, any Host, any header value, the path as
// written (fetch forbids TRACE, a Host header and some values, and reads "//evil.com" as a host).
import http from "node:http";

export function rawRequest(baseUrl: string, method: string, pathname: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ hostname, port, path: pathname, method, headers, setHost: !("Host" in headers) });
    request.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** True when the server's output holds a stack trace (an "at …" frame line). */
export const hasStackTrace = (output: string) => /^\s+at .+[(:]/m.test(output);
