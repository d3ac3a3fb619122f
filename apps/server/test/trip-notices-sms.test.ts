import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, tripLegs } from '../src/db/schema';
import { findLeg } from '../src/features/dispatch';
import { buildTestApp, type TestApp } from './build-test-app';
import { insertChauffeur, insertVehicle } from './support/chauffeurs';
import { insertTrip } from './support/dispatch';
import { dayFromToday } from './support/reservations';
import { startSmsStandIn, type SmsStandIn } from '@navette/test-support/sms-stand-in';

/*
 * The text messages of the trip's states (docs/decisions/0062-sms-through-the-outbox.md): when
 * the company enables them, `en route` and `sur place` also reach the passenger's phone through
 * the provider's SDK — here a loopback stand-in speaking Vonage's protocol; off, none is written.
 */

let sms: SmsStandIn;
let enabled: TestApp;
let disabled: TestApp;
beforeAll(async () => {
  sms = await startSmsStandIn();
  [enabled, disabled] = await Promise.all([
    buildTestApp({ env: sms.env(), startMailWorker: false }),
    buildTestApp({ startMailWorker: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([enabled?.close(), disabled?.close()]);
  await sms?.close();
});

let plates = 0;
/** Tomorrow's trip for a passenger at `telephone`, given a chauffeur and a plated vehicle. */
const assignedTrip = async (t: TestApp, telephone: string) => {
  const trip = await insertTrip(t, dayFromToday(1), '10:00', { telephone });
  const chauffeur = await insertChauffeur(t.database.db, { name: 'Karim Benali' });
  const plaque = `GA-${String(100 + (plates += 1))}-BC`;
  const vehicleId = await insertVehicle(t.database.db, {
    nom: 'Mercedes Classe V',
    couleur: 'noire',
    plaque,
  });
  await t.database.db.insert(tripLegs).values({
    reservationId: trip.id,
    leg: 'aller',
    chauffeurId: chauffeur.chauffeurId,
    vehicleId,
  });
  return { ...trip, plaque };
};

/** The chauffeur reports `state` on the trip's leg, as the run sheet does. */
const report = (t: TestApp, reservationId: string, state: 'en route' | 'sur place') =>
  t.database.db.transaction(async (tx) => {
    const leg = await findLeg(tx, reservationId, 'aller');
    await t.app.tripEvents.stateReported(tx, leg!, state);
  });

const smsRows = (t: TestApp) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.channel, 'sms'));

describe('text messages of the trip under way', () => {
  it('reach the passenger’s phone, in E.164, once per state, when the company enables them', async () => {
    const trip = await assignedTrip(enabled, '06 12 34 56 78');
    await report(enabled, trip.id, 'en route');
    await report(enabled, trip.id, 'en route');
    await report(enabled, trip.id, 'sur place');
    expect(await enabled.app.mail.worker.drain()).toMatchObject({ failed: 0 });
    expect(sms.messages).toEqual([
      {
        to: '33612345678',
        from: 'Navette',
        text: `Votre chauffeur Karim est en route (Mercedes Classe V noire, ${trip.plaque}).`,
      },
      {
        to: '33612345678',
        from: 'Navette',
        text: `Votre chauffeur Karim est arrivé au point de rendez-vous (Mercedes Classe V noire, ${trip.plaque}).`,
      },
    ]);
    // logged as sent, beside the e-mails
    expect((await smsRows(enabled)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('are retried when the provider refuses one, and sent once it accepts', async () => {
    const before = sms.messages.length;
    const trip = await assignedTrip(enabled, '+33 7 11 22 33 44');
    sms.failWith('1');
    await report(enabled, trip.id, 'en route');
    await enabled.app.mail.worker.drain();
    expect(sms.messages).toHaveLength(before);
    const [pending] = (await smsRows(enabled)).filter((row) => row.recipient === '+33711223344');
    expect(pending?.status).not.toBe('sent');
    sms.failWith(null);
    await enabled.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, pending!.id));
    await enabled.app.mail.worker.drain();
    expect(sms.messages.slice(before).map((message) => message.to)).toEqual(['33711223344']);
  });

  it('are not written when the company has not enabled them; the e-mail still goes', async () => {
    const before = sms.messages.length;
    const trip = await assignedTrip(disabled, '06 98 76 54 32');
    await report(disabled, trip.id, 'en route');
    await disabled.app.mail.worker.drain();
    expect(await smsRows(disabled)).toEqual([]);
    expect(sms.messages).toHaveLength(before);
    const emails = await disabled.database.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'tripUnderway'));
    expect(emails).toHaveLength(1);
  });
});
