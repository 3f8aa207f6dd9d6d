/**
 * Static files are sent in the compressed copies the build wrote (scripts/precompress.mjs), at
 * brotli's best setting, rather than compressed per response at the middleware's quick one.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildDir, type SpawnedServer, spawnServer } from "../helpers/spawn-server";
import { describeWhen, needsBuild } from "../helpers/suite-needs";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** The bytes as they travel, without the decoding fetch() would do. */
function rawGet(baseUrl: string, pathname: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(
        new URL(pathname, baseUrl),
        { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on("error", reject);
  });
}

describeWhen(needsBuild, "static files (production build)", () => {
  let server: SpawnedServer;
  let largestScript: string;
  let source: Buffer;

  beforeAll(async () => {
    const assets = path.join(buildDir, "client", "assets");
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith(".js"));
    largestScript = scripts.reduce((largest, file) =>
      fs.statSync(path.join(assets, file)).size > fs.statSync(path.join(assets, largest)).size
        ? file
        : largest,
    );
    source = fs.readFileSync(path.join(assets, largestScript));
    server = await spawnServer({});
  }, 240_000);

  afterAll(async () => {
    await server?.dispose();
  });

  it("sends a script brotli-compressed at the best setting, or gzip, or as it is, as the browser accepts", async () => {
    const best = zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    const brotli = await rawGet(server.url, `/assets/${largestScript}`, "gzip, deflate, br");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(zlib.brotliDecompressSync(brotli.body).equals(source)).toBe(true);
    // The middleware's per-response brotli (quality 4) is ~15 % larger on this file.
    expect(brotli.body.length).toBeLessThanOrEqual(best.length);

    const gzip = await rawGet(server.url, `/assets/${largestScript}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(source)).toBe(true);
    expect(gzip.body.length).toBeLessThanOrEqual(zlib.gzipSync(source, { level: 9 }).length);

    const plain = await rawGet(server.url, `/assets/${largestScript}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(source)).toBe(true);
  });

  it("never sends a compressed copy under its own name", async () => {
    for (const variant of [".br", ".gz", "%2Ebr", "%2egz", ".BR"]) {
      const pathname = `/assets/${largestScript}${variant}`;
      const response = await rawGet(server.url, pathname, "br");
      expect(response.status, pathname).toBe(404);
    }
  });
});
