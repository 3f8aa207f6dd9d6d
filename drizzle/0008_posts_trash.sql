ALTER TABLE "blog_posts" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_trashed_idx" ON "blog_posts" USING btree ("trashed_at");