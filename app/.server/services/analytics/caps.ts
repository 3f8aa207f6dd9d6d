import { clientKey } from "../../client-key";
import type { PendingView } from "./page-view";

/**
 * Limits on what one client can add to the counts (ADR 0024), kept in this process's memory for
 * the current minute and day only: each instance applies them to the requests it answers.
 */
const DEFAULT_VIEW_CAPS = {
  /** Views counted per visitor (address and user agent) within a minute. */
  perMinute: 20,
  /** Views counted per visitor within a (UTC) day. */
  perDay: 300,
  /** New campaign, referrer and path values one client (address, /64 for IPv6) may add per day. */
  newValuesPerDay: 50,
};

/** Clients remembered at once; past it the oldest are forgotten (memory stays bounded under a many-address flood). */
const MAX_TRACKED = 50_000;

type VisitorCount = { minute: number; inMinute: number; inDay: number };

export function createViewCaps(limits = DEFAULT_VIEW_CAPS) {
  let currentDay = "";
  const visitors = new Map<string, VisitorCount>();
  /** Per client: the values it brought today (campaign, referrer and path keys). */
  const clientValues = new Map<string, Set<string>>();
  /** Every value seen today, from any client: a value someone else brought is not new. */
  const known = new Set<string>();

  const bounded = (entries: Map<string, unknown> | Set<string>, max = MAX_TRACKED) => {
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
  };

  /** Whether the client may bring this value (it is known already, or within its allowance). */
  function mayAdd(client: string, value: string): boolean {
    if (known.has(value)) return true;
    const mine = clientValues.get(client) ?? new Set<string>();
    if (mine.size >= limits.newValuesPerDay) return false;
    mine.add(value);
    clientValues.set(client, mine);
    bounded(clientValues);
    known.add(value);
    bounded(known, MAX_TRACKED * 4);
    return true;
  }

  return {
    /** The view as it may be counted: null over a cap, without the campaign or referrer it may not add. */
    admit(view: PendingView): PendingView | null {
      // The UTC day: a cap only needs a day, not the site's calendar.
      const day = view.at.toISOString().slice(0, 10);
      if (day !== currentDay) {
        currentDay = day;
        visitors.clear();
        clientValues.clear();
        known.clear();
      }
      const client = clientKey(view.ip);
      const visitor = `${client}\0${view.userAgent}`;
      const minute = Math.floor(view.at.getTime() / 60_000);
      const count = visitors.get(visitor) ?? { minute, inMinute: 0, inDay: 0 };
      if (count.minute !== minute) Object.assign(count, { minute, inMinute: 0 });
      if (count.inMinute >= limits.perMinute || count.inDay >= limits.perDay) return null;
      count.inMinute += 1;
      count.inDay += 1;
      visitors.delete(visitor);
      visitors.set(visitor, count);
      bounded(visitors);

      if (!mayAdd(client, `path\0${view.path}`)) return null;
      const admitted = { ...view };
      const campaign = [view.utmSource, view.utmMedium, view.utmCampaign];
      if (
        campaign.some((value) => value !== null) &&
        !mayAdd(client, `campaign\0${JSON.stringify(campaign)}`)
      )
        Object.assign(admitted, { utmSource: null, utmMedium: null, utmCampaign: null });
      if (view.referrerHost !== null && !mayAdd(client, `referrer\0${view.referrerHost}`)) {
        admitted.referrerHost = null;
      }
      return admitted;
    },
  };
}
