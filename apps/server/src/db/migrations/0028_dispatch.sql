CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chauffeur_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chauffeurs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"telephone" text NOT NULL,
	"carte_vtc_numero" text NOT NULL,
	"carte_vtc_expire_le" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deactivated_at" timestamp with time zone,
	"invitation_token_hash" text,
	"invitation_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"leg" text NOT NULL,
	"chauffeur_id" uuid,
	"vehicle_id" uuid,
	"state" text,
	"en_route_at" timestamp with time zone,
	"sur_place_at" timestamp with time zone,
	"a_bord_at" timestamp with time zone,
	"termine_at" timestamp with time zone,
	"client_absent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"reminded_chauffeur_id" uuid,
	"reminded_vehicle_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_legs_leg_valid" CHECK ("trip_legs"."leg" in ('aller', 'retour')),
	CONSTRAINT "trip_legs_state_valid" CHECK ("trip_legs"."state" is null or "trip_legs"."state" in ('en route', 'sur place', 'à bord', 'terminé', 'client absent'))
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_kind_valid";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_valid";--> statement-breakpoint
ALTER TABLE "reservation_changes" DROP CONSTRAINT "reservation_changes_actor_known";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_statut_valid";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duree_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "plaque" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "couleur" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "assurance_expire_le" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "controle_technique_expire_le" date;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_chauffeur_id_chauffeurs_id_fk" FOREIGN KEY ("chauffeur_id") REFERENCES "public"."chauffeurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chauffeurs" ADD CONSTRAINT "chauffeurs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_chauffeur_id_chauffeurs_id_fk" FOREIGN KEY ("chauffeur_id") REFERENCES "public"."chauffeurs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_chauffeur_unique" ON "calendar_feeds" USING btree (coalesce("chauffeur_id"::text, ''));--> statement-breakpoint
CREATE UNIQUE INDEX "chauffeurs_user_id_unique" ON "chauffeurs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chauffeurs_invitation_token_hash_unique" ON "chauffeurs" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_legs_reservation_leg_unique" ON "trip_legs" USING btree ("reservation_id","leg");--> statement-breakpoint
CREATE INDEX "trip_legs_chauffeur_id_idx" ON "trip_legs" USING btree ("chauffeur_id");--> statement-breakpoint
CREATE INDEX "trip_legs_vehicle_id_idx" ON "trip_legs" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plaque_unique" ON "vehicles" USING btree ("plaque");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_valid" CHECK ("sessions"."kind" in ('customer', 'admin', 'chauffeur'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('customer', 'admin', 'chauffeur'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duree_minutes_range" CHECK ("services"."duree_minutes" between 5 and 1440);--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_actor_known" CHECK ("reservation_changes"."actor" in ('admin', 'customer', 'chauffeur'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_statut_valid" CHECK ("reservations"."statut" in ('en attente', 'confirmé', 'annulé', 'terminé'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_valid" CHECK ("mail_outbox"."channel" in ('email', 'sms'));