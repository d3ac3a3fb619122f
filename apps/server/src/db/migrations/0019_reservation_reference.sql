-- Short human references for reservations, NP-<year>-<4 digits>
-- (docs/decisions/0048-reservation-reference.md). The counter row per year (Paris) is taken by
-- the column's default inside the inserting transaction: its row lock orders concurrent
-- creations, and a number is never given twice.
CREATE TABLE "reservation_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION navette_next_reservation_reference() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ref_year integer := extract(year from now() AT TIME ZONE 'Europe/Paris')::int;
  ref_last integer;
BEGIN
  INSERT INTO reservation_counters (year, last) VALUES (ref_year, 1)
  ON CONFLICT (year) DO UPDATE SET last = reservation_counters.last + 1
  RETURNING last INTO ref_last;
  RETURN 'NP-' || ref_year || '-' || lpad(ref_last::text, greatest(4, length(ref_last::text)), '0');
END
$$;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reference" text;--> statement-breakpoint
-- existing rows, in creation order within their year
UPDATE reservations SET reference = numbered.reference
FROM (
  SELECT id, 'NP-' || y || '-' || lpad(n::text, greatest(4, length(n::text)), '0') AS reference
  FROM (SELECT id, y, row_number() OVER (PARTITION BY y ORDER BY created_at, id) AS n
    FROM (SELECT id, created_at, extract(year from created_at AT TIME ZONE 'Europe/Paris')::int AS y FROM reservations) dated) counted
) numbered
WHERE reservations.id = numbered.id;--> statement-breakpoint
INSERT INTO reservation_counters (year, last)
SELECT extract(year from created_at AT TIME ZONE 'Europe/Paris')::int, count(*)
FROM reservations GROUP BY 1;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "reference" SET DEFAULT navette_next_reservation_reference();--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_unique" ON "reservations" USING btree ("reference");--> statement-breakpoint
-- the back-office's search finds a reservation by its reference
CREATE OR REPLACE FUNCTION reservations_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- fields apart (unit separator), so that a search never matches across two of them
  NEW.search_text := navette_fold(concat_ws(chr(31),
    NEW.id::text, NEW.reference, NEW.nom, NEW.prenom, NEW.email, NEW.telephone,
    regexp_replace(NEW.telephone, '[\s.-]', '', 'g'),
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
    NEW.nom_passager_principal, NEW.telephone_passager_principal,
    regexp_replace(NEW.telephone_passager_principal, '[\s.-]', '', 'g'), NEW.commentaire,
    NEW.statut, to_char(NEW.created_at AT TIME ZONE 'Europe/Paris', 'DD/MM/YYYY')));
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE reservations SET search_text = '';
