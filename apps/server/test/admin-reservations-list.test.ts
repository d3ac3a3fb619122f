import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../src/db/schema';
import { type TestApp } from './build-test-app';
import {
  adminReservationsClient,
  bookAsGuest,
  markPaid,
  type AdminReservationsClient,
} from './support/admin-reservations';
import {
  buildBookingTestApp,
  dayFromToday,
  fullGuestRequest,
  minimalGuestRequest,
  reservationRow,
  uniqueEmail,
} from './support/reservations';

/*
 * The back-office's list of reservations (docs/product/back-office.md#reservations): search over
 * every value without regard to case or accents, the filters, the pages and their total, and the
 * deleted reservations nowhere.
 */

let t: TestApp;
let admin: AdminReservationsClient;
/** Élodie Dupont's round trip by train and plane, in 10 days */
let elodie: string;
/** Léa Martin's one-way trip, in 3 days */
let lea: string;
/** Noël Lefèvre's wedding trip, in 20 days */
let noel: string;
const noelEmail = uniqueEmail('noel.lefevre');

beforeAll(async () => {
  t = await buildBookingTestApp();
  const services = (await t.app.inject({ method: 'GET', url: '/api/services' })).json<
    { _id: string; name: string }[]
  >();
  const serviceNamed = (name: string) => services.find((s) => s.name === name)?._id ?? '';
  elodie = await bookAsGuest(t, fullGuestRequest(serviceNamed('Transfert gare')));
  lea = await bookAsGuest(t, minimalGuestRequest(serviceNamed('Transfert aéroport')));
  noel = await bookAsGuest(t, {
    ...minimalGuestRequest(serviceNamed('Mariage'), noelEmail),
    nom: 'Lefèvre',
    prenom: 'Noël',
    telephone: '07 11 22 33 44',
    date: dayFromToday(20),
    heure: '14:30',
    adresse_depart: 'Gare Saint-Lazare, Paris',
    adresse_arrivee: 'Château de Versailles',
  });
  admin = await adminReservationsClient(t);
  const { version } = await admin.read(lea);
  expect((await admin.devis(lea, { version, devis: 1250.5 })).statusCode).toBe(200);
  const noelNow = await admin.read(noel);
  expect(
    (await admin.statut(noel, { version: noelNow.version, statut: 'confirmé' })).statusCode,
  ).toBe(200);
  await markPaid(t, elodie);
});
afterAll(async () => t?.close());

const idsOf = async (query: Record<string, string>) =>
  (await admin.list(query)).items.map((r) => r._id);
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

describe('GET /api/reservations — search', () => {
  it('finds Élodie when the administrator types elodie, ELODIE or élodie', async () => {
    for (const q of ['elodie', 'ELODIE', 'Élodie', 'éLoDiE'])
      expect(await idsOf({ q })).toEqual([elodie]);
  });

  it('finds a name typed without its accents or its diaeresis (lefevre, noel, chateau)', async () => {
    for (const q of ['lefevre', 'LEFÈVRE', 'noel', 'chateau de versailles']) {
      expect(await idsOf({ q }), q).toEqual([noel]);
    }
  });

  it('finds transport numbers, e-mail, phone (with or without spaces), comment and addresses', async () => {
    const cases: [string, string[]][] = [
      ['tgv 6201', [elodie]],
      ['af 7515', [elodie]],
      ['NOEL.LEFEVRE', [noel]],
      ['07 11 22', [noel]],
      ['0711223344', [noel]],
      ['pancarte', [elodie]],
      ['saint-lazare', [noel]],
      ['jean dupont', [elodie]],
    ];
    for (const [q, expected] of cases) expect(await idsOf({ q }), q).toEqual(expected);
  });

  it('finds a trip date written as the calendar shows it or as 25/12/2026, and a time', async () => {
    expect(await idsOf({ q: dayFromToday(20) })).toEqual([noel]);
    expect(await idsOf({ q: frenchDate(dayFromToday(20)) })).toEqual([noel]);
    expect(await idsOf({ q: '14:30' })).toEqual([noel]);
  });

  it('finds the quote amount, the status and the service name', async () => {
    expect(await idsOf({ q: '1250,50' })).toEqual([lea]);
    expect(await idsOf({ q: '1250.5' })).toEqual([lea]);
    expect(await idsOf({ q: 'confirme' })).toEqual([noel]);
    expect(await idsOf({ q: 'MARIAGE' })).toEqual([noel]);
  });

  it('takes % and _ literally, and finds nothing for a text no field holds', async () => {
    expect(await idsOf({ q: '%' })).toEqual([]);
    expect(await idsOf({ q: '_' })).toEqual([]);
    expect((await admin.list({ q: 'introuvable' })).total).toBe(0);
  });
});

describe('GET /api/reservations — filters, order and pages', () => {
  it('sorts by trip date and time, and filters by status', async () => {
    expect(await idsOf({})).toEqual([lea, elodie, noel]);
    expect(await idsOf({ statut: 'tous' })).toEqual([lea, elodie, noel]);
    expect(await idsOf({ statut: 'confirmé' })).toEqual([noel]);
    expect(await idsOf({ statut: 'en attente' })).toEqual([lea, elodie]);
    expect(await idsOf({ statut: 'annulé' })).toEqual([]);
  });

  it('filters by trip-date range (both ends included) and by payment', async () => {
    expect(await idsOf({ from: dayFromToday(3), to: dayFromToday(10) })).toEqual([lea, elodie]);
    expect(await idsOf({ from: dayFromToday(11) })).toEqual([noel]);
    expect(await idsOf({ paid: 'true' })).toEqual([elodie]);
    expect(await idsOf({ paid: 'false' })).toEqual([lea, noel]);
    expect(await idsOf({ paid: 'false', statut: 'en attente', q: 'lea' })).toEqual([lea]);
  });

  it('answers one page at a time with the total that match', async () => {
    const first = await admin.list({ pageSize: '2', page: '1' });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((r) => r._id)).toEqual([lea, elodie]);
    const second = await admin.list({ pageSize: '2', page: '2' });
    expect(second.items.map((r) => r._id)).toEqual([noel]);
    expect(second.total).toBe(3);
    expect(await admin.list({ pageSize: '2', page: '3' })).toMatchObject({ items: [], total: 3 });
  });

  it('shows every field, the service name, the source and the version of each reservation', async () => {
    const [first] = (await admin.list({ q: 'elodie' })).items;
    expect(first).toMatchObject({
      _id: elodie,
      prenom: 'Élodie',
      numero_train: 'TGV 6201',
      numero_vol_retour: 'AF 7515',
      serviceName: 'Transfert gare',
      source: 'guest',
      paid: true,
      version: 2,
    });
    expect(first).not.toHaveProperty('search_text');
  });

  it('a search of control characters (NUL) drops them rather than failing', async () => {
    const response = await admin.listRaw('q=%00%1F');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe((await admin.list()).total);
  });

  it('refuses a bad query with a French message per field, never a 500', async () => {
    const cases: [string, string, string][] = [
      [
        'statut=pay%C3%A9',
        'statut',
        'Le statut doit être « tous », « en attente », « confirmé » ou « annulé ».',
      ],
      ['pageSize=1000', 'pageSize', 'La taille de page doit être un entier de 1 à 100.'],
      ['page=0', 'page', 'Le numéro de page doit être un entier positif.'],
      ['from=2026-02-30', 'from', 'La date doit être une date valide (AAAA-MM-JJ).'],
      [
        'from=2026-05-02&to=2026-05-01',
        'to',
        'La date de fin doit être postérieure ou égale à la date de début.',
      ],
      ['paid=oui', 'paid', 'Le filtre « payé » doit valoir true ou false.'],
      [`q=${'a'.repeat(201)}`, 'q', 'La recherche doit contenir au plus 200 caractères.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await admin.listRaw(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
    }
  });
});

describe('a deleted reservation', () => {
  it('leaves the list, its total and the search, answers 404, and stays stored', async () => {
    const extra = await bookAsGuest(t, minimalGuestRequest((await admin.read(lea)).service ?? ''));
    expect((await admin.list()).total).toBe(4);
    const { version } = await admin.read(extra);
    const removed = await admin.remove(extra, version);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Réservation supprimée avec succès' });

    expect(await idsOf({})).toEqual([lea, elodie, noel]);
    expect((await admin.list({ statut: 'en attente' })).total).toBe(2);
    const detail = await admin.detail(extra);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({
      code: 'RESERVATION_NOT_FOUND',
      error: 'Cette réservation n’existe pas ou a été supprimée.',
    });
    const row = await reservationRow(t, extra);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [kept] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, extra));
    expect(kept?.nom).toBe('Martin');
  });

  it('answers 404 for an id that never existed, or is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const response = await admin.detail(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('RESERVATION_NOT_FOUND');
    }
  });
});

describe('GET /api/reservations — upcoming and past trips', () => {
  it('keeps the trips from today on, soonest first, or those before today, latest first', async () => {
    const service = (await reservationRow(t, lea))?.serviceId ?? '';
    const movedTo = async (date: string) => {
      const id = await bookAsGuest(t, minimalGuestRequest(service, uniqueEmail('history')));
      await t.database.db.update(reservations).set({ date }).where(eq(reservations.id, id));
      return id;
    };
    const lastWeek = await movedTo(dayFromToday(-7));
    const yesterday = await movedTo(dayFromToday(-1));
    const today = await movedTo(dayFromToday(0));
    expect(await idsOf({ when: 'upcoming' })).toEqual([today, lea, elodie, noel]);
    expect(await idsOf({ when: 'past' })).toEqual([yesterday, lastWeek]);
    // absent, as before the filter: every trip in trip order
    expect(await idsOf({})).toEqual([lastWeek, yesterday, today, lea, elodie, noel]);
    expect(await idsOf({ when: 'all' })).toEqual(await idsOf({}));
    // the total follows the filter
    expect((await admin.list({ when: 'past', pageSize: '10' })).total).toBe(2);
    const refused = await admin.listRaw('when=futur');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { when: 'Le filtre des trajets doit valoir « upcoming », « past » ou « all ».' },
    });
  });
});
