CREATE TABLE "reservation_access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reservation_access_links" ADD CONSTRAINT "reservation_access_links_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_access_links_token_hash_idx" ON "reservation_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reservation_access_links_reservation_idx" ON "reservation_access_links" USING btree ("reservation_id");