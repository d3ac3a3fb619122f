ALTER TABLE "services" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_en" text;