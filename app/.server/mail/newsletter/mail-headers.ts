import type { Db } from "../../db/client";
import { getSiteSettings } from "../../services/settings";

/** How long the worker reuses the site settings it read (a send reads them once, not per mail). */
const SETTINGS_TTL_MS = 10_000;
const cache = new WeakMap<object, { at: number; business: Promise<{ name: string; email: string }> }>();

function businessOf(db: Db) {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.business;
  const business = getSiteSettings(db).then(({ business: b }) => ({ name: b.name, email: b.email }));
  // A failed read is not kept: the next mail asks again.
  business.catch(() => cache.delete(db));
  cache.set(db, { at: Date.now(), business });
  return business;
}

/**
 * A newsletter mail's nodemailer options: one `List-Id` for every issue (filters keep working), the
 * business address as Reply-To (the sender may be a no-reply relay), and only the https one-click
 * unsubscribe of RFC 8058 (a `mailto:` would go to a mailbox nothing reads).
 */
export async function newsletterHeaders(db: Db, mail: { senderDomain: string; unsubscribeUrl: string }) {
  const business = await businessOf(db);
  return {
    replyTo: business.email,
    list: { id: { url: `newsletter.${mail.senderDomain}`, comment: `${business.name} newsletter` } },
    headers: {
      "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
