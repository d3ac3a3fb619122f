-- Phone numbers are also kept without their spaces, dots and dashes, so that a number typed in
-- groups is searched by its digits alone: its short groups ("06 12") are in most rows, which a
-- trigram index cannot narrow (docs/decisions/0023-admin-reservations.md, bench/README.md).
CREATE OR REPLACE FUNCTION reservations_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- fields apart (unit separator), so that a search never matches across two of them
  NEW.search_text := navette_fold(concat_ws(chr(31),
    NEW.id::text, NEW.nom, NEW.prenom, NEW.email, NEW.telephone,
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