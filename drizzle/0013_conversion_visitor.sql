DROP INDEX "page_views_day_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE INDEX "page_views_day_visitor_idx" ON "page_views" USING btree ("day","visitor");