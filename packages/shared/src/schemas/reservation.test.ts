import { describe, expect, it } from 'vitest';
import { catalogues } from '../../locales/catalogues';
import {
  createReservationSchemas,
  isCalendarDate,
  isClockTime,
  isPhoneNumber,
  parisMoment,
  parisToday,
  quoteRequestMailSchema,
  reservationRequestSchema,
} from './reservation';

// the schemas' messages live in these two namespaces (docs/decisions/0015)
const fr = { ...catalogues.fr.common, ...catalogues.fr.booking };

const TODAY = '2030-06-15';
/** the clock in Paris: 06:00 on TODAY */
const NOW = '06:00';
const schemas = createReservationSchemas({ now: () => ({ day: TODAY, time: NOW }) });
const { guest, signedIn } = schemas;

/** The French text of a message key, as a visitor reads it. */
const french = (key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, fr);
  if (typeof value !== 'string') throw new Error(`no French text for ${key}`);
  return value;
};

/** field → French message, in the order the schema reports them. */
const errorsOf = (
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path.map(String).join('.') || '_';
    fields[name] ??= issue.message.startsWith('booking.') ? french(issue.message) : issue.message;
  }
  return fields;
};

const validGuest = () => ({
  service: 'service-id',
  date: '2030-06-20',
  heure: '08:30',
  adresse_depart: '12 rue de Rivoli, Paris',
  adresse_arrivee: 'Gare de Lyon, Paris',
  nom: 'Martin',
  prenom: 'Léa',
  email: 'lea@example.fr',
  telephone: '0612345678',
  isGuest: true,
});

describe('calendar and clock', () => {
  it.each([
    ['2030-02-28', true],
    ['2028-02-29', true],
    ['2030-02-29', false],
    ['2030-04-31', false],
    ['2030-13-01', false],
    ['2030-6-1', false],
    ['30-06-2030', false],
    ['', false],
  ])('%j is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['25:99', false],
    ['9:05', false],
    ['12:60', false],
    ['12h30', false],
  ])('%j is a time of day: %s', (value, expected) => {
    expect(isClockTime(value)).toBe(expected);
  });

  it('judges "today" by the Paris calendar, whatever the zone of the machine', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris
    expect(parisToday(new Date('2029-12-31T23:30:00Z'))).toBe('2030-01-01');
    expect(parisToday(new Date('2030-07-01T21:59:00Z'))).toBe('2030-07-01');
    expect(parisToday(new Date('2030-07-01T22:00:00Z'))).toBe('2030-07-02');
  });

  it('accepts today and refuses yesterday', () => {
    expect(errorsOf(guest.step1, { ...validGuest(), date: TODAY })).toEqual({});
    expect(errorsOf(guest.step1, { ...validGuest(), date: '2030-06-14' })).toEqual({
      date: 'La date ne peut pas être dans le passé.',
    });
  });

  it('reads the time in Paris, whatever the zone of the machine', () => {
    // 23:56 in Paris on 30 June, two hours ahead of UTC in summer
    expect(parisMoment(new Date('2030-06-30T21:56:00Z'))).toEqual({
      day: '2030-06-30',
      time: '23:56',
    });
    expect(parisMoment(new Date('2030-12-31T23:05:00Z'))).toEqual({
      day: '2031-01-01',
      time: '00:05',
    });
  });

  it.each([
    ['guest', guest.request, validGuest()],
    ['signed-in', signedIn.request, { ...validGuest(), isGuest: false }],
  ])(
    'refuses a %s request for today at a time already past, like a past day',
    (_, schema, values) => {
      const past = { ...values, date: TODAY, heure: '00:30' };
      expect(errorsOf(schema, past)).toEqual({
        heure: 'Cette heure est déjà passée : choisissez une heure à venir.',
      });
      // the minute before is gone; this very minute (the picker's "Maintenant") is not
      expect(errorsOf(schema, { ...past, heure: '05:59' })).toHaveProperty('heure');
      expect(errorsOf(schema, { ...past, heure: NOW })).toEqual({});
      // the same for the return of a round trip
      const roundTrip = {
        ...past,
        heure: '04:00',
        retour: true,
        date_retour: TODAY,
        heure_retour: '05:00',
        adresse_depart_retour: 'Gare de Lyon, Paris',
        adresse_arrivee_retour: '12 rue de Rivoli, Paris',
      };
      expect(errorsOf(schema, roundTrip)).toEqual({
        heure: 'Cette heure est déjà passée : choisissez une heure à venir.',
        heure_retour: 'Cette heure est déjà passée : choisissez une heure à venir.',
      });
      expect(errorsOf(schema, { ...roundTrip, heure: '07:00', heure_retour: '09:00' })).toEqual({});
    },
  );
});

describe('phone numbers', () => {
  it.each([
    ['0612345678', true],
    ['06 12 34 56 78', true],
    ['06.12.34.56.78', true],
    ['+33 6 12 34 56 78', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['061234567', false],
    ['06 12 34 56 7a', false],
    ['++33612345678', false],
    ['(06) 12 34 56 78', false],
  ])('%j is a phone number: %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });
});

describe('guest quote form, step by step, with the product wording', () => {
  it('step 1: the trip fields, in the order of the form', () => {
    expect(errorsOf(guest.step1, { moyen_transport: 'aucun' })).toEqual({
      date: 'La date est obligatoire',
      heure: "L'heure est obligatoire",
      adresse_depart: "L'adresse de départ est obligatoire",
      adresse_arrivee: "L'adresse d'arrivée est obligatoire",
    });
  });

  it('step 1 by train: the train number and the bags (0 counts as missing); the passengers are asked on step 2 only', () => {
    expect(
      errorsOf(guest.step1, { ...validGuest(), moyen_transport: 'train', nombre_bagages: 0 }),
    ).toEqual({
      numero_train: 'Le numéro de train est obligatoire',
      nombre_bagages: 'Le nombre de bagages est obligatoire',
    });
  });

  it('step 1 by plane, "vol" included: the flight number', () => {
    for (const mode of ['avion', 'vol']) {
      expect(
        errorsOf(guest.step1, {
          ...validGuest(),
          moyen_transport: mode,
          nombre_passagers: 2,
          nombre_bagages: 1,
        }),
      ).toEqual({ numero_vol: 'Le numéro de vol est obligatoire' });
    }
  });

  it('step 1 with a return: the four return fields; the return train or flight number is optional', () => {
    expect(
      errorsOf(guest.step1, { ...validGuest(), retour: true, moyen_transport_retour: 'train' }),
    ).toEqual({
      date_retour: 'La date de retour est obligatoire',
      heure_retour: "L'heure de retour est obligatoire",
      adresse_depart_retour: "L'adresse de départ pour le retour est obligatoire",
      adresse_arrivee_retour: "L'adresse d'arrivée pour le retour est obligatoire",
    });
  });

  it('step 1: the return is not before the outbound trip, nor earlier the same day', () => {
    const trip = {
      ...validGuest(),
      retour: true,
      adresse_depart_retour: 'Orly',
      adresse_arrivee_retour: 'Paris',
    };
    expect(
      errorsOf(guest.step1, { ...trip, date_retour: '2030-06-19', heure_retour: '10:00' }),
    ).toEqual({ date_retour: "La date de retour ne peut pas précéder la date de l'aller." });
    expect(
      errorsOf(guest.step1, { ...trip, date_retour: '2030-06-20', heure_retour: '08:30' }),
    ).toEqual({
      heure_retour:
        "Pour un retour le même jour, l'heure de retour doit suivre l'heure de l'aller.",
    });
    expect(
      errorsOf(guest.step1, { ...trip, date_retour: '2030-06-20', heure_retour: '18:00' }),
    ).toEqual({});
  });

  it('step 1 ignores the return block when no return is asked for', () => {
    expect(errorsOf(guest.step1, { ...validGuest(), retour: false, date_retour: 'n/a' })).toEqual(
      {},
    );
  });

  it('step 2: between 1 and 8 passengers', () => {
    expect(errorsOf(guest.step2, { nombre_personnes: 0 })).toEqual({
      nombre_personnes: 'Le nombre de passagers est obligatoire (minimum 1)',
    });
    expect(errorsOf(guest.step2, { nombre_personnes: null })).toEqual({
      nombre_personnes: 'Le nombre de passagers est obligatoire (minimum 1)',
    });
    expect(errorsOf(guest.step2, { nombre_personnes: 9 })).toEqual({
      nombre_personnes: 'Le nombre maximum de passagers est 8',
    });
    expect(errorsOf(guest.step2, { nombre_personnes: 8, siege_bebe: true })).toEqual({});
    expect(guest.step2.parse({})).toMatchObject({ nombre_personnes: 1, prix_estime: 0 });
  });

  it('step 3: contact, then the main passenger when the booker is not', () => {
    expect(errorsOf(guest.step3, {})).toEqual({
      nom: 'Le nom est obligatoire',
      prenom: 'Le prénom est obligatoire',
      email: "L'email est obligatoire",
      telephone: 'Le téléphone est obligatoire',
    });
    expect(
      errorsOf(guest.step3, {
        ...validGuest(),
        email: 'lea@example',
        telephone: '06 12',
        est_passager_principal: false,
      }),
    ).toEqual({
      email: "L'email n'est pas valide",
      telephone: "Le numéro de téléphone n'est pas valide",
      nom_passager_principal: 'Le nom du passager principal est obligatoire',
      telephone_passager_principal: 'Le téléphone du passager principal est obligatoire',
    });
  });

  it('the full request needs isGuest true, and reports the steps in order', () => {
    const { isGuest: _isGuest, ...withoutFlag } = validGuest();
    expect(Object.keys(errorsOf(guest.request, withoutFlag))).toEqual(['isGuest']);
    expect(Object.keys(errorsOf(guest.request, { isGuest: true }))).toEqual([
      'service',
      'date',
      'heure',
      'adresse_depart',
      'adresse_arrivee',
      'nom',
      'prenom',
      'email',
      'telephone',
    ]);
  });
});

describe('signed-in reservation form', () => {
  it('speaks its own words and does not require the guest form’s train counts', () => {
    expect(
      errorsOf(signedIn.step1, {
        ...validGuest(),
        date: '',
        moyen_transport: 'train',
        numero_train: 'TGV 1',
      }),
    ).toEqual({ date: 'Choisissez la date de prise en charge.' });
  });

  it('a baby seat needs at least 2 people', () => {
    expect(errorsOf(signedIn.step2, { nombre_personnes: 1, siege_bebe: true })).toEqual({
      nombre_personnes:
        "Avec un siège bébé, comptez au moins 2 personnes : l'enfant et l'adulte qui l'accompagne.",
    });
    expect(errorsOf(signedIn.step2, { nombre_personnes: 9 })).toEqual({
      nombre_personnes: 'Nos véhicules accueillent 8 personnes au maximum.',
    });
  });

  it('step 3 in the customer wording', () => {
    expect(errorsOf(signedIn.step3, { est_passager_principal: false })).toEqual({
      nom: 'Indiquez votre nom.',
      prenom: 'Indiquez votre prénom.',
      email: 'Indiquez votre adresse e-mail.',
      telephone: 'Indiquez votre numéro de téléphone.',
      nom_passager_principal: 'Indiquez le nom du passager principal.',
      telephone_passager_principal: 'Indiquez le téléphone du passager principal.',
    });
  });

  it('the full request does not need isGuest', () => {
    const { isGuest: _isGuest, ...request } = validGuest();
    expect(signedIn.request.safeParse(request).success).toBe(true);
  });
});

describe('what every field refuses', () => {
  it.each([
    ['adresse_depart', 'x'.repeat(301), "L'adresse ne doit pas dépasser 300 caractères."],
    ['adresse_arrivee', 'a\nb', 'Ce champ contient des caractères non autorisés.'],
    ['nom', 'x'.repeat(101), 'Ce champ ne doit pas dépasser 100 caractères.'],
    ['nom', 'Ma\u0000rtin', 'Ce champ contient des caractères non autorisés.'],
    ['prenom', '\u202Eesrever', 'Ce champ contient des caractères non autorisés.'],
    ['prenom', 42, 'Ce champ doit être un texte.'],
    ['commentaire', 'x'.repeat(2001), 'Le commentaire ne doit pas dépasser 2000 caractères.'],
    ['commentaire', 'bip\u0007', 'Ce champ contient des caractères non autorisés.'],
    ['numero_train', 'T'.repeat(31), 'Ce numéro ne doit pas dépasser 30 caractères.'],
    ['email', `${'a'.repeat(250)}@b.fr`, "L'adresse e-mail ne doit pas dépasser 254 caractères."],
    ['telephone', '0'.repeat(31), 'Le numéro de téléphone est trop long.'],
    ['date', '2030-02-30', 'Choisissez une date valide.'],
    ['date', '20/06/2030', 'Choisissez une date valide.'],
    ['heure', '25:99', 'Choisissez une heure valide, entre 00:00 et 23:59.'],
    ['moyen_transport', 'bus', 'Choisissez un moyen de transport : aucun, train ou avion.'],
    ['nombre_passagers', 9, 'Le nombre de passagers doit être compris entre 1 et 8.'],
    ['nombre_passagers', 2.5, 'Le nombre de passagers doit être compris entre 1 et 8.'],
    ['nombre_bagages', -1, 'Le nombre de bagages doit être compris entre 0 et 8.'],
    ['nombre_bagages', '2', 'Le nombre de bagages doit être compris entre 0 et 8.'],
    ['nombre_personnes', 2.5, 'Le nombre de personnes doit être un nombre entier entre 1 et 8.'],
    ['nombre_personnes', '3', 'Le nombre de personnes doit être un nombre entier entre 1 et 8.'],
    ['siege_bebe', 'oui', 'Répondez par oui ou par non.'],
    ['prix_estime', -1, 'Le prix estimé doit être un montant positif.'],
    ['prix_estime', 1e9, 'Le prix estimé doit être un montant positif.'],
    ['prix_estime', '12', 'Le prix estimé doit être un montant positif.'],
  ])('%s = %j is refused with %j', (field, value, message) => {
    expect(errorsOf(guest.request, { ...validGuest(), [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('accepts accents, apostrophes and emoji', () => {
    expect(
      errorsOf(guest.request, {
        ...validGuest(),
        nom: "D'Artagnan-Éloïse",
        commentaire: 'Merci 🙏\nÀ bientôt',
      }),
    ).toEqual({});
  });

  it('refuses unknown fields on the server side only', () => {
    expect(
      reservationRequestSchema.safeParse({ ...validGuest(), statut: 'confirmé' }).success,
    ).toBe(false);
    expect(guest.form.safeParse({ ...validGuest(), anything: 1 }).success).toBe(true);
  });
});

describe('the stored reservation', () => {
  it('keeps the estimate in whole cents and drops what the person could not see', () => {
    const stored = guest.request.parse({
      ...validGuest(),
      prix_estime: 12.345,
      moyen_transport: 'avion',
      numero_vol: 'AF 1',
      numero_train: 'stale',
      nombre_passagers: 2,
      nombre_bagages: 1,
      retour: false,
      date_retour: '2030-06-21',
      nom_passager_principal: 'stale',
      arret_intermediaire: '  ',
    });
    expect(stored).toMatchObject({
      prix_estime: 12.35,
      moyen_transport: 'avion',
      numero_vol: 'AF 1',
      numero_train: null,
      date_retour: null,
      nom_passager_principal: null,
      arret_intermediaire: null,
    });
  });

  it('by train or plane, the passengers are the party counted once on step 2', () => {
    const stored = guest.request.parse({
      ...validGuest(),
      moyen_transport: 'avion',
      numero_vol: 'AF 1',
      nombre_passagers: null,
      nombre_bagages: 1,
      nombre_personnes: 3,
    });
    expect(stored).toMatchObject({ nombre_passagers: 3, nombre_personnes: 3 });
  });
});

describe('the confirmation mail call', () => {
  it('takes a name, a valid e-mail and a date, and nothing else', () => {
    expect(
      quoteRequestMailSchema.safeParse({
        name: 'Martin Léa',
        email: 'lea@example.fr',
        date: '2030-06-20',
        isGuest: true,
      }).success,
    ).toBe(true);
    for (const body of [
      { name: '', email: 'lea@example.fr', date: '2030-06-20' },
      { name: 'Léa', email: 'lea@example.fr\r\nBcc: x@y.z', date: '2030-06-20' },
      { name: 'Léa', email: 'lea@example.fr', date: '2030-06-31' },
      { name: 'Léa', email: 'lea@example.fr', date: '2030-06-20', to: 'x@y.z' },
    ]) {
      expect(quoteRequestMailSchema.safeParse(body).success).toBe(false);
    }
  });
});
