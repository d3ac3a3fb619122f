-- The back-office's counts and figures read from the index alone, over the reservations not
-- deleted (docs/decisions/0026-back-office-indexes.md).
CREATE INDEX "reservations_live_statut_trip_idx" ON "reservations" USING btree ("statut","date","heure","id") WHERE "reservations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_live_figures_idx" ON "reservations" USING btree ("date","statut","devis_cents","paid","service_id") WHERE "reservations"."deleted_at" is null;
