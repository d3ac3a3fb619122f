/**
 * The rows of the back-office benchmark's database (bench/seed-reservations.ts writes them): the
 * accented names, addresses and comments a real company's customers have, and the statements
 * that make PostgreSQL generate the customers and the reservations from them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

/** [as written, ASCII for the e-mail address] */
const FIRST_NAMES = [
  ['Élodie', 'elodie'],
  ['François', 'francois'],
  ['Hélène', 'helene'],
  ['Jérôme', 'jerome'],
  ['Noël', 'noel'],
  ['Zoé', 'zoe'],
  ['Anaïs', 'anais'],
  ['Gaëlle', 'gaelle'],
  ['Clément', 'clement'],
  ['Loïc', 'loic'],
  ['Chloé', 'chloe'],
  ['Thérèse', 'therese'],
  ['Marie', 'marie'],
  ['Jean', 'jean'],
  ['Camille', 'camille'],
  ['Lucas', 'lucas'],
  ['Sophie', 'sophie'],
  ['Thomas', 'thomas'],
  ['Julie', 'julie'],
  ['Nicolas', 'nicolas'],
  ['Emma', 'emma'],
  ['Hugo', 'hugo'],
  ['Léa', 'lea'],
  ['Raphaël', 'raphael'],
  ['Inès', 'ines'],
  ['Mathéo', 'matheo'],
  ['Agnès', 'agnes'],
  ['Benoît', 'benoit'],
  ['Cécile', 'cecile'],
  ['Stéphane', 'stephane'],
  ['Océane', 'oceane'],
  ['Maël', 'mael'],
] as const;

const LAST_NAMES = [
  ['Martin', 'martin'],
  ['Bernard', 'bernard'],
  ['Dubois', 'dubois'],
  ['Lefèvre', 'lefevre'],
  ['Thomas', 'thomas'],
  ['Robert', 'robert'],
  ['Richard', 'richard'],
  ['Petit', 'petit'],
  ['Durand', 'durand'],
  ['Leroy', 'leroy'],
  ['Moreau', 'moreau'],
  ['Simon', 'simon'],
  ['Laurent', 'laurent'],
  ['Lefebvre', 'lefebvre'],
  ['Michel', 'michel'],
  ['Garcia', 'garcia'],
  ['Bézier', 'bezier'],
  ['Crémieux', 'cremieux'],
  ['Gérard', 'gerard'],
  ['Bélanger', 'belanger'],
  ['Château', 'chateau'],
  ['Besançon', 'besancon'],
  ['Müller', 'muller'],
  ['Øster', 'oster'],
  ['Lemaître', 'lemaitre'],
  ['Fèvre', 'fevre'],
  ['Éluard', 'eluard'],
  ['Dupré', 'dupre'],
  ['Pérez', 'perez'],
  ['Noël', 'noel'],
  ['Bonnet', 'bonnet'],
  ['Rousseau', 'rousseau'],
  ['Vincent', 'vincent'],
  ['Fournier', 'fournier'],
  ['Morel', 'morel'],
  ['Girard', 'girard'],
  ['André', 'andre'],
] as const;

const DOMAINS = [
  'gmail.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'outlook.fr',
  'navette-client.fr',
];

const PLACES = [
  'Aéroport Paris-Charles de Gaulle, Terminal 2E, 95700 Roissy-en-France',
  'Aéroport de Paris-Orly, Terminal 3, 94390 Orly',
  'Aéroport de Beauvais-Tillé, 60000 Tillé',
  'Gare de Lyon, Place Louis-Armand, 75012 Paris',
  'Gare du Nord, 18 rue de Dunkerque, 75010 Paris',
  'Gare Montparnasse, 17 boulevard de Vaugirard, 75015 Paris',
  '12 rue de la Paix, 75002 Paris',
  '5 avenue des Champs-Élysées, 75008 Paris',
  '8 place de l’Hôtel-de-Ville, 75004 Paris',
  'Château de Versailles, Place d’Armes, 78000 Versailles',
  '14 rue Édouard-Vaillant, 92300 Levallois-Perret',
  '3 allée des Tilleuls, 77700 Chessy',
  '27 quai Saint-Étienne, 77300 Fontainebleau',
  'Hôtel Le Méridien Étoile, 81 boulevard Gouvion-Saint-Cyr, 75017 Paris',
  '41 rue Émile-Zola, 93100 Montreuil',
  '2 rue du Général-Leclerc, 92130 Issy-les-Moulineaux',
] as const;

const COMMENTS = [
  'Merci de prévoir un panneau à mon nom à l’arrivée.',
  'Nous avons une poussette pliante en plus des bagages.',
  'Vol souvent en retard, merci de suivre l’arrivée.',
  'Mariage : véhicule décoré de rubans blancs, s’il vous plaît.',
  'Client VIP, discrétion demandée.',
  'Please wait at the meeting point, we will call on landing.',
  'Arrêt rapide à la boulangerie en chemin si possible.',
] as const;

/** `array['a', 'b']` of the constants of this file (never user input). */
const textArray = (values: readonly string[]): string =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/** The element of `values` at the (0-based) SQL expression `index`. */
const pick = (values: readonly string[], index: string) =>
  sql.raw(`(${textArray(values)})[1 + (${index})]`);

/*
 * The names of the person numbered by the SQL expression `i`: the first name cycles through its
 * list, the last name through its own once per cycle, so that the pairs differ for a long run.
 */
const FIRST = FIRST_NAMES.length;
const LAST = LAST_NAMES.length;
const firstName = (i: string) =>
  pick(
    FIRST_NAMES.map(([n]) => n),
    `${i} % ${FIRST}`,
  );
const firstAscii = (i: string) =>
  pick(
    FIRST_NAMES.map(([, a]) => a),
    `${i} % ${FIRST}`,
  );
const lastName = (i: string) =>
  pick(
    LAST_NAMES.map(([n]) => n),
    `(${i} / ${FIRST}) % ${LAST}`,
  );
const lastAscii = (i: string) =>
  pick(
    LAST_NAMES.map(([, a]) => a),
    `(${i} / ${FIRST}) % ${LAST}`,
  );

/** `count` verified customer accounts, with names and e-mail addresses drawn from the lists. */
export const insertCustomers = async (db: Database, count: number) => {
  await db.execute(sql`
    insert into users (name, email, password_hash, role, email_verified_at, language, created_at)
    select
      ${firstName('k')} || ' ' || ${lastName('k')},
      ${firstAscii('k')} || '.' || ${lastAscii('k')} || '.' || k || '@' || ${pick(DOMAINS, `k % ${DOMAINS.length}`)},
      null,
      'customer',
      now() - make_interval(days => 30 + (k % 1800)),
      case when k % 5 = 0 then 'en' else 'fr' end,
      now() - make_interval(days => 30 + (k % 1800))
    from generate_series(0, ${count - 1}::int) as k
  `);
};

/**
 * One batch of reservations: `r` is a row of uniform draws, so that each choice (date, status,
 * quote…) is independent of the others and every combination occurs.
 */
export const insertReservationBatch = async (db: Database, from: number, to: number) => {
  await db.execute(sql`
    with customers as (
      select id, name, email, row_number() over (order by email) - 1 as k from users where role = 'customer'
    ),
    service_ids as (select array_agg(id order by sort_order, name) as ids from services),
    draws as (
      select
        i,
        -- four years back, one ahead, a little busier in summer and in recent years
        (current_date - 1461 + least(1826, floor(power(random(), 0.8) * 1827)::int)) as trip,
        random() as r_status, random() as r_quote, random() as r_paid, random() as r_service,
        random() as r_customer, random() as r_transport, random() as r_return, random() as r_misc,
        random() as r_deleted,
        floor(random() * 1000000)::int as n
      from generate_series(${from}::int, ${to - 1}::int) as i
    ),
    shaped as (
      select d.*,
        case when d.r_customer < 0.6 then (d.n % (select count(*) from customers)) end as customer_k,
        case
          when d.trip < current_date then
            case when d.r_status < 0.7 then 'confirmé' when d.r_status < 0.85 then 'annulé' else 'en attente' end
          else
            case when d.r_status < 0.5 then 'confirmé' when d.r_status < 0.6 then 'annulé' else 'en attente' end
        end as statut,
        case when d.r_transport < 0.3 then 'avion' when d.r_transport < 0.5 then 'train' else 'aucun' end as transport,
        -- booked one to sixty days ahead, never later than now
        least(now() - make_interval(mins => d.n % 5000), d.trip - make_interval(days => 1 + d.n % 60)) as booked
      from draws d
    )
    insert into reservations (
      service_id, user_id, is_guest, date, heure, adresse_depart, adresse_arrivee,
      arret_intermediaire, moyen_transport, numero_train, numero_vol, nombre_passagers,
      nombre_bagages, retour, date_retour, heure_retour, adresse_depart_retour,
      adresse_arrivee_retour, moyen_transport_retour, nombre_passagers_retour,
      nombre_bagages_retour, nombre_personnes, siege_bebe, rehausseurs, prix_estime_cents, nom,
      prenom, email, telephone, est_passager_principal, nom_passager_principal,
      telephone_passager_principal, commentaire, devis_cents, statut, paid, language, version,
      deleted_at, created_at, updated_at
    )
    select
      case when s.r_service < 0.05 then null
        else (select ids from service_ids)[1 + floor(power(s.r_service, 1.6) * 6)::int] end,
      c.id,
      c.id is null,
      s.trip,
      lpad((6 + s.n % 17)::text, 2, '0') || ':' || (array['00', '15', '30', '45'])[1 + s.n % 4],
      ${pick(PLACES, `s.n % ${PLACES.length}`)},
      ${pick(PLACES, `(s.n / 7 + 3) % ${PLACES.length}`)},
      case when s.r_misc < 0.05 then ${pick(PLACES, `(s.n / 11) % ${PLACES.length}`)} end,
      s.transport,
      case when s.transport = 'train' then 'TGV ' || (6000 + s.n % 900) end,
      case when s.transport = 'avion' then (array['AF', 'U2', 'LH', 'BA', 'KL'])[1 + s.n % 5] || (100 + s.n % 8900) end,
      1 + s.n % 8,
      s.n % 9,
      s.r_return < 0.25,
      case when s.r_return < 0.25 then s.trip + (1 + s.n % 14) end,
      case when s.r_return < 0.25 then lpad((8 + s.n % 14)::text, 2, '0') || ':30' end,
      case when s.r_return < 0.25 then ${pick(PLACES, `(s.n / 7 + 3) % ${PLACES.length}`)} end,
      case when s.r_return < 0.25 then ${pick(PLACES, `s.n % ${PLACES.length}`)} end,
      case when s.r_return < 0.25 and s.r_transport < 0.3 then 'avion' else 'aucun' end,
      case when s.r_return < 0.25 then 1 + s.n % 8 end,
      case when s.r_return < 0.25 then s.n % 9 end,
      1 + s.n % 8,
      s.r_misc > 0.95,
      s.r_misc between 0.9 and 0.95,
      3000 + (s.n % 470) * 100,
      coalesce(split_part(c.name, ' ', 2), ${lastName('s.n')}),
      coalesce(split_part(c.name, ' ', 1), ${firstName('s.n')}),
      coalesce(c.email, ${firstAscii('s.n')} || '.' || ${lastAscii('s.n')} || (s.n % 997) || '@' ||
        ${pick(DOMAINS, `s.n % ${DOMAINS.length}`)}),
      case s.n % 3
        when 0 then '06 ' || to_char(s.n % 100, 'FM00') || ' ' || to_char((s.n / 100) % 100, 'FM00') || ' '
          || to_char((s.n / 10000) % 100, 'FM00') || ' ' || to_char(s.i % 100, 'FM00')
        when 1 then '07' || to_char(s.n, 'FM00000000')
        else '+33 6 ' || to_char(s.n % 100, 'FM00') || ' ' || to_char((s.n / 100) % 100, 'FM00') || ' '
          || to_char((s.n / 10000) % 100, 'FM00') || ' ' || to_char(s.i % 100, 'FM00')
      end,
      s.r_misc > 0.15,
      case when s.r_misc <= 0.15 then ${lastName('(s.n / 3)')} || ' ' || ${firstName('(s.n / 5)')} end,
      case when s.r_misc <= 0.15 then '06 98 ' || to_char(s.n % 10000, 'FM0000') || ' 12' end,
      case when s.r_misc between 0.3 and 0.5 then ${pick(COMMENTS, `s.n % ${COMMENTS.length}`)} end,
      case
        when s.statut = 'confirmé' or (s.statut = 'en attente' and s.r_quote < 0.5)
          or (s.statut = 'annulé' and s.r_quote < 0.4)
        then 4000 + (s.n % 560) * 100
      end,
      s.statut,
      s.statut = 'confirmé' and s.r_paid < case when s.trip < current_date then 0.9 else 0.6 end,
      case when s.n % 5 = 0 then 'en' else 'fr' end,
      case when s.statut = 'en attente' then 1 else 2 + s.n % 3 end,
      case when s.r_deleted < 0.02 then s.booked + (now() - s.booked) / 2 end,
      s.booked,
      s.booked
    from shaped s
    left join customers c on c.k = s.customer_k
  `);
};
