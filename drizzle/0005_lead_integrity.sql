CREATE TABLE "form_token_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"ip_hash" text,
	"lead_id" uuid,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_period_end_pk" PRIMARY KEY("job","period_end")
);
--> statement-breakpoint
CREATE INDEX "form_token_uses_expires_idx" ON "form_token_uses" USING btree ("expires_at");