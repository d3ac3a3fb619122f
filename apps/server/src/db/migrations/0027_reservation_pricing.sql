ALTER TABLE "reservations" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "duree_heures" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "tariff_version" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "tarification" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_vehicle_id_idx" ON "reservations" USING btree ("vehicle_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_duree_heures_range" CHECK ("reservations"."duree_heures" is null or "reservations"."duree_heures" between 1 and 24);