import type { AttributionInput } from "~/lib/schemas/leads";
import { utmKeys } from "~/lib/utm";

/**
 * Visit attribution (where a lead came from): the landing page, the external referrer and
 * the UTM parameters of the visit's first page. It is captured once per visit, in
 * sessionStorage (read by the forms) and in a first-party session cookie (sent with every
 * post, so forms without JavaScript carry it too). The server sets the same cookie on the
 * landing request, so visitors without JavaScript are attributed as well.
 */
export const ATTRIBUTION_COOKIE = "hd_attr";
export const ATTRIBUTION_STORAGE_KEY = "hd_attr";

export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;
export type VisitAttribution = { landing?: string; referrer?: string; utm?: Utm };

/** A string within `max` characters, or undefined. */
function boundedText(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

/** UTM tags as stored: every present tag a string of at most 200 characters, or nothing at all. */
function parseUtm(value: unknown): Utm | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const utm: Utm = {};
  for (const key of utmKeys) {
    const tag = (value as Record<string, unknown>)[key];
    if (tag === undefined) continue;
    const text = boundedText(tag, 200);
    if (text === undefined) return undefined;
    utm[key] = text;
  }
  return utm;
}

/**
 * The stored visit, field by field: a malformed field is dropped, not the whole visit. Checked
 * by hand rather than with zod, which would otherwise ship on pages that have no form.
 */
function parseVisit(value: unknown): VisitAttribution | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  return {
    landing: boundedText(record.landing, 500),
    referrer: boundedText(record.referrer, 1000),
    utm: parseUtm(record.utm),
  };
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

/** A referrer only counts when it is another site (moving between our own pages is not a source). */
export function externalReferrer(referrer: string | undefined | null, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.host === ownHost) return undefined;
    return url.toString().slice(0, 1000);
  } catch {
    return undefined;
  }
}

export function encodeVisit(visit: VisitAttribution): string {
  return encodeURIComponent(JSON.stringify(visit));
}

export function decodeVisit(raw: string | undefined | null): VisitAttribution | undefined {
  if (!raw) return undefined;
  try {
    return parseVisit(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return undefined;
  }
}

/** The visit recorded in a request's attribution cookie, if any. */
export function visitFromCookies(cookieHeader: string | undefined | null): VisitAttribution | undefined {
  return decodeVisit(readCookie(cookieHeader, ATTRIBUTION_COOKIE));
}

export function readCookie(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Browser: record the visit's attribution on the first page load (or when a new campaign link is opened). */
export function captureVisit() {
  try {
    const utm = utmFromSearch(window.location.search);
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (stored && !utm) return;
    const fromCookie = decodeVisit(readCookie(document.cookie, ATTRIBUTION_COOKIE));
    const visit: VisitAttribution =
      !utm && fromCookie
        ? fromCookie
        : {
            landing: (window.location.pathname + window.location.search).slice(0, 500),
            referrer: externalReferrer(document.referrer, window.location.host),
            utm,
          };
    const encoded = encodeVisit(visit);
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, encoded);
    if (!fromCookie || utm) {
      const secure = window.location.protocol === "https:" ? "; Secure" : "";
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
      document.cookie = `${ATTRIBUTION_COOKIE}=${encoded}; Path=/; SameSite=Lax${secure}`;
    }
  } catch {
    // Storage can be disabled; attribution is best effort.
  }
}

/** Browser: what a form sends along with its fields. */
export function currentAttribution(): AttributionInput {
  let visit: VisitAttribution | undefined;
  try {
    visit =
      decodeVisit(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)) ??
      decodeVisit(readCookie(document.cookie, ATTRIBUTION_COOKIE));
  } catch {
    visit = undefined;
  }
  return {
    page: window.location.pathname.slice(0, 500),
    landing: visit?.landing,
    referrer: visit?.referrer,
    utm: visit?.utm,
  };
}
