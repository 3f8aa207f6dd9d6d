import type { Db } from "../../db/client";
import { getSiteSettings } from "../../services/settings";

/** nodemailer's options for a newsletter mail's list headers and Reply-To. */
export type NewsletterHeaderOptions = {
  replyTo: string;
  list: { id: { url: string; comment: string } };
  headers: Record<string, string>;
};

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
 * The list headers of every newsletter mail:
 * - `List-Id` (RFC 2919) is one for the site's newsletter, `newsletter.<sender's domain>`, the same
 *   for every issue, so a reader's filter or a mail program's "mute this list" keeps working;
 * - `Reply-To` is the public e-mail address of Settings → Business details, where people write to
 *   the agency (the sender address may be a no-reply relay);
 * - `List-Unsubscribe` holds only the subscriber's https link, with `List-Unsubscribe-Post` for the
 *   one-click unsubscribe of RFC 8058: a `mailto:` would go to a mailbox nothing reads.
 */
export async function newsletterHeaders(
  db: Db,
  mail: { senderDomain: string; unsubscribeUrl: string },
): Promise<NewsletterHeaderOptions> {
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
