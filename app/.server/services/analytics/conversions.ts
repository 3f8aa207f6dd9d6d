import { and, eq } from "drizzle-orm";
import { dateKey } from "~/lib/date-time";
import { getDb, type Db } from "../../db/client";
import { pageViews } from "../../db/schema";
import { getSiteSettings } from "../settings";
import { flushPageViews } from "./ingest";
import { existingSalt, visitorHash } from "./visitor-hash";

/**
 * The counted visitor a conversion (a lead, an order, a newsletter sign-up) comes from: the
 * day's visitor hash of its request when that visitor has a counted page view that day, else
 * null. Only such conversions go into a rate, so a rate's numerator and denominator are the same
 * visits; a conversion from a visit that was not counted (Do Not Track or Global Privacy Control,
 * a bot, signed-in staff, no page view at all) is reported on its own line. Call it outside a
 * transaction: it writes this process's waiting views first, so a form sent a second after its
 * page appeared still finds that page's view.
 */
export async function countedVisitor(
  request: { ip?: string | null; userAgent?: string | null; at?: Date },
  db: Db = getDb(),
): Promise<string | null> {
  if (!request.ip || !request.userAgent) return null;
  try {
    await flushPageViews();
    const day = dateKey(request.at ?? new Date(), (await getSiteSettings(db)).timeZone);
    const salt = await existingSalt(day, db);
    if (!salt) return null;
    const visitor = visitorHash(salt, request.ip, request.userAgent);
    const [seen] = await db
      .select({ id: pageViews.id })
      .from(pageViews)
      .where(and(eq(pageViews.day, day), eq(pageViews.visitor, visitor)))
      .limit(1);
    return seen ? visitor : null;
  } catch {
    // Analytics never stands in the way of a lead: unknown, it is simply not counted.
    return null;
  }
}
