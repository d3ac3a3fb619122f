ALTER TABLE "reviews" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_decision" CHECK ("reviews"."approved_at" is null or "reviews"."rejected_at" is null);