-- The back-office's indexes (docs/decisions/0026-back-office-indexes.md). pg_trgm ships with
-- PostgreSQL and is a trusted extension: the database's owner may create it. PGlite only knows it
-- when given at start-up (createPglite in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "reservations_search_trgm_idx" ON "reservations" USING gin ("search_text" gin_trgm_ops) WHERE "reservations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_live_statut_trip_idx" ON "reservations" USING btree ("statut","date","heure","id") WHERE "reservations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_live_figures_idx" ON "reservations" USING btree ("date","statut","devis_cents","paid","service_id") WHERE "reservations"."deleted_at" is null;
