ALTER TABLE "reviews" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "trip_month" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_reservation_id_idx" ON "reviews" USING btree ("reservation_id");