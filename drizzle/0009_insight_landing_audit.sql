CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"detail" jsonb,
	"client_key" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "landing" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landing" text;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at");