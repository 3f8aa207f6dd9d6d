import { z } from "zod/mini";
import { sendTransitionNames } from "~/lib/newsletter-sends";

/** How a post goes out (the editor's choice): site only sends nothing. */
export const newsletterModes = ["with-site", "email-only"] as const;

/** The editor's newsletter requests (routes/cms.post-newsletter.tsx), shared by form and action. */
export const newsletterRequestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("test"),
    mode: z.enum(newsletterModes),
    email: z.string().check(z.trim(), z.email("Enter the address the test should go to")),
  }),
  z.object({ intent: z.literal("send"), mode: z.enum(newsletterModes) }),
]);

export const newsletterStateRequestSchema = z.object({
  intent: z.enum(sendTransitionNames),
  id: z.string().check(z.uuid("Unknown newsletter")),
});
