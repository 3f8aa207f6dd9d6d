import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export type Listening = { port: number; url: string; close(): Promise<void> };

/** An app (Express or any request listener) on a free loopback port; `close` drops its connections. */
export async function listen(app: http.RequestListener): Promise<Listening> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/**
 * A request through node:http, its headers sent exactly as written (a Host of its own when given,
 * no Accept-Encoding unless given), answered with the bytes as they travel (fetch would decode them).
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        setHost: headers.host === undefined,
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** The bytes a client reads once it undid the answer's Content-Encoding (br, gzip or none). */
export function decodedBody({ headers, bytes }: RawAnswer): Buffer {
  const coding = headers["content-encoding"];
  if (coding === "br") return zlib.brotliDecompressSync(bytes);
  if (coding === "gzip") return zlib.gunzipSync(bytes);
  if (coding !== undefined) throw new Error(`unexpected Content-Encoding: ${coding}`);
  return bytes;
}
