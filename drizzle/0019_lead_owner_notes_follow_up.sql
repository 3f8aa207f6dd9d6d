CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_cms_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_cms_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_assignee_follow_up_idx" ON "leads" USING btree ("assignee_id","follow_up_at");--> statement-breakpoint
-- Data: the old statuses new, contacted, won and lost are already steps of the pipeline; anything else becomes new.
UPDATE "leads" SET "status" = 'new' WHERE "status" NOT IN ('new', 'contacted', 'qualified', 'won', 'lost');--> statement-breakpoint
-- Data: a lead answered before this release got its first response at its earliest status change past new.
UPDATE "leads" SET "first_response_at" = "answered"."at"
FROM (
  SELECT "subject_id", min("created_at") AS "at" FROM "inbox_events"
  WHERE "subject_type" = 'lead' AND "status" <> 'new' GROUP BY "subject_id"
) AS "answered"
WHERE "answered"."subject_id" = "leads"."id" AND "leads"."first_response_at" IS NULL;
