ALTER TABLE "sign_in_failures" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_email_client_key_pk";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_purpose_email_client_key_pk" PRIMARY KEY("purpose","email","client_key");--> statement-breakpoint
ALTER TABLE "admin_second_factors" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_second_factors" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_second_factors" ADD COLUMN "unlock_token_hash" text;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_purpose_valid" CHECK ("sign_in_failures"."purpose" in ('sign-in', 'register', 'verify', 'resend', 'forgot', 'reset'));
