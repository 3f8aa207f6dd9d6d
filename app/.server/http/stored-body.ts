import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Coding = "br" | "gzip" | "identity";

/**
 * A response body kept in memory and sent as the bytes the client accepts (ADR 0054): brotli,
 * gzip or as it is, each compressed once (on the first request that asks for it) and then sent
 * like a file, with an ETag per coding so a revalidation is a 304. For an HTML document the
 * inline scripts' SHA-256 hashes stand in the CSP for the per-response nonce: the bytes no
 * longer change per response, which is what lets them be compressed once.
 */
export type StoredBody = {
  readonly identity: Buffer;
  /** Quoted strong ETag of the decoded bytes; each coding's adds its own suffix. */
  readonly tag: string;
  /** `'sha256-…'` of every inline script, for the CSP's script-src (HTML only). */
  readonly scriptHashes: readonly string[];
  readonly quality: number;
  readonly encoded: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
  /** Length of each coding made so far (the quick copy's, then the best one's). */
  readonly encodedBytes: Partial<Record<"br" | "gzip", number>>;
  /** The budget that holds it, once its owner kept it there. */
  keptIn?: StoredBytes;
};

/**
 * One byte budget for every body the server keeps in memory: the prerendered pages' copies and
 * the page cache's entries, each counted with every coding made of it (plain, brotli, gzip).
 * When a body is kept or grows (a coding is made) past `maxBytes`, the least recently sent bodies
 * are dropped, their owners told, until the total fits again; a dropped page is made again from
 * its source on its next request. So what a load leaves behind is at most `maxBytes`, and the
 * pages read most stay compressed.
 */
export type StoredBytes = {
  readonly maxBytes: number;
  /** Bytes held now. */
  total(): number;
  /** Holds `body`, most recently used; `drop` makes its owner forget it when it is evicted. */
  keep(body: StoredBody, drop: () => void): void;
  /** The owner forgot `body` itself (replaced, expired, emptied). */
  release(body: StoredBody): void;
  touch(body: StoredBody): void;
  /** Counts `body` again after a coding of it was made. */
  resize(body: StoredBody): void;
};

const sizeOf = (body: StoredBody) =>
  body.identity.length + (body.encodedBytes.br ?? 0) + (body.encodedBytes.gzip ?? 0);

export function storedBytes(maxBytes: number): StoredBytes {
  /** Least recently used first: a Map keeps insertion order, and a use moves a body to the end. */
  const held = new Map<StoredBody, { bytes: number; drop: () => void }>();
  let total = 0;

  const forget = (body: StoredBody) => {
    const holding = held.get(body);
    if (!holding) return undefined;
    held.delete(body);
    total -= holding.bytes;
    body.keptIn = undefined;
    return holding;
  };
  const evict = () => {
    for (const [oldest] of held) {
      if (total <= maxBytes) break;
      forget(oldest)?.drop();
    }
  };
  const budget: StoredBytes = {
    maxBytes,
    total: () => total,
    keep(body, drop) {
      forget(body);
      const bytes = sizeOf(body);
      held.set(body, { bytes, drop });
      total += bytes;
      body.keptIn = budget;
      evict();
    },
    release(body) {
      forget(body);
    },
    touch(body) {
      const holding = held.get(body);
      if (!holding) return;
      held.delete(body);
      held.set(body, holding);
    },
    resize(body) {
      const holding = held.get(body);
      if (!holding) return;
      const bytes = sizeOf(body);
      total += bytes - holding.bytes;
      holding.bytes = bytes;
      evict();
    },
  };
  return budget;
}

/**
 * `quality` is brotli's (gzip takes its level from it, at most 9): 11 for what is compressed
 * once per build or cache fill, lower for a copy rebuilt every second or so.
 */
export function storedBody(identity: Buffer, quality = zlib.constants.BROTLI_MAX_QUALITY): StoredBody {
  return {
    identity,
    tag: `"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    scriptHashes: [],
    quality,
    encoded: {},
    encodedBytes: {},
  };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NONCE_ATTRIBUTE = (nonce: string) =>
  new RegExp(` nonce="${nonce.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`, "g");

/**
 * An HTML document to keep: the nonce attributes (the build's placeholder or the render's own
 * nonce) are taken out, and every inline script is hashed for the CSP instead. The hashes cover
 * the inert hydration boot script too, whose text the on-intent loader runs as a new inline
 * module (lib/hydration/on-intent.ts): a hash allows an inline script wherever it was inserted.
 */
export function storedHtml(html: string, nonce: string, quality?: number): StoredBody {
  const text = nonce ? html.replace(NONCE_ATTRIBUTE(nonce), "") : html;
  const hashes = new Set<string>();
  for (const [, attributes, source] of text.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(source, "utf8").digest("base64")}'`);
  }
  return { ...storedBody(Buffer.from(text), quality), scriptHashes: [...hashes] };
}

/** Brotli quality of a first copy while the best one is made (a few ms instead of a second or more). */
const QUICK_QUALITY = 5;

function compress(identity: Buffer, coding: "br" | "gzip", quality: number): Promise<Buffer> {
  return coding === "br"
    ? brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      })
    : gzip(identity, { level: Math.min(9, Math.max(1, quality)) });
}

/**
 * The body in `coding`, compressed on first use. Above QUICK_QUALITY the first requests get a
 * quick copy while the best one is made on the thread pool, which then replaces it: brotli's
 * best quality takes over a second for a 250 KB page, too long for a visitor to wait.
 */
function encode(body: StoredBody, coding: "br" | "gzip"): Promise<Buffer> {
  let encoded = body.encoded[coding];
  if (!encoded) {
    const quick = Math.min(body.quality, QUICK_QUALITY);
    encoded = compress(body.identity, coding, quick);
    body.encoded[coding] = encoded;
    const counted = (bytes: Buffer) => {
      body.encodedBytes[coding] = bytes.length;
      body.keptIn?.resize(body);
    };
    if (body.quality > quick) {
      const best = compress(body.identity, coding, body.quality);
      encoded.then(
        (bytes) => {
          if (body.encoded[coding] === encoded) counted(bytes);
        },
        () => {},
      );
      best.then(
        (bytes) => {
          body.encoded[coding] = best;
          counted(bytes);
        },
        () => {}, // the quick copy stays
      );
    } else encoded.then(counted, () => {});
  }
  return encoded;
}

/** The coding of `Accept-Encoding` with the highest q-value; brotli first when several tie. */
function chooseCoding(header: string | undefined): Coding {
  const q = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const star = q.get("*");
  const weight = (coding: Coding) => q.get(coding) ?? star ?? (coding === "identity" ? Number.MIN_VALUE : 0);
  let best: Coding = "identity";
  for (const coding of ["gzip", "br"] as const)
    if (weight(coding) > 0 && weight(coding) >= weight(best)) best = coding;
  return best;
}

const ETAG_SUFFIX: Record<Coding, string> = { br: "-br", gzip: "-gz", identity: "" };
const etagOf = (body: StoredBody, coding: Coding) => `${body.tag.slice(0, -1)}${ETAG_SUFFIX[coding]}"`;

/** Whether If-None-Match names any coding of these bytes (weak comparison, as for GET). */
function notModified(req: Request, body: StoredBody): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  if (header.trim() === "*") return true;
  const tags = new Set((["br", "gzip", "identity"] as const).map((coding) => etagOf(body, coding)));
  return header.split(",").some((tag) => tags.has(tag.trim().replace(/^W\//, "")));
}

/**
 * The CSP of a stored HTML page: its inline scripts' hashes where the per-response nonce was.
 * `'self'` stays, so the module scripts those inline scripts import still load.
 */
export function scriptHashesForNonce(res: Response, body: StoredBody) {
  const csp = res.getHeader("Content-Security-Policy");
  const nonce = res.locals.cspNonce;
  if (typeof csp !== "string" || typeof nonce !== "string" || !nonce) return;
  res.setHeader("Content-Security-Policy", csp.replace(`'nonce-${nonce}'`, body.scriptHashes.join(" ")));
}

/**
 * Sends a stored body (status 200, or 304 when the client holds it). Content-Type, Cache-Control
 * and the like are the caller's; this sets Vary, ETag, Content-Encoding and Content-Length. The
 * compression middleware leaves an encoded answer alone.
 */
export async function sendStored(req: Request, res: Response, body: StoredBody): Promise<void> {
  body.keptIn?.touch(body);
  res.vary("Accept-Encoding");
  const coding = chooseCoding(req.headers["accept-encoding"]);
  res.setHeader("ETag", etagOf(body, coding));
  if (notModified(req, body)) {
    res.status(304).end();
    return;
  }
  let bytes = body.identity;
  if (coding !== "identity") {
    try {
      bytes = await encode(body, coding);
      res.setHeader("Content-Encoding", coding);
    } catch {
      res.setHeader("ETag", etagOf(body, "identity")); // never expected: the plain bytes then
    }
  }
  if (res.writableEnded || req.destroyed) return;
  res.status(200).setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
