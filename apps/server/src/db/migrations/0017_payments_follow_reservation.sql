CREATE TABLE "payment_provider_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"payment_id" uuid,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_tasks_kind_valid" CHECK ("payment_provider_tasks"."kind" in ('expire', 'refund')),
	CONSTRAINT "payment_provider_tasks_provider_valid" CHECK ("payment_provider_tasks"."provider" in ('stripe', 'test', 'onboard'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_provider_tasks" ADD CONSTRAINT "payment_provider_tasks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_tasks_kind_session_unique" ON "payment_provider_tasks" USING btree ("kind","session_id");--> statement-breakpoint
CREATE INDEX "payment_provider_tasks_due_idx" ON "payment_provider_tasks" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "payment_provider_tasks_payment_id_idx" ON "payment_provider_tasks" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('card', 'terminal', 'cash'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_valid" CHECK ("payments"."refund_reason" is null or "payments"."refund_reason" in ('cancelled-by-company', 'cancelled-by-customer', 'reservation-cancelled', 'reservation-deleted', 'not-confirmed', 'already-paid', 'devis-changed', 'amount-mismatch', 'pick-up-passed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status_valid" CHECK ("payments"."refund_status" is null or "payments"."refund_status" in ('due', 'done'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_valid" CHECK ("payments"."provider" in ('stripe', 'test', 'onboard'));