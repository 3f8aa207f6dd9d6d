import http from "node:http";
import type { TestServer } from "./http";

/** Signs in through the API; returns the `name=value` cookie pair to send back. */
export async function signInCookie(
  server: TestServer,
  username: string,
  password: string,
  ip = "10.9.0.1",
): Promise<string> {
  const response = await server.postJson("/api/cms/login", { username, password }, { "x-forwarded-for": ip });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

/** A JSON call with a session cookie and the site's own Origin (unless overridden). */
export function cmsCall(
  server: TestServer,
  origin: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { origin, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return server.fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** A raw request with a chosen Host header (fetch does not let a caller set Host). */
export function requestWithHost(
  baseUrl: string,
  host: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; contentType: string; body: string }> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          host,
          origin: `http://${host}`,
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            body: text,
          }),
        );
      },
    );
    request.on("error", reject);
    if (payload) request.write(payload);
    request.end();
  });
}
