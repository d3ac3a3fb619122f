import type { CustomerReservation } from '@navette/shared';
import { describe, expect } from 'vitest';
import { bookAsGuest } from './support/admin-reservations';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { minimalGuestRequest, uniqueEmail } from './support/reservations';
import { MAIL_SECRET_MASK } from '../src/features/mail/mail.outbox';

/*
 * The "Gérer ma réservation" link (docs/decisions/0047-manage-booking-links.md): every e-mail
 * about a reservation carries it; it opens that reservation, without an account, until it
 * expires or the company revokes it.
 */

const it = serverTest({ booking: true })
  /** A guest's reservation quoted by the company, and the link of its quote e-mail. */
  .extend('quotedGuest', async ({ t, serviceId, admin }) => async (devis = 90) => {
    const email = uniqueEmail('guest-link');
    const id = await bookAsGuest(t, minimalGuestRequest(serviceId, email));
    const response = await admin.devis(id, { version: (await admin.read(id)).version, devis });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, email, 'quoteReady');
    const url = mail?.secret ?? '';
    return { id, email, mail, url, token: url.split('#')[1] ?? '' };
  })
  .extend('openLink', async ({ t }) => async (token: string) => {
    const guest = new BrowserClient(t.app);
    const response = await guest.post('/api/ma-reservation/session', { token });
    return { guest, response };
  });

describe('a guest manages their booking from the e-mail link', () => {
  it('the quote e-mail carries a "Gérer ma réservation" button whose address stays out of the e-mail log', async ({
    quotedGuest,
  }) => {
    const { mail, url } = await quotedGuest();
    expect(url).toMatch(/\/ma-reservation#[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(`href="${MAIL_SECRET_MASK}"`);
    expect(mail?.html).toContain('Gérer ma réservation');
    expect(mail?.text).toContain(`Gérer ma réservation :\n${MAIL_SECRET_MASK}`);
    expect(mail?.text).not.toContain('espace client :');
    expect(`${mail?.html}${mail?.text}`).not.toContain(url.split('#')[1]);
  });

  it('the guest reads the reservation, accepts the quote and opens the checkout without an account', async ({
    t,
    quotedGuest,
    openLink,
  }) => {
    const { id, email, token } = await quotedGuest(90);
    const { guest, response } = await openLink(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reservationId: id, email });

    const read = await guest.get(`/api/reservations/${id}`);
    expect(read.statusCode).toBe(200);
    const reservation = read.json<CustomerReservation>();
    expect(reservation).toMatchObject({ _id: id, devis: 90, statut: 'en attente' });
    const devisDocument = reservation.documents.find((document) => document.kind === 'devis');
    expect(devisDocument).toBeDefined();
    const pdf = await guest.get(`/api/documents/${devisDocument?._id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const accepted = await guest.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut`,
      payload: {
        statut: 'confirmé',
        devis: 90,
        version: reservation.version,
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ statut: 'confirmé' });
    const [status] = await mailsTo(t.database.db, email, 'reservationStatus');
    expect(status?.secret).toMatch(/\/ma-reservation#/);

    const checkout = await guest.post('/api/payment/create-checkout-session', {
      reservationId: id,
    });
    expect(checkout.statusCode).toBe(200);
  });

  it('the link of reservation A never opens reservation B', async ({
    admin,
    quotedGuest,
    openLink,
  }) => {
    const a = await quotedGuest();
    const b = await quotedGuest();
    const { guest } = await openLink(a.token);
    expect((await guest.get(`/api/reservations/${b.id}`)).statusCode).toBe(404);
    const decide = await guest.request({
      method: 'PUT',
      url: `/api/reservations/${b.id}/statut`,
      payload: {
        statut: 'annulé',
        devis: 90,
        version: (await admin.read(b.id)).version,
      },
    });
    expect(decide.statusCode).toBe(404);
    expect(
      (await guest.post('/api/payment/create-checkout-session', { reservationId: b.id }))
        .statusCode,
    ).toBe(404);
  });

  it('a revoked link is refused with a clear message, and no longer opens the reservation', async ({
    admin,
    quotedGuest,
    openLink,
  }) => {
    const { id, token } = await quotedGuest();
    const { guest } = await openLink(token);
    const revoke = await admin.client.post(`/api/reservations/${id}/manage-links/revoke`);
    expect(revoke.statusCode).toBe(200);
    // the request-received e-mail's link and the quote e-mail's
    expect(revoke.json()).toEqual({ revoked: 2 });
    expect((await guest.get(`/api/reservations/${id}`)).statusCode).toBe(401);
    const again = await openLink(token);
    expect(again.response.statusCode).toBe(401);
    expect(again.response.json()).toMatchObject({
      code: 'MANAGE_LINK_REVOKED',
      error: expect.stringContaining('désactivé'),
    });
  });

  it('an expired link is refused with MANAGE_LINK_EXPIRED', async ({
    t,
    quotedGuest,
    openLink,
  }) => {
    const { token } = await quotedGuest();
    await t.database.db.execute(
      `update reservation_access_links set expires_at = now() - interval '1 minute'`,
    );
    const { response } = await openLink(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'MANAGE_LINK_EXPIRED' });
  });

  it('a garbage token is refused, never a 500', async ({ openLink }) => {
    for (const token of ['', 'x', 'a'.repeat(43), '../../etc', '😀'.repeat(20)]) {
      const { response } = await openLink(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'MANAGE_LINK_INVALID' });
    }
  });
});
