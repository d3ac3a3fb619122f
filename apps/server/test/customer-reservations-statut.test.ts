import { parisToday, type AdminReservationDetail } from '@navette/shared';
import { afterEach, describe, expect, vi } from 'vitest';
import { markPaid } from './support/admin-reservations';
import { BrowserClient } from '@navette/test-support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { reservationRow, setParisClock } from './support/reservations';

/*
 * The customer's decision on a quote (docs/product/customer-area.md): accept it or cancel, only
 * while 'en attente' with a quote, on the amount they saw; once accepted the amount is frozen.
 * The e-mails' delivery through SMTP is in customer-reservations-mail.test.ts.
 */

const it = serverTest({ booking: true })
  .extend('alice', { scope: 'file' }, async ({ customer }) => customer)
  /** A reservation of Alice's whose quote the administrator set (none when `devis` is null). */
  .extend('quoted', async ({ serviceId, admin, alice }) => async (devis: number | null = 90) => {
    const id = await alice.book(serviceId);
    if (devis !== null) {
      const response = await admin.devis(id, { version: (await admin.read(id)).version, devis });
      expect(response.statusCode).toBe(200);
    }
    return id;
  })
  .extend(
    'statusMails',
    async ({ t, alice }) =>
      () =>
        mailsTo(t.database.db, alice.email, 'reservationStatus'),
  )
  /** A reservation of Alice's quoted 90 €, which the company moved to today at `heure`. */
  .extend('quotedToday', async ({ admin, quoted }) => async (heure: string) => {
    const id = await quoted(90);
    const today = parisToday();
    const moved = await admin.update(id, {
      version: (await admin.read(id)).version,
      date: today,
      heure,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return { id, today };
  })
  /** A reservation of Alice's, quoted 90 €: its id. */
  .extend('quotedTrip', async ({ quoted }) => quoted(90));

describe('the customer accepts or cancels the quote', () => {
  it('accepts the quote shown: confirmed on a new version, recorded as the customer’s, one e-mail queued', async ({
    quotedTrip: id,
    t,
    admin,
    alice,
    statusMails,
  }) => {
    const before = await admin.read(id);
    const mailsBefore = (await statusMails()).length;

    const after = await alice.decide(id, { statut: 'confirmé', devis: 90 });
    expect(after).toMatchObject({ _id: id, statut: 'confirmé', devis: 90, paid: false });
    expect(after.version).toBe(before.version + 1);
    expect(await reservationRow(t, id)).toMatchObject({ statut: 'confirmé', devisCents: 9000 });

    const [change] = (await admin.read(id)).history;
    expect(change).toMatchObject({
      by: 'customer',
      admin: null,
      field: 'statut',
      oldValue: 'en attente',
      newValue: 'confirmé',
    });
    const mails = await statusMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.subject).toMatch(/^Réservation confirmée : 90,00\s€ \(NP-\d{4}-\d{4}\)$/);
    expect(mails[0]?.dedupeKey).toBe(`reservation:${id}:statut:${after.version}`);
  });

  it('cancels a reservation awaiting an answer to its quote', async ({
    alice,
    quoted,
    statusMails,
  }) => {
    const id = await quoted(120);
    const after = await alice.decide(id, { statut: 'annulé', devis: 120 });
    expect(after.statut).toBe('annulé');
    expect((await statusMails())[0]?.subject).toMatch(/^Réservation annulée : trajet du /);
  });

  it.for([
    [
      'no quote yet',
      null,
      'RESERVATION_NO_DEVIS',
      'Le devis de cette réservation n’est pas encore prêt : vous pourrez la confirmer ou l’annuler dès qu’il vous sera envoyé.',
    ],
    [
      'already confirmed',
      'confirmé',
      'RESERVATION_ALREADY_CONFIRMED',
      'Cette réservation est déjà confirmée.',
    ],
    [
      'cancelled',
      'annulé',
      'RESERVATION_ALREADY_CANCELLED',
      'Cette réservation est annulée : elle ne peut plus être confirmée ni annulée.',
    ],
  ] as const)(
    'refuses both decisions when %s, changing nothing',
    async ([_case, state, code, error], { t, alice, quoted, statusMails }) => {
      const id = await quoted(state === null ? null : 80);
      if (state !== null) await alice.decide(id, { statut: state, devis: 80 });
      const row = await reservationRow(t, id);
      const mails = (await statusMails()).length;
      for (const statut of ['confirmé', 'annulé'] as const) {
        const response = await alice.statut(id, { statut, devis: 80 });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ code, error });
      }
      expect(await reservationRow(t, id)).toEqual(row);
      expect(await statusMails()).toHaveLength(mails);
    },
  );

  it('refuses an amount that is not the current quote, naming the new one, in French and English', async ({
    quotedTrip: id,
    t,
    admin,
    alice,
  }) => {
    const { version } = await admin.read(id);
    await admin.devis(id, { version, devis: 1250.5 });

    const response = await alice.statut(id, { statut: 'confirmé', devis: 90 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'DEVIS_CHANGED',
      error:
        // French groups thousands with a narrow no-break space, and keeps € on the line
        'Le devis de cette réservation a changé : il est maintenant de 1\u202f250,50\u00a0€. Vérifiez-le avant de confirmer.',
      details: { devis: 1250.5 },
    });
    const english = await alice.browser.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut?lng=en`,
      payload: { statut: 'annulé', devis: 90, version: version + 1 },
    });
    expect(english.json()).toMatchObject({
      error:
        'The quote for this reservation has changed: it is now €1,250.50. Please check it before confirming.',
      details: { devis: 1250.5 },
    });
    expect((await reservationRow(t, id))?.statut).toBe('en attente');

    expect((await alice.decide(id, { statut: 'confirmé', devis: 1250.5 })).statut).toBe('confirmé');
  });
});

describe('the customer decides on the trip they saw', () => {
  const CHANGED_FR =
    'Cette réservation a été modifiée depuis l’affichage de la page (date, heure, adresses ou devis) : vérifiez-la à nouveau avant de décider.';
  const CHANGED_EN =
    'This reservation was changed after this page showed it (date, time, addresses or quote): please look at it again before deciding.';

  it.for([
    [
      'the time and the pick-up address',
      { heure: '11:15', adresse_depart: '3 quai Branly, Paris' },
    ],
    ['the date', { date: '2031-01-15' }],
    ['the destination', { adresse_arrivee: 'Gare de Lyon, Paris' }],
  ] as const)(
    'refuses an acceptance made on a page older than the company’s change of %s, in French and English, and changes nothing',
    async ([_, change], { t, admin, alice, quoted, statusMails }) => {
      const id = await quoted(90);
      const shown = (await alice.detail(id)).json<{ version: number }>().version;
      const edited = await admin.update(id, { version: (await admin.read(id)).version, ...change });
      expect(edited.statusCode, edited.body).toBe(200);
      const before = await reservationRow(t, id);
      const mailsBefore = (await statusMails()).length;

      const stale = await alice.statut(id, { statut: 'confirmé', devis: 90, version: shown });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ code: 'RESERVATION_CHANGED', error: CHANGED_FR });
      const english = await alice.browser.request({
        method: 'PUT',
        url: `/api/reservations/${id}/statut?lng=en`,
        payload: { statut: 'confirmé', devis: 90, version: shown },
      });
      expect(english.json()).toEqual({ code: 'RESERVATION_CHANGED', error: CHANGED_EN });
      // cancelling what one no longer sees is refused the same way
      const cancel = await alice.statut(id, { statut: 'annulé', devis: 90, version: shown });
      expect(cancel.json().code).toBe('RESERVATION_CHANGED');
      expect(await reservationRow(t, id)).toEqual(before);
      expect(await statusMails()).toHaveLength(mailsBefore);

      // looked at again, the trip as it now is can be accepted
      const current = (await alice.detail(id)).json<{ version: number }>().version;
      const accepted = await alice.decide(id, { statut: 'confirmé', devis: 90, version: current });
      expect(accepted).toMatchObject({ statut: 'confirmé', ...change });
    },
  );

  it('refuses a decision without the version of the page, as a malformed body', async ({
    quotedTrip: id,
    t,
    alice,
  }) => {
    const response = await alice.browser.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut`,
      payload: { statut: 'confirmé', devis: 90 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { version: 'La version de la réservation est invalide : rechargez la page.' },
    });
    expect((await reservationRow(t, id))?.statut).toBe('en attente');
  });
});

describe('a devis never outlives its trip', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses to accept once the pick-up time has passed (today at 00:30, at 23:56 in Paris), in French and English; cancelling stays open', async ({
    t,
    alice,
    quotedToday,
  }) => {
    // the company moved the trip to 00:30 today (the back-office may write a past time)
    const { id, today } = await quotedToday('00:30');
    const before = await reservationRow(t, id);
    // the customer's page, at 23:56 that day
    expect(setParisClock('23:56')).toBe(today);

    const refused = await alice.statut(id, { statut: 'confirmé', devis: 90 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'RESERVATION_PICKUP_PASSED',
      error:
        'L’heure de prise en charge de ce trajet est passée : son devis ne peut plus être accepté. Contactez-nous si besoin.',
    });
    const { version } = (await alice.detail(id)).json<{ version: number }>();
    const english = await alice.browser.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut?lng=en`,
      payload: { statut: 'confirmé', devis: 90, version },
    });
    expect(english.json().error).toBe(
      'The pick-up time of this trip has passed: its quote can no longer be accepted. Please contact us if needed.',
    );
    expect(await reservationRow(t, id)).toEqual(before);
    // the devis the customer reads ends on the pick-up day, not 30 days after its issue
    expect((await alice.detail(id)).json()).toMatchObject({ devisValideJusquAu: today });

    expect((await alice.decide(id, { statut: 'annulé', devis: 90 })).statut).toBe('annulé');
  });

  it('accepts on the pick-up day until the pick-up minute itself', async ({
    alice,
    quotedToday,
  }) => {
    const { id, today } = await quotedToday('07:00');
    expect(setParisClock('07:00')).toBe(today);
    expect((await alice.decide(id, { statut: 'confirmé', devis: 90 })).statut).toBe('confirmé');
  });
});

describe('the accepted amount is frozen', () => {
  it('a new quote sends the reservation back to the customer, who accepts the new amount only', async ({
    quotedTrip: id,
    admin,
    alice,
  }) => {
    const accepted = await alice.decide(id, { statut: 'confirmé', devis: 90 });

    const requote = await admin.devis(id, { version: accepted.version, devis: 110 });
    expect(requote.json().reservation).toMatchObject({ statut: 'en attente', devis: 110 });
    const [mine] = (await alice.list()).filter((r) => r._id === id);
    expect(mine).toMatchObject({ statut: 'en attente', devis: 110 });

    const old = await alice.statut(id, { statut: 'confirmé', devis: 90 });
    expect(old.json()).toMatchObject({ code: 'DEVIS_CHANGED', details: { devis: 110 } });
    expect((await alice.decide(id, { statut: 'confirmé', devis: 110 })).devis).toBe(110);
  });

  it('once paid, the quote no longer changes and the customer can no longer cancel', async ({
    t,
    admin,
    alice,
    quoted,
  }) => {
    const id = await quoted(70);
    await alice.decide(id, { statut: 'confirmé', devis: 70 });
    await markPaid(t, id);
    const refused = await admin.devis(id, { version: (await admin.read(id)).version, devis: 50 });
    expect(refused.json().code).toBe('RESERVATION_ALREADY_PAID');
    expect((await alice.detail(id)).json()).toMatchObject({ devis: 70, paid: true });

    // an administrator may still set the statut back by hand: the paid trip cannot be cancelled
    const back = await admin.statut(id, {
      version: (await admin.read(id)).version,
      statut: 'en attente',
    });
    expect(back.statusCode).toBe(200);
    const cancel = await alice.statut(id, { statut: 'annulé', devis: 70 });
    expect(cancel.json()).toEqual({
      code: 'RESERVATION_PAID_NO_CANCEL',
      error: 'Cette réservation est déjà payée : contactez-nous pour l’annuler.',
    });
  });

  it('lets only one of a simultaneous acceptance and new quote through: never an unseen amount accepted', async ({
    quotedTrip: id,
    t,
    admin,
    alice,
  }) => {
    const { version } = await admin.read(id);
    const [accept, requote] = await Promise.all([
      alice.statut(id, { statut: 'confirmé', devis: 90 }),
      admin.devis(id, { version, devis: 95 }),
    ]);
    expect([accept.statusCode, requote.statusCode].sort()).toEqual([200, 409]);
    const row = await reservationRow(t, id);
    if (accept.statusCode === 200) {
      expect(requote.json().code).toBe('RESERVATION_STALE');
      expect(row).toMatchObject({ statut: 'confirmé', devisCents: 9000 });
    } else {
      expect(accept.json()).toMatchObject({ code: 'DEVIS_CHANGED', details: { devis: 95 } });
      expect(row).toMatchObject({ statut: 'en attente', devisCents: 9500 });
    }
  });
});

describe('who may set the statut', () => {
  it('answers 404 to another customer, and changes nothing', async ({ quotedTrip: id, t }) => {
    const bob = await customerReservationsClient(t);
    const response = await bob.statut(id, { statut: 'annulé', devis: 90 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('RESERVATION_NOT_FOUND');
    expect((await reservationRow(t, id))?.statut).toBe('en attente');
  });

  it('refuses the back-office’s body from a customer with 403', async ({
    quotedTrip: id,
    t,
    admin,
    alice,
  }) => {
    const { version } = await admin.read(id);
    const response = await alice.statut(id, { version, statut: 'confirmé' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', error: 'Accès refusé.' });
    expect((await reservationRow(t, id))?.statut).toBe('en attente');
  });

  it('keeps the administrator’s edit as it was, and tells an administrator the version it lacks', async ({
    quotedTrip: id,
    admin,
  }) => {
    const { version } = await admin.read(id);
    const missing = await admin.statut(id, { statut: 'confirmé', devis: 90 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
    const response = await admin.statut(id, { version, statut: 'annulé' });
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminReservationDetail>();
    expect(detail.history[0]).toMatchObject({ by: 'admin', newValue: 'annulé' });
    expect(detail.history[0]?.admin).not.toBeNull();
  });

  it('refuses an anonymous caller with 401 and a request without the XSRF token with 403', async ({
    quotedTrip: id,
    t,
    alice,
  }) => {
    const anonymous = new BrowserClient(t.app);
    const response = await anonymous.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut`,
      payload: { statut: 'confirmé', devis: 90 },
    });
    expect(response.statusCode).toBe(401);
    const forged = await alice.browser.request(
      {
        method: 'PUT',
        url: `/api/reservations/${id}/statut`,
        payload: { statut: 'confirmé', devis: 90 },
      },
      { xsrf: false },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('XSRF_MISSING');
    expect((await reservationRow(t, id))?.statut).toBe('en attente');
  });

  it('answers every malformed body with a 400, never a 500, and changes nothing', async ({
    quotedTrip: id,
    t,
    alice,
  }) => {
    const bodies: unknown[] = [
      {},
      [],
      null,
      'confirmé',
      42,
      { statut: 'confirmé' },
      { devis: 90 },
      { statut: 'en attente', devis: 90 },
      { statut: 'CONFIRMÉ', devis: 90 },
      { statut: 'confirmé', devis: '90' },
      { statut: 'confirmé', devis: 90.001 },
      { statut: 'confirmé', devis: -1 },
      { statut: 'confirmé', devis: 1e308 },
      { statut: 'confirmé', devis: 90, paid: true },
      { statut: ['confirmé'], devis: 90 },
    ];
    for (const body of bodies) {
      const response = await alice.browser.request({
        method: 'PUT',
        url: `/api/reservations/${id}/statut`,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toMatch(
        /^(VALIDATION_FAILED|INVALID_JSON)$/,
      );
    }
    const broken = await alice.browser.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut`,
      payload: '{"statut":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.json().code).toBe('INVALID_JSON');
    expect((await reservationRow(t, id))?.statut).toBe('en attente');
  });
});
