CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"cv_file" text NOT NULL,
	"cv_original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_language_valid" CHECK ("mail_outbox"."language" in ('fr', 'en')),
	CONSTRAINT "mail_outbox_attempts_non_negative" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_provider_valid" CHECK ("payments"."provider" in ('stripe', 'test')),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'paid', 'expired', 'failed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_currency_lower_case" CHECK ("payments"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid,
	"user_id" uuid,
	"is_guest" boolean DEFAULT false NOT NULL,
	"date" date NOT NULL,
	"heure" text NOT NULL,
	"adresse_depart" text NOT NULL,
	"adresse_arrivee" text NOT NULL,
	"arret_intermediaire" text,
	"moyen_transport" text DEFAULT 'aucun' NOT NULL,
	"numero_train" text,
	"numero_vol" text,
	"nombre_passagers" integer,
	"nombre_bagages" integer,
	"retour" boolean DEFAULT false NOT NULL,
	"date_retour" date,
	"heure_retour" text,
	"adresse_depart_retour" text,
	"adresse_arrivee_retour" text,
	"moyen_transport_retour" text DEFAULT 'aucun' NOT NULL,
	"numero_train_retour" text,
	"numero_vol_retour" text,
	"nombre_passagers_retour" integer,
	"nombre_bagages_retour" integer,
	"nombre_personnes" integer DEFAULT 1 NOT NULL,
	"siege_bebe" boolean DEFAULT false NOT NULL,
	"rehausseurs" boolean DEFAULT false NOT NULL,
	"prix_estime_cents" integer DEFAULT 0 NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"est_passager_principal" boolean DEFAULT true NOT NULL,
	"nom_passager_principal" text,
	"telephone_passager_principal" text,
	"commentaire" text,
	"devis_cents" integer,
	"statut" text DEFAULT 'en attente' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_statut_valid" CHECK ("reservations"."statut" in ('en attente', 'confirmé', 'annulé')),
	CONSTRAINT "reservations_moyen_transport_valid" CHECK ("reservations"."moyen_transport" in ('aucun', 'train', 'avion')),
	CONSTRAINT "reservations_moyen_transport_retour_valid" CHECK ("reservations"."moyen_transport_retour" in ('aucun', 'train', 'avion')),
	CONSTRAINT "reservations_language_valid" CHECK ("reservations"."language" in ('fr', 'en')),
	CONSTRAINT "reservations_heure_format" CHECK ("reservations"."heure" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reservations_heure_retour_format" CHECK ("reservations"."heure_retour" is null or "reservations"."heure_retour" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reservations_nombre_personnes_min" CHECK ("reservations"."nombre_personnes" >= 1),
	CONSTRAINT "reservations_nombre_passagers_min" CHECK ("reservations"."nombre_passagers" >= 1),
	CONSTRAINT "reservations_nombre_passagers_retour_min" CHECK ("reservations"."nombre_passagers_retour" >= 1),
	CONSTRAINT "reservations_nombre_bagages_non_negative" CHECK ("reservations"."nombre_bagages" >= 0),
	CONSTRAINT "reservations_nombre_bagages_retour_non_negative" CHECK ("reservations"."nombre_bagages_retour" >= 0),
	CONSTRAINT "reservations_prix_estime_non_negative" CHECK ("reservations"."prix_estime_cents" >= 0),
	CONSTRAINT "reservations_devis_non_negative" CHECK ("reservations"."devis_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"note" integer NOT NULL,
	"commentaire" text NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_note_range" CHECK ("reviews"."note" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_kind_valid" CHECK ("sessions"."kind" in ('customer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"google_sub" text,
	"language" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('customer', 'admin')),
	CONSTRAINT "users_language_valid" CHECK ("users"."language" in ('fr', 'en'))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"capacite_passagers" integer NOT NULL,
	"capacite_bagages_min" integer NOT NULL,
	"capacite_bagages_max" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_capacite_passagers_min" CHECK ("vehicles"."capacite_passagers" >= 1),
	CONSTRAINT "vehicles_capacite_bagages_min_non_negative" CHECK ("vehicles"."capacite_bagages_min" >= 0),
	CONSTRAINT "vehicles_capacite_bagages_max_non_negative" CHECK ("vehicles"."capacite_bagages_max" >= 0),
	CONSTRAINT "vehicles_capacite_bagages_range" CHECK ("vehicles"."capacite_bagages_max" >= "vehicles"."capacite_bagages_min")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"pending_password_hash" text,
	"pending_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_attempts_non_negative" CHECK ("verification_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_cv_file_unique" ON "applications" USING btree ("cv_file");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_unique" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_id_unique" ON "payments" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_reservation_id_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key_unique" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_user_id_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_service_id_idx" ON "reservations" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "reservations_statut_idx" ON "reservations" USING btree ("statut");--> statement-breakpoint
CREATE INDEX "reservations_date_idx" ON "reservations" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_unique" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "verification_codes_user_id_idx" ON "verification_codes" USING btree ("user_id");