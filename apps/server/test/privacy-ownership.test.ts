/**
 * A reservation belongs to the account that made it, whatever e-mail address is written in it
 * (docs/product/data-protection.md#whose-reservation): Alice books and pays a trip for Carol with
 * Carol's address; Carol's export, Carol's account deletion and the administrator's export and
 * erasure of Carol's address never read nor touch Alice's trip.
 */
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { payments, reservations } from '../src/db/schema';
import type { PersonalDataExport } from '../src/features/privacy/privacy.export';
import { signInAsAdmin } from './support/admin';
import type { BrowserClient } from '@navette/test-support/browser-client';
import {
  customerReservationsClient,
  type CustomerReservationsClient,
} from './support/customer-reservations';
import { serverTest } from './support/fixtures';
import { paymentRows, startCheckout } from './support/payments';
import {
  dayFromToday,
  minimalGuestRequest,
  reservationRow,
  signedInCustomer,
  uniqueEmail,
} from './support/reservations';
import { bookAsGuest } from './support/admin-reservations';

const ALICE_PHONE = '0611223344';
const DOOR_CODE = 'Code porte 4821, 3e étage';

const exportOf = async (browser: BrowserClient, url = '/auth/profile/export') => {
  const response = await browser.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return { data: response.json<PersonalDataExport>(), body: response.body };
};

const it = serverTest({ booking: true })
  /** Alice, signed in, books a trip ten days ahead for Carol, with Carol's address; then pays it. */
  .extend('aliceBooksAndPaysForCarol', async ({ t, serviceId }) => async (carolEmail: string) => {
    const alice = await customerReservationsClient(t, uniqueEmail('alice'));
    const id = await alice.book(serviceId, {
      date: dayFromToday(10),
      nom: 'Durand',
      prenom: 'Carol',
      email: carolEmail,
      telephone: ALICE_PHONE,
      commentaire: DOOR_CODE,
    });
    // the company's devis, accepted (the back-office and the customer area have their own tests)
    await t.database.db
      .update(reservations)
      .set({ devisCents: 15_000, statut: 'confirmé' })
      .where(eq(reservations.id, id));
    const checkout = await startCheckout(alice.browser, id);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { sessionId } = checkout.json<{ sessionId: string }>();
    const paid = await alice.browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await reservationRow(t, id);
    expect(before).toMatchObject({ paid: true, email: carolEmail, telephone: ALICE_PHONE });
    return { alice, id, before };
  })
  /** Alice's trip is exactly as she left it, paid, in her list, in her export. */
  .extend(
    'expectAliceTripIntact',
    async ({ t }) =>
      async (trip: {
        alice: CustomerReservationsClient;
        id: string;
        before: Awaited<ReturnType<typeof reservationRow>>;
      }) => {
        expect(await reservationRow(t, trip.id)).toEqual(trip.before);
        expect(await paymentRows(t, trip.id)).toEqual([
          expect.objectContaining({ status: 'paid', amountCents: 15_000 }),
        ]);
        expect((await trip.alice.list()).map((r) => r._id)).toContain(trip.id);
        const { data } = await exportOf(trip.alice.browser);
        expect(data.reservations.map((r) => r._id)).toContain(trip.id);
      },
  );

describe('a reservation made for someone else, with their address', () => {
  it("stays out of Carol's export, and Carol deleting her account leaves Alice's paid trip and list alone", async ({
    t,
    aliceBooksAndPaysForCarol,
    expectAliceTripIntact,
  }) => {
    const carol = await signedInCustomer(t, uniqueEmail('carol'));
    const trip = await aliceBooksAndPaysForCarol(carol.email);

    const { data, body } = await exportOf(carol.browser);
    expect(data.reservations.map((r) => r._id)).not.toContain(trip.id);
    expect(data.payments.map((p) => p.reservation)).not.toContain(trip.id);
    expect(body).not.toContain(ALICE_PHONE);
    expect(body).not.toContain('4821');

    const deleted = await carol.browser.request({
      method: 'DELETE',
      url: '/auth/profile',
      payload: { password: 'secret-123' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: expect.stringContaining('supprimé') });

    await expectAliceTripIntact(trip);
    expect((await reservationRow(t, trip.id))?.anonymisedAt).toBeNull();
  });

  it("the administrator's export and erasure of Carol's address hold only Carol's own guest request", async ({
    t,
    serviceId,
    aliceBooksAndPaysForCarol,
    expectAliceTripIntact,
  }) => {
    const admin = (await signInAsAdmin(t.app, t.database.db)).client;
    const carolEmail = uniqueEmail('carol-guest');
    const trip = await aliceBooksAndPaysForCarol(carolEmail);
    // Carol's own request, as a guest: hers, by the address she made it with
    const carolsOwn = await bookAsGuest(t, minimalGuestRequest(serviceId, carolEmail));

    const { data, body } = await exportOf(
      admin,
      `/api/admin/donnees/export?email=${encodeURIComponent(carolEmail)}`,
    );
    expect(data.reservations.map((r) => r._id)).toEqual([carolsOwn]);
    expect(body).not.toContain(ALICE_PHONE);
    expect(body).not.toContain('4821');

    const erased = await admin.post('/api/admin/donnees/effacement', { email: carolEmail });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ reservationsDeleted: 1, reservationsAnonymised: 0 });
    expect(await reservationRow(t, carolsOwn)).toBeUndefined();

    await expectAliceTripIntact(trip);
  });

  it('Alice deleting her own account erases her trip for Carol: it is hers (kept anonymised, it is paid)', async ({
    t,
    aliceBooksAndPaysForCarol,
  }) => {
    const carol = await signedInCustomer(t, uniqueEmail('carol-kept'));
    const trip = await aliceBooksAndPaysForCarol(carol.email);
    const deleted = await trip.alice.browser.request({
      method: 'DELETE',
      url: '/auth/profile',
      payload: { password: 'secret-123' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await reservationRow(t, trip.id)).toMatchObject({
      nom: 'Anonyme',
      telephone: '',
      commentaire: null,
      userId: null,
      email: `anonyme-${trip.id}@invalid`,
    });
    expect(
      await t.database.db.select().from(payments).where(eq(payments.reservationId, trip.id)),
    ).toHaveLength(1);
  });
});
