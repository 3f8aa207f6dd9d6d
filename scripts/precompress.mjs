// Writes brotli (quality 11) and gzip (level 9) copies next to the client build's static text
// files, which the server sends as they are (express-static-gzip) instead of compressing each
// response on the fly at the compression middleware's quick settings (brotli quality 4): the
// scripts a hero-form visit downloads shrink by ~16 % (docs/benchmarks.md), at no CPU per request.
// Files of any size get copies when they come out smaller: the middleware leaves files under
// 1 KB uncompressed, and a visit loads dozens of such modules (icons, small components).
// Run after `react-router build`; BUILD_DIR picks the build (default "build").
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
// HTML documents and .data answers get the served origin (and a page's form token) when the
// server reads them, so it compresses those itself: HTML once per page and coding, kept in memory
// (app/.server/http/stored-body.ts); fonts and images are compressed formats already.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|xml|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
const started = Date.now();
await Promise.all(
  [...files(clientDir)].map(async (file) => {
    const source = await fs.promises.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // Small modules too (an icon is ~600 bytes): the middleware would send them uncompressed.
    if (br.length < source.length) await fs.promises.writeFile(`${file}.br`, br);
    if (gz.length < source.length) await fs.promises.writeFile(`${file}.gz`, gz);
    count += 1;
    before += source.length;
    after += Math.min(br.length, source.length);
  }),
);
console.log(
  `precompress: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli in ${Date.now() - started} ms`,
);
