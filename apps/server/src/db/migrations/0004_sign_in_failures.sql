CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"client_key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_email_client_key_pk" PRIMARY KEY("email","client_key"),
	CONSTRAINT "sign_in_failures_failures_non_negative" CHECK ("sign_in_failures"."failures" >= 0)
);
