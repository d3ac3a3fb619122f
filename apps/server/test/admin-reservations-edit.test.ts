import { describe, expect } from 'vitest';
import { adminReservationsClient, markPaid } from './support/admin-reservations';
import { TEST_ADMIN } from './support/admin';
import { customerReservationsClient } from './support/customer-reservations';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import {
  dayFromToday,
  fullGuestRequest,
  reservationRow,
  uniqueEmail,
} from './support/reservations';

/*
 * The back-office's changes to a reservation (docs/product/back-office.md#reservations): only
 * what changed is written and recorded, a new quote queues the quote e-mail once, a stale copy is
 * refused, and bad input is a French 400.
 */

const STALE = {
  code: 'RESERVATION_STALE',
  error:
    'Cette réservation a été modifiée entre-temps. Rechargez-la avant d’enregistrer vos changements.',
};

const it = serverTest({ booking: true })
  /** A guest's new reservation, its address and the version the back-office reads. */
  .extend(
    'newReservation',
    async ({ bookAsGuest, admin }) =>
      async (email = uniqueEmail('client')) => {
        const id = await bookAsGuest({ email });
        return { id, email, version: (await admin.read(id)).version };
      },
  )
  /** A second administrator, signed in on another browser. */
  .extend('otherAdmin', async ({ t }) => adminReservationsClient(t))
  .extend(
    'quoteMails',
    async ({ t }) =>
      (email: string) =>
        mailsTo(t.database.db, email, 'quoteReady'),
  )
  /** A reservation a signed-in customer made, and that customer, who can accept its quote. */
  .extend('customersReservation', async ({ t, serviceId }) => async () => {
    const customer = await customerReservationsClient(t);
    return { id: await customer.book(serviceId), email: customer.email, customer };
  });

describe('PUT /api/reservations/:id — the other fields', () => {
  it('writes and records only the fields whose value changed, with the administrator and the old and new values', async ({
    admin,
    newReservation,
  }) => {
    const { id } = await newReservation();
    const before = await admin.read(id);
    const response = await admin.update(id, {
      version: before.version,
      nom: 'Martin',
      heure: '10:15',
      nombre_personnes: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({ nom: 'Martin', heure: '10:15', nombre_personnes: 3 });
    expect(after.version).toBe(before.version + 1);
    expect(
      after.history.map((h: Record<string, unknown>) => [h.field, h.oldValue, h.newValue]),
    ).toEqual([
      ['heure', '09:00', '10:15'],
      ['nombre_personnes', '1', '3'],
    ]);
    expect(after.history[0].admin.email).toBe(TEST_ADMIN.email);

    const again = await admin.update(id, { version: after.version, heure: '10:15' });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(after.version);
    expect((await admin.read(id)).history).toHaveLength(2);
  });

  it('lets the administrator move a trip into the past, never after its return', async ({
    t,
    admin,
    serviceId,
    bookAsGuest,
  }) => {
    const id = await bookAsGuest(fullGuestRequest(serviceId));
    const { version } = await admin.read(id);
    const late = await admin.update(id, { version, date: dayFromToday(30) });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({
      date: 'La date du trajet ne peut pas être postérieure à celle du retour.',
    });
    const past = await admin.update(id, { version, date: '2024-01-15' });
    expect(past.statusCode).toBe(200);
    expect((await reservationRow(t, id))?.date).toBe('2024-01-15');
  });
});

describe('PUT /api/reservations/:id/devis', () => {
  it('queues the quote e-mail with the amount in euros and the link to accept, once per change', async ({
    admin,
    newReservation,
    quoteMails,
  }) => {
    const { id, email, version } = await newReservation();
    const set = await admin.devis(id, { version, devis: 150 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ mailQueued: true, reservation: { devis: 150 } });
    const [mail] = await quoteMails(email);
    expect(await quoteMails(email)).toHaveLength(1);
    expect(mail?.subject).toMatch(/^Votre devis est prêt : 150,00\s€ \(NP-\d{4}-\d{4}\)$/);
    // the link to accept is the "Gérer ma réservation" button, its address kept out of the log
    expect(mail?.text).toContain('Gérer ma réservation :');
    expect(mail?.text).toContain('1 avenue des Champs-Élysées, Paris');

    const v2 = set.json().reservation.version;
    const same = await admin.devis(id, { version: v2, devis: 150 });
    expect(same.json()).toMatchObject({ mailQueued: false, reservation: { version: v2 } });
    expect(await quoteMails(email)).toHaveLength(1);

    const changed = await admin.devis(id, { version: v2, devis: 180.25 });
    expect(changed.json().mailQueued).toBe(true);
    const mails = await quoteMails(email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject).join()).toMatch(/180,25\s€/);
    const history = (await admin.read(id)).history.map((h) => [h.field, h.oldValue, h.newValue]);
    expect(history).toEqual([
      ['devis', '150.00', '180.25'],
      ['devis', null, '150.00'],
    ]);
  });

  it('returns a reservation the customer had accepted to “en attente”: the customer accepts again', async ({
    admin,
    quoteMails,
    customersReservation,
  }) => {
    const { id, email, customer } = await customersReservation();
    await admin.devis(id, { version: (await admin.read(id)).version, devis: 90 });
    await customer.decide(id, { statut: 'confirmé', devis: 90 });
    const accepted = await admin.read(id);
    expect(accepted.statut).toBe('confirmé');

    const response = await admin.devis(id, { version: accepted.version, devis: 120 });
    expect(response.statusCode).toBe(200);
    expect(response.json().reservation).toMatchObject({ devis: 120, statut: 'en attente' });
    const changes = response.json().reservation.history.slice(0, 2);
    expect(changes.map((h: Record<string, unknown>) => [h.field, h.oldValue, h.newValue])).toEqual([
      ['devis', '90.00', '120.00'],
      ['statut', 'confirmé', 'en attente'],
    ]);
    const [latest] = await quoteMails(email);
    expect(latest?.text).toContain('Ce devis remplace celui que vous aviez accepté');
  });

  it('refuses to change the quote of a paid reservation', async ({ t, admin, newReservation }) => {
    const { id } = await newReservation();
    await admin.devis(id, { version: (await admin.read(id)).version, devis: 90 });
    await markPaid(t, id);
    const response = await admin.devis(id, { version: (await admin.read(id)).version, devis: 60 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'RESERVATION_ALREADY_PAID',
      error: 'Cette réservation est déjà payée : son devis ne peut plus être modifié.',
    });
    expect((await reservationRow(t, id))?.devisCents).toBe(9000);
  });
});

describe('an edit made on a stale copy', () => {
  it('is refused when another administrator saved first, and nothing of it is written', async ({
    t,
    admin,
    newReservation,
    otherAdmin,
  }) => {
    const { id } = await newReservation();
    const seen = await admin.read(id);
    expect((await otherAdmin.update(id, { version: seen.version, nom: 'Durand' })).statusCode).toBe(
      200,
    );

    for (const response of [
      await admin.update(id, { version: seen.version, nom: 'Bernard', heure: '11:00' }),
      await admin.statut(id, { version: seen.version, statut: 'annulé' }),
      await admin.remove(id, seen.version),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(STALE);
    }
    expect(await reservationRow(t, id)).toMatchObject({
      nom: 'Durand',
      heure: '09:00',
      statut: 'en attente',
    });
    expect(await reservationRow(t, id)).toMatchObject({ deletedAt: null });
  });

  it('is refused when the customer accepted the quote meanwhile, and no e-mail leaves', async ({
    t,
    admin,
    quoteMails,
    customersReservation,
  }) => {
    const { id, email, customer } = await customersReservation();
    const seen = (
      await admin.devis(id, { version: (await admin.read(id)).version, devis: 70 })
    ).json().reservation;
    await customer.decide(id, { statut: 'confirmé', devis: 70 });
    const response = await admin.devis(id, { version: seen.version, devis: 75 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(STALE);
    expect(await reservationRow(t, id)).toMatchObject({ devisCents: 7000, statut: 'confirmé' });
    expect(await quoteMails(email)).toHaveLength(1);
  });
  it('lets only one of two simultaneous quotes on the same copy through, with one e-mail', async ({
    admin,
    newReservation,
    quoteMails,
    otherAdmin,
  }) => {
    const { id, email, version } = await newReservation();
    const answers = await Promise.all([
      admin.devis(id, { version, devis: 100 }),
      otherAdmin.devis(id, { version, devis: 200 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await quoteMails(email)).toHaveLength(1);
    expect((await admin.read(id)).history).toHaveLength(1);
  });
});

describe('PUT /api/reservations/:id/statut and DELETE', () => {
  it('lets the administrator set any status from any status', async ({ admin, newReservation }) => {
    const { id } = await newReservation();
    for (const statut of ['annulé', 'confirmé', 'en attente', 'confirmé', 'annulé']) {
      const { version } = await admin.read(id);
      const response = await admin.statut(id, { version, statut });
      expect(response.statusCode, statut).toBe(200);
      expect(response.json().statut).toBe(statut);
    }
  });

  it('answers 404 to any change of a deleted reservation', async ({ admin, newReservation }) => {
    const { id, version } = await newReservation();
    expect((await admin.remove(id, version)).statusCode).toBe(200);
    for (const response of [
      await admin.update(id, { version: version + 1, nom: 'Nouveau' }),
      await admin.devis(id, { version: version + 1, devis: 10 }),
      await admin.statut(id, { version: version + 1, statut: 'annulé' }),
      await admin.remove(id, version + 1),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('RESERVATION_NOT_FOUND');
    }
  });
});

/** The field a bad input is refused on, and the message it shows there. */
const VERSION_REQUIRED = 'La version de la réservation est requise : rechargez la réservation.';
const BAD_DEVIS = 'Le devis doit être un montant en euros de 0 à 100 000, au centime près.';
const BAD_STATUT = 'Le statut doit être « tous », « en attente », « confirmé » ou « annulé ».';
const FIELD_ERRORS = {
  version: ['version', VERSION_REQUIRED],
  email: ['email', 'L’email doit être une adresse valide.'],
  heure: ['heure', 'L’heure doit être au format HH:MM.'],
  date: ['date', 'La date doit être une date valide (AAAA-MM-JJ).'],
  nombre_personnes: ['nombre_personnes', 'Le nombre de personnes doit être un entier de 1 à 99.'],
  nom: ['nom', 'Le nom est obligatoire.'],
  'devis (unknown)': ['devis', 'Champ inconnu.'],
  devis: ['devis', BAD_DEVIS],
  statut: ['statut', BAD_STATUT],
} as const;

describe('bad input', () => {
  it('is refused with a French message on the field, and changes nothing', async ({
    admin,
    newReservation,
  }) => {
    const { id, version } = await newReservation();
    const cases: [Awaited<ReturnType<typeof admin.update>>, keyof typeof FIELD_ERRORS][] = [
      [await admin.update(id, { nom: 'Sans version' }), 'version'],
      [await admin.update(id, { version, email: 'pas-un-email' }), 'email'],
      [await admin.update(id, { version, heure: '25:00' }), 'heure'],
      [await admin.update(id, { version, date: '2026-02-30' }), 'date'],
      [await admin.update(id, { version, nombre_personnes: 0 }), 'nombre_personnes'],
      [await admin.update(id, { version, nom: '  ' }), 'nom'],
      [await admin.update(id, { version, devis: 10 }), 'devis (unknown)'],
      [await admin.devis(id, { version, devis: -5 }), 'devis'],
      [await admin.devis(id, { version, devis: 10.555 }), 'devis'],
      [await admin.devis(id, { version, devis: '150' }), 'devis'],
      [await admin.statut(id, { version, statut: 'payé' }), 'statut'],
      [await admin.remove(id, 'abc'), 'version'],
    ];
    for (const [response, error] of cases) {
      const [field, message] = FIELD_ERRORS[error];
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
    }
    expect((await admin.read(id)).version).toBe(version);
  });
});
