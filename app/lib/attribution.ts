/**
 * Visit attribution (where a lead came from): the landing page, the external referrer and the
 * first page's UTM parameters, kept in sessionStorage (no cookie: the site promises none) and sent
 * with each form. A post without it (no script) is attributed from its Referer (visitOfPost).
 */
export const ATTRIBUTION_STORAGE_KEY = "hd_attr";
/** The utm_* parameters a visit's attribution keeps. */
const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
/** The hidden form field that carries the stored visit (encodeVisit) with a post. */
export const VISIT_FIELD = "visit";

export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;
export type VisitAttribution = { landing?: string; referrer?: string; utm?: Utm };

/** A string within `max` characters, or undefined. */
function boundedText(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** UTM tags as stored: every present tag a string of at most 200 characters, or nothing at all. */
function parseUtm(value: unknown): Utm | undefined {
  if (!isRecord(value)) return undefined;
  const utm: Utm = {};
  for (const key of utmKeys) {
    const tag = value[key];
    if (tag === undefined) continue;
    const text = boundedText(tag, 200);
    if (text === undefined) return undefined;
    utm[key] = text;
  }
  return utm;
}

/** The utm_* parameters of a query string, or undefined when there are none. */
export function utmFromSearch(search: string | URLSearchParams): Utm | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  return Object.keys(utm).length ? utm : undefined;
}

export function encodeVisit(visit: VisitAttribution): string {
  return encodeURIComponent(JSON.stringify(visit));
}

/** The stored visit, field by field (a malformed one is dropped); by hand, so no zod ships without a form. */
export function decodeVisit(raw: string | undefined | null): VisitAttribution | undefined {
  if (!raw || raw.length > 4000) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!isRecord(value)) return undefined;
    const { landing, referrer, utm } = value;
    return { landing: boundedText(landing, 500), referrer: boundedText(referrer, 1000), utm: parseUtm(utm) };
  } catch {
    return undefined;
  }
}

/**
 * Server: the visit a post belongs to: the `visit` field the browser sent, else a same-site Referer
 * (with its query) or the post's own `url` (page actions only) as the landing page; a Referer from
 * another site is the external referrer.
 */
export function visitOfPost(post: {
  field?: string | null;
  referer?: string | null;
  url?: string;
}): VisitAttribution | undefined {
  const sent = decodeVisit(post.field);
  if (sent?.landing) return sent;
  const own = post.url ? safeUrl(post.url) : undefined;
  const from = safeUrl(post.referer);
  const sameSite = Boolean(from && own ? from.host === own.host : from);
  const page = from && sameSite ? from : own;
  if (!page && !from) return undefined;
  return {
    landing: page ? (page.pathname + page.search).slice(0, 500) : undefined,
    referrer: from && !sameSite ? from.toString().slice(0, 1000) : undefined,
    utm: (page ? utmFromSearch(page.search) : undefined) ?? (own ? utmFromSearch(own.search) : undefined),
  };
}

function safeUrl(value: string | null | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

type CaptureOptions = { storageKey: string; field: string; utmKeys: readonly string[] };

/**
 * Browser: records the visit on its first page (or again on a campaign link) and puts it into every
 * form's hidden `visit` field. Also an inline script (Function#toString: self-contained).
 */
export function rememberVisit(options: CaptureOptions) {
  try {
    const params = new URLSearchParams(window.location.search);
    const utm: Record<string, string> = {};
    for (const key of options.utmKeys) {
      const value = params.get(`utm_${key}`)?.trim();
      if (value) utm[key] = value.slice(0, 200);
    }
    const tagged = Object.keys(utm).length > 0;
    let stored = sessionStorage.getItem(options.storageKey);
    if (!stored || tagged) {
      let referrer: string | undefined;
      try {
        const from = document.referrer ? new URL(document.referrer) : undefined;
        if (from && from.host !== window.location.host) referrer = from.toString().slice(0, 1000);
      } catch {
        referrer = undefined;
      }
      stored = encodeURIComponent(
        JSON.stringify({
          landing: (window.location.pathname + window.location.search).slice(0, 500),
          referrer,
          utm: tagged ? utm : undefined,
        }),
      );
      sessionStorage.setItem(options.storageKey, stored);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>(`input[name="${options.field}"]`)) {
      input.value = stored;
    }
  } catch {
    // Storage can be disabled; attribution is best effort.
  }
}

const captureOptions: CaptureOptions = {
  storageKey: ATTRIBUTION_STORAGE_KEY,
  field: VISIT_FIELD,
  utmKeys,
};

/** The inline script form of rememberVisit (for pages whose React loads later, if at all). */
export function rememberVisitScript(): string {
  return `(${rememberVisit.toString()})(${JSON.stringify(captureOptions)});`;
}

/** Browser: record the visit (see rememberVisit). */
export function captureVisit() {
  rememberVisit(captureOptions);
}

/** Browser: the stored visit, encoded as the hidden `visit` field carries it, or "". */
export function storedVisitField(): string {
  try {
    return sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}
