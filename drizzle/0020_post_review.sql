ALTER TABLE "blog_posts" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_note_by" text;