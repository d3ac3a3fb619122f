DROP INDEX "reservations_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "idempotency_scope" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_unique" ON "reservations" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_idempotency_created_at_idx" ON "reservations" USING btree ("created_at") WHERE "reservations"."idempotency_key" is not null;