ALTER TABLE "newsletter_deliveries" ADD COLUMN "post_id" text;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "pause_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_post_subscriber_idx" ON "newsletter_deliveries" USING btree ("post_id","subscriber_id") WHERE status in ('queued', 'sending', 'sent');--> statement-breakpoint
-- Data: earlier deliveries get their send's post. Where a post already reached a subscriber through
-- two sends, only one of those rows takes the post (the others keep none), so the index holds.
UPDATE "newsletter_deliveries" d SET "post_id" = s."post_id"
FROM "newsletter_sends" s
WHERE s."id" = d."send_id" AND (d."status" NOT IN ('queued', 'sending', 'sent') OR NOT EXISTS (
  SELECT 1 FROM "newsletter_deliveries" o JOIN "newsletter_sends" os ON os."id" = o."send_id"
  WHERE os."post_id" = s."post_id" AND o."subscriber_id" = d."subscriber_id"
    AND o."status" IN ('queued', 'sending', 'sent') AND o."send_id" < d."send_id"));
