ALTER TABLE "cms_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "cms_users" ADD COLUMN "role" text DEFAULT 'administrator' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_users_email_unique" ON "cms_users" USING btree (lower("email"));