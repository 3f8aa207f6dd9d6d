import { z } from "zod/mini";
import { webhookEventLabels } from "~/content/cms-labels";
import { optionalLine } from "./fields";

export { webhookEventLabels };

export type WebhookEvent = keyof typeof webhookEventLabels;
/** The events in the labels' order (the form's checkboxes, an endpoint's stored list). */
export const webhookEvents = Object.keys(webhookEventLabels) as [WebhookEvent, ...WebhookEvent[]];

export const WEBHOOK_URL_MESSAGE = "Enter the full address of the receiver, starting with https://";
export const WEBHOOK_EVENTS_MESSAGE = "Choose at least one event";

/** The Settings form that adds an endpoint (the host is checked again on the server: no private addresses). */
export const webhookEndpointSchema = z.object({
  url: z.string({ error: WEBHOOK_URL_MESSAGE }).check(
    z.trim(),
    z.minLength(1, WEBHOOK_URL_MESSAGE),
    z.maxLength(2000, "Please keep the address under 2000 characters"),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, WEBHOOK_URL_MESSAGE),
    z.refine(
      (value) => !/^[a-z]+:\/\/[^/]*@/i.test(value),
      "The address may not hold a user name or password",
    ),
  ),
  description: optionalLine(120),
  events: z
    .array(z.enum(webhookEvents, { error: WEBHOOK_EVENTS_MESSAGE }))
    .check(z.minLength(1, WEBHOOK_EVENTS_MESSAGE)),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

/** An endpoint as the Settings screen lists it (never its secret). */
export type WebhookEndpointView = {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEvent[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
  deliveries: WebhookDeliveryView[];
};

export type WebhookDeliveryView = {
  id: string;
  event: string;
  status: "pending" | "sending" | "delivered" | "failed";
  attempts: number;
  statusCode: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
};
