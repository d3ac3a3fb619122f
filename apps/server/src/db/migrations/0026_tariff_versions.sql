CREATE TABLE "tariff_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"note" text DEFAULT '' NOT NULL,
	"tariff" jsonb NOT NULL,
	CONSTRAINT "tariff_versions_version_unique" UNIQUE("version"),
	CONSTRAINT "tariff_versions_version_positive" CHECK ("tariff_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;