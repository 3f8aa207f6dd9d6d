ALTER TABLE "newsletter_subscribers" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent" text;