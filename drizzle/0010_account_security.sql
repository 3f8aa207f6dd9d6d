CREATE TABLE "cms_password_resets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cms_recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cms_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "cms_users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "cms_password_resets" ADD CONSTRAINT "cms_password_resets_user_id_cms_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."cms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_recovery_codes" ADD CONSTRAINT "cms_recovery_codes_user_id_cms_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."cms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_password_resets_user_idx" ON "cms_password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cms_recovery_codes_user_idx" ON "cms_recovery_codes" USING btree ("user_id");