import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Coding = "br" | "gzip" | "identity";

/**
 * A response body kept in memory and sent in the coding the client accepts (ADR 0054), each
 * coding compressed once and sent with its own ETag. An HTML document's CSP names its inline
 * scripts' hashes instead of the per-response nonce, so its bytes never change per response.
 */
export type StoredBody = {
  readonly identity: Buffer;
  /** Quoted strong ETag of the decoded bytes; each coding's adds its own suffix. */
  readonly tag: string;
  /** `'sha256-…'` of every inline script, for the CSP's script-src (HTML only). */
  readonly scriptHashes: readonly string[];
  readonly quality: number;
  readonly encoded: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
  readonly encodedBytes: Partial<Record<"br" | "gzip", number>>;
  keptIn?: StoredBytes;
};

/**
 * One byte budget for every body the server keeps (prerendered pages, page-cache entries), each
 * counted with every coding made of it. Past `maxBytes` the least recently sent bodies are
 * dropped (`drop` tells their owner) until the total fits again.
 */
export type StoredBytes = {
  readonly maxBytes: number;
  total(): number;
  keep(body: StoredBody, drop: () => void): void;
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
    release: (body) => void forget(body),
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

/** `quality` is brotli's (gzip's level is it, at most 9): lower for a copy rebuilt often. */
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
 * An HTML document to keep: its nonce attributes taken out and every inline script hashed for the
 * CSP instead (the inert boot script too, which lib/hydration/on-intent.ts inserts again).
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
 * The body in `coding`, compressed on first use: a quick copy at once, replaced by the best one
 * once made (brotli's best takes over a second for a 250 KB page).
 */
function encode(body: StoredBody, coding: "br" | "gzip"): Promise<Buffer> {
  const made = body.encoded[coding];
  if (made) return made;
  const count = (copy: Promise<Buffer>, replaces: boolean) =>
    copy.then(
      (bytes) => {
        if (replaces) body.encoded[coding] = copy;
        else if (body.encoded[coding] !== copy) return;
        body.encodedBytes[coding] = bytes.length;
        body.keptIn?.resize(body);
      },
      () => {}, // a failed best copy leaves the quick one
    );
  const quick = compress(body.identity, coding, Math.min(body.quality, QUICK_QUALITY));
  body.encoded[coding] = quick;
  count(quick, false);
  if (body.quality > QUICK_QUALITY) count(compress(body.identity, coding, body.quality), true);
  return quick;
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
 * Sends a stored body (200, or 304 when the client holds it) with Vary, ETag, Content-Encoding and
 * -Length. The CSP of a stored HTML page names its inline scripts' hashes where the nonce was (`'self'` stays).
 */
export async function sendStored(req: Request, res: Response, body: StoredBody): Promise<void> {
  const csp = res.getHeader("Content-Security-Policy");
  const nonce = res.locals.cspNonce;
  if (typeof csp === "string" && typeof nonce === "string" && nonce)
    res.setHeader("Content-Security-Policy", csp.replace(`'nonce-${nonce}'`, body.scriptHashes.join(" ")));
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
