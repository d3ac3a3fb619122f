import { ROUTES, parisToday } from '@navette/shared';
import { describe, expect } from 'vitest';
import { adminApi, editReservationThroughApi, signInAsAdminInPage } from './support/admin';
import { sendGuestRequest } from './support/booking';
import { fitsScreen } from './support/browser';
import { postReview } from './support/customer';
import { FR_LAPTOP, FR_PHONE, journeyTest, registerAndSignIn } from './support/journey';
import { latestMailTo } from './support/stack';
import { filled, text } from './support/translations';

/*
 * From a confirmed trip to a verified review (docs/product/dispatch.md): the administrator
 * invites a chauffeur and assigns them and a vehicle to tomorrow's trip from the planning (a
 * conflict is refused on the way); the chauffeur, on a phone, runs the trip through every state
 * and opens the bon; the customer receives the day-before e-mail with the plate, the messages of
 * the trip and the review request, and their review shows « Trajet vérifié ». The day-before
 * e-mail is due from midnight and the notices are looked for every second here.
 */

const test = journeyTest({
  REMINDER_HOUR: '0',
  REVIEW_REQUEST_DELAY_HOURS: '0',
  TRIP_NOTICES_INTERVAL_MS: '1000',
  SCHEDULER_POLL_INTERVAL_MS: '1000',
});
const t = (key: string) => text('fr', key);

const tomorrow = (() => {
  const [year = 0, month = 1, day = 1] = parisToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
})();

describe('dispatch: from a confirmed trip to a verified review', () => {
  test('the trip is assigned, driven state by state on the chauffeur’s phone, told to the customer, and reviewed', async ({
    stack,
    open,
  }) => {
    const { baseUrl } = stack.server;
    const api = await adminApi(baseUrl);
    const email = 'lea.garnier@example.fr';

    // the customer's trip tomorrow, confirmed; a second one at the same time for the conflict
    const trip = await sendGuestRequest(baseUrl, { prenom: 'Léa', nom: 'Garnier', email });
    const customer = await open(FR_PHONE);
    await registerAndSignIn(customer.page, stack, {
      name: 'Léa Garnier',
      email,
      password: 'un-trajet-sans-souci',
    });
    await editReservationThroughApi(
      baseUrl,
      trip.id,
      { date: tomorrow, heure: '10:00' },
      { devis: 90 },
      { statut: 'confirmé' },
    );
    const other = await sendGuestRequest(baseUrl, {
      prenom: 'Marc',
      nom: 'Rivière',
      email: 'marc.riviere@example.fr',
    });
    await editReservationThroughApi(
      baseUrl,
      other.id,
      { date: tomorrow, heure: '10:15' },
      { statut: 'confirmé' },
    );

    // a vehicle with its plate, and a chauffeur invited by e-mail who sets a password
    type Fleet = {
      _id: string;
      nom: string;
      capacite_passagers: number;
      capacite_bagages_min: number;
      capacite_bagages_max: number;
    }[];
    const vehicles = await api<Fleet>('GET', '/api/vehicules');
    const {
      _id: vehicleId,
      nom,
      capacite_passagers,
      capacite_bagages_min,
      capacite_bagages_max,
    } = vehicles.body[0]!;
    const plated = await api('PUT', `/api/vehicules/${vehicleId}`, {
      nom,
      capacite_passagers,
      capacite_bagages_min,
      capacite_bagages_max,
      plaque: 'ga 123 bc',
      couleur: 'noire',
    });
    expect(plated.status, JSON.stringify(plated.body)).toBe(200);
    const invited = await api<{ _id: string }>('POST', '/api/admin/chauffeurs', {
      name: 'Karim Benali',
      email: 'karim.benali@example.fr',
      telephone: '06 11 22 33 44',
      carteVtcNumero: 'VTC-075-2026-001',
      carteVtcExpireLe: '2030-12-31',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const invitation = await latestMailTo(stack.smtp, 'karim.benali@example.fr');
    const token = /token=([A-Za-z0-9_-]+)/.exec(invitation)?.[1] ?? '';
    const chauffeur = await open(FR_PHONE);
    await chauffeur.page.goto(`${ROUTES.chauffeurInvitation}?token=${token}`);
    await chauffeur.page
      .getByLabel(t('chauffeurAuth.invitation.password'), { exact: true })
      .fill('la-route-du-chauffeur');
    await chauffeur.page
      .getByLabel(t('chauffeurAuth.invitation.confirm'), { exact: true })
      .fill('la-route-du-chauffeur');
    await chauffeur.page
      .getByRole('button', { name: t('chauffeurAuth.invitation.submit') })
      .click();
    await chauffeur.page.waitForURL((url) => url.pathname === ROUTES.chauffeurRunSheet);

    // the administrator assigns from the planning; a conflict made meanwhile is refused
    const admin = await open(FR_LAPTOP);
    await signInAsAdminInPage(admin.page, baseUrl, 'fr');
    await admin.page.goto(ROUTES.adminPlanning);
    await admin.page.getByRole('button', { name: t('adminPlanning.next'), exact: true }).click();
    await admin.page
      .getByRole('button', { name: new RegExp(`${trip.reference}`) })
      .first()
      .click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel(t('adminAssignment.chauffeur'), { exact: true }).selectOption({
      label: 'Karim Benali',
    });
    const vehicleSelect = dialog.getByLabel(t('adminAssignment.vehicle'), { exact: true });
    await vehicleSelect.selectOption({ value: vehicleId });
    const chauffeurId = invited.body._id;
    const versionOf = async (id: string) =>
      (await api<{ version: number }>('GET', `/api/reservations/${id}`)).body.version;
    const otherLeg = `/api/admin/reservations/${other.id}/legs/aller/assignment`;
    const taken = await api('PUT', otherLeg, {
      chauffeurId,
      vehicleId: null,
      version: await versionOf(other.id),
    });
    expect(taken.status).toBe(200);
    await dialog.getByRole('button', { name: t('adminAssignment.save') }).click();
    // the refusal names the conflict (the options of the list say it too, out of sight)
    await dialog
      .getByRole('alert')
      .filter({ hasText: /Karim Benali conduit déjà/ })
      .waitFor();
    const freed = await api('PUT', otherLeg, {
      chauffeurId: null,
      vehicleId: null,
      version: await versionOf(other.id),
    });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    await dialog.getByRole('button', { name: t('adminAssignment.save') }).click();
    // saved: the planning's list of trips to assign keeps only the other one (the toast that
    // says so lasts three seconds, too short to wait for on a busy machine)
    await admin.page
      .getByText(filled(t('adminPlanning.unassigned.title_one'), { count: '1' }))
      .waitFor();
    await expect
      .poll(async () => await dialog.getByLabel(t('adminAssignment.chauffeur')).inputValue())
      .toBe(chauffeurId);

    // the customer is told the evening before (here, at once): the chauffeur and the plate
    const reminder = await latestMailTo(stack.smtp, email, (mail) => mail.includes('GA-123-BC'));
    expect(reminder).toContain('Karim');
    expect(reminder).toContain('06 11 22 33 44');

    // the chauffeur runs the trip on the phone, state by state, and opens the bon
    const { page } = chauffeur;
    await page.goto(ROUTES.chauffeurRunSheet);
    for (const state of ['en route', 'sur place', 'à bord', 'terminé'] as const) {
      await page.getByRole('button', { name: t(`runSheet.actions.${state}`) }).click();
      await page
        .getByText(new RegExp(`^${t(`tripStates.${state}`)} à \\d\\d:\\d\\d$`))
        .first()
        .waitFor();
      if (state === 'sur place') {
        // the customer's reservation says where the trip is, who drives and in which car
        await customer.page.goto(`${ROUTES.profile}?tab=reservations`);
        await customer.page
          .getByText(new RegExp(`^${t('tripStates.sur place')} à \\d\\d:\\d\\d$`))
          .waitFor();
        await customer.page
          .getByText(filled(t('customerReservations.trip.chauffeur'), { name: 'Karim' }))
          .waitFor();
        await customer.page
          .getByText(/GA-123-BC/)
          .first()
          .waitFor();
      }
    }
    expect(await fitsScreen(page)).toBe(true);
    await page
      .getByRole('button', { name: t('runSheet.bon.open') })
      .first()
      .click();
    await page.getByText(/Réservation effectuée le/).waitFor();
    expect(
      await page.getByRole('link', { name: t('runSheet.bon.download') }).getAttribute('href'),
    ).toContain('/bon.pdf');

    // the customer heard of each step, then is asked for a review; theirs is a verified trip
    await latestMailTo(stack.smtp, email, (mail) => mail.includes('est en route'));
    await latestMailTo(stack.smtp, email, (mail) => mail.includes('est arrivé'));
    await latestMailTo(stack.smtp, email, (mail) => mail.includes('Donner mon avis'));
    expect(
      await postReview(customer.page, {
        note: 5,
        commentaire: 'Chauffeur ponctuel et aimable.',
        city: 'Lyon',
      }),
    ).toBe(201);
    const pending = await api<{ items: { _id: string }[] }>(
      'GET',
      '/api/admin/avis?status=pending',
    );
    const review = pending.body.items[0]!;
    expect((await api('PUT', `/api/admin/avis/${review._id}`, { status: 'approved' })).status).toBe(
      200,
    );
    await customer.page.goto(ROUTES.home);
    await customer.page.getByText(t('home.testimonials.verified')).first().waitFor();
  });
});
