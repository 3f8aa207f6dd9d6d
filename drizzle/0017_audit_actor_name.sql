ALTER TABLE "audit_events" ADD COLUMN "actor_name" text;--> statement-breakpoint
UPDATE "audit_events" SET "actor_name" = "cms_users"."username" FROM "cms_users" WHERE "cms_users"."id" = "audit_events"."actor_id" AND "audit_events"."actor_name" IS NULL;
