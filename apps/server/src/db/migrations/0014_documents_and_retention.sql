CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counters_kind_valid" CHECK ("document_counters"."kind" in ('devis', 'bon', 'facture'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"reservation_id" uuid,
	"payment_id" uuid,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" date,
	"vat_rate_bp" integer,
	"ht_cents" integer,
	"tva_cents" integer,
	"ttc_cents" integer,
	"file" text NOT NULL,
	"sha256" text NOT NULL,
	"content" jsonb NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "documents_kind_valid" CHECK ("documents"."kind" in ('devis', 'bon', 'facture')),
	CONSTRAINT "documents_amounts_add_up" CHECK ("documents"."ttc_cents" is null or "documents"."ttc_cents" = "documents"."ht_cents" + "documents"."tva_cents")
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "vat_rate_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_unique" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_invoice_payment_unique" ON "documents" USING btree ("payment_id") WHERE "documents"."kind" = 'facture';--> statement-breakpoint
CREATE INDEX "documents_reservation_idx" ON "documents" USING btree ("reservation_id","issued_at");--> statement-breakpoint
CREATE INDEX "documents_kind_issued_at_idx" ON "documents" USING btree ("kind","issued_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_vat_rate_valid" CHECK ("services"."vat_rate_bp" in (1000, 2000));--> statement-breakpoint
-- Time-based hire with a driver is taxed at 20 %, transport priced by the trip at 10 %: the
-- seeded catalogue's hire services move to 20 % (docs/product/documents.md#amounts).
UPDATE "services" SET "vat_rate_bp" = 2000 WHERE "name" IN ('Chauffeur privé', 'Service VIP', 'Mariage', 'Visites et excursions');--> statement-breakpoint
-- An account's last activity before this column existed: its last session, else its creation.
UPDATE "users" SET "last_active_at" = coalesce((SELECT max("last_seen_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id"), "users"."created_at");
