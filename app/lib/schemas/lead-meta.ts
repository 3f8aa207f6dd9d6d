import { z } from "zod/mini";

// Read by the server alone: kept out of ./leads, which every lead form's script loads.

const utmTag = z.optional(z.string().check(z.maxLength(200)));

/** Optional attribution a browser adds to any lead (form page, landing page, referrer, UTM of the landing page). */
export const attributionSchema = z.partial(
  z.object({
    page: z.optional(z.string().check(z.maxLength(500))),
    landing: z.optional(z.string().check(z.maxLength(500))),
    referrer: z.optional(z.string().check(z.maxLength(1000))),
    utm: z.optional(
      z.partial(
        z.object({ source: utmTag, medium: utmTag, campaign: utmTag, term: utmTag, content: utmTag }),
      ),
    ),
  }),
);
export type AttributionInput = z.infer<typeof attributionSchema>;

/**
 * Anti-spam fields of every lead form: the `homepage` honeypot, `formToken` (the signed issue time,
 * ADR 0012) and `fillMs` (the browser's own count, which can only make the check stricter).
 */
export const leadMetaSchema = z.object({
  homepage: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
  formToken: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  fillMs: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(0))), undefined),
});
export type LeadMeta = z.infer<typeof leadMetaSchema>;
