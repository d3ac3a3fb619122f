-- trigram indexes for the back-office's search (docs/decisions/0023-admin-reservations.md);
-- a trusted extension of PostgreSQL's contrib, loaded by PGlite at start (db/client.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "reservation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"admin_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE INDEX "reservation_changes_admin_user_id_idx" ON "reservation_changes" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "reservations_search_text_trgm_idx" ON "reservations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_active_trip_idx" ON "reservations" USING btree ("date","heure","id") WHERE "reservations"."deleted_at" is null;--> statement-breakpoint
-- The back-office's search (docs/decisions/0023-admin-reservations.md): one text per reservation
-- holding every value, folded (lower case, no accents) by navette_fold, kept by a trigger so that
-- every writer (the app, a seed, a script) keeps it right. The search folds its term the same way.
-- translate() and lower() on ASCII only: the result does not depend on the database's locale.
CREATE OR REPLACE FUNCTION navette_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    lower(translate(value,
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž’‘',
      'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz''''')),
    'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'ß', 'ss'), 'ẞ', 'ss')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservations_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- fields apart (unit separator), so that a search never matches across two of them
  NEW.search_text := navette_fold(concat_ws(chr(31),
    NEW.id::text, NEW.nom, NEW.prenom, NEW.email, NEW.telephone,
    to_char(NEW.date, 'YYYY-MM-DD'), to_char(NEW.date, 'DD/MM/YYYY'), NEW.heure,
    NEW.adresse_depart, NEW.adresse_arrivee, NEW.arret_intermediaire,
    NEW.moyen_transport, NEW.numero_train, NEW.numero_vol,
    NEW.nombre_passagers::text, NEW.nombre_bagages::text,
    to_char(NEW.date_retour, 'YYYY-MM-DD'), to_char(NEW.date_retour, 'DD/MM/YYYY'), NEW.heure_retour,
    NEW.adresse_depart_retour, NEW.adresse_arrivee_retour,
    NEW.moyen_transport_retour, NEW.numero_train_retour, NEW.numero_vol_retour,
    NEW.nombre_passagers_retour::text, NEW.nombre_bagages_retour::text,
    NEW.nombre_personnes::text,
    to_char(NEW.prix_estime_cents / 100.0, 'FM99999990.00'),
    replace(to_char(NEW.prix_estime_cents / 100.0, 'FM99999990.00'), '.', ','),
    to_char(NEW.devis_cents / 100.0, 'FM99999990.00'),
    replace(to_char(NEW.devis_cents / 100.0, 'FM99999990.00'), '.', ','),
    NEW.nom_passager_principal, NEW.telephone_passager_principal, NEW.commentaire,
    NEW.statut, to_char(NEW.created_at AT TIME ZONE 'Europe/Paris', 'DD/MM/YYYY')));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER reservations_search_text BEFORE INSERT OR UPDATE ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_search_text();--> statement-breakpoint
UPDATE reservations SET search_text = '';
