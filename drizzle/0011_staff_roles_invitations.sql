CREATE TABLE "cms_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "cms_users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_invitations" ADD CONSTRAINT "cms_invitations_invited_by_cms_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_invitations" ADD CONSTRAINT "cms_invitations_accepted_by_cms_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_invitations_email_idx" ON "cms_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "cms_users_one_owner" ON "cms_users" USING btree ("role") WHERE "cms_users"."role" = 'owner';