import { ROUTES, parisToday, type TripState } from '@navette/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { findLegs, firstNameOf, shiftDay, type TripLeg } from '../dispatch';
import {
  claimDueReviewRequests,
  claimReminder,
  completeReservation,
  latestPaidPayment,
  markReminded,
} from './trip-notices.repository';
import { meetingPointOf, reminderIsDue, tripIsCompleted } from './trip-notices.rules';
import { enqueueTripSms } from './trip-notices.sms';

/*
 * The customer kept informed (docs/product/dispatch.md#the-customer-kept-informed). Each message
 * is written to the outbox in the transaction of the change that causes it, with a dedupe key
 * naming the event: a retried report or a job run twice sends it once.
 */

type Assigned = TripLeg & {
  chauffeur: NonNullable<TripLeg['chauffeur']>;
  vehicle: NonNullable<TripLeg['vehicle']>;
  row: NonNullable<TripLeg['row']>;
};

const isAssigned = (leg: TripLeg): leg is Assigned =>
  leg.chauffeur !== null && leg.vehicle !== null && leg.row !== null;

const basics = (leg: Assigned) => ({
  name: leg.customer.prenom,
  reference: leg.reference,
  date: leg.date,
  heure: leg.heure,
  from: leg.from,
  chauffeurFirstName: firstNameOf(leg.chauffeur.name),
  vehicle: { nom: leg.vehicle.nom, couleur: leg.vehicle.couleur, plaque: leg.vehicle.plaque },
});

const told = (leg: Assigned) => ({ chauffeurId: leg.chauffeur._id, vehicleId: leg.vehicle._id });

const enqueueReminder = (app: FastifyInstance, db: Queryable, leg: Assigned, update: boolean) =>
  app.mail.enqueue(db, {
    template: 'tripReminder',
    params: {
      ...basics(leg),
      chauffeurPhone: leg.chauffeur.telephone,
      meetingPoint: meetingPointOf(leg),
      update,
    },
    to: leg.customer.email,
    language: leg.customer.language,
    dedupeKey: update
      ? `trip-update:${leg.row.id}:${leg.chauffeur._id}:${leg.vehicle._id}`
      : `trip-reminder:${leg.row.id}`,
  });

/** Sends the day-before e-mail of a leg if it is due and no one sent it yet. */
export const remindIfDue = async (
  app: FastifyInstance,
  db: Queryable,
  leg: TripLeg,
  now = new Date(),
): Promise<boolean> => {
  if (!isAssigned(leg) || !reminderIsDue(leg, app.config.dispatch.reminderHour, now)) return false;
  if (!(await claimReminder(db, leg.row.id, told(leg)))) return false;
  await enqueueReminder(app, db, leg, false);
  return true;
};

/**
 * A leg's chauffeur or vehicle changed: an update once the customer was told the day before;
 * else the day-before e-mail itself when it is already due (a leg assigned the evening before).
 */
export const onAssignmentChanged = async (app: FastifyInstance, db: Queryable, leg: TripLeg) => {
  if (!isAssigned(leg)) return;
  if (!leg.row.reminderSentAt) {
    await remindIfDue(app, db, leg);
    return;
  }
  const { chauffeurId, vehicleId } = told(leg);
  if (leg.row.remindedChauffeurId === chauffeurId && leg.row.remindedVehicleId === vehicleId) {
    return;
  }
  await markReminded(db, leg.row.id, { chauffeurId, vehicleId });
  await enqueueReminder(app, db, leg, true);
};

/**
 * The chauffeur reported a state: `en route` and `sur place` are told to the customer (e-mail,
 * and a text message when the company sends them); the last leg ended completes the trip.
 */
export const onStateReported = async (
  app: FastifyInstance,
  db: Queryable,
  leg: TripLeg,
  state: TripState,
) => {
  if ((state === 'en route' || state === 'sur place') && isAssigned(leg)) {
    const dedupeKey = `trip-state:${leg.row.id}:${state}`;
    await app.mail.enqueue(db, {
      template: 'tripUnderway',
      params: { ...basics(leg), state },
      to: leg.customer.email,
      language: leg.customer.language,
      dedupeKey,
    });
    await enqueueTripSms(
      app,
      db,
      { ...basics(leg), phone: leg.passengerPhone, state, dedupeKey },
      leg.customer.language,
    );
    return;
  }
  if (state !== 'terminé' && state !== 'client absent') return;
  if (!tripIsCompleted(await findLegs(db, { reservationId: leg.reservationId }))) return;
  const completed = await completeReservation(db, leg.reservationId);
  if (!completed?.paid) return;
  // a paid trip has its invoice from the payment; this makes sure of it (issued once)
  const paymentId = await latestPaidPayment(db, leg.reservationId);
  if (paymentId) await app.documents.facture(db, paymentId);
};

/** The scheduled run: the day-before e-mails due, each leg in its own transaction. */
export const sendDueReminders = async (app: FastifyInstance, now = new Date()) => {
  const today = parisToday(now);
  const legs = await findLegs(app.db, { fromDay: today, untilDay: shiftDay(today, 1) });
  let sent = 0;
  for (const leg of legs) {
    if (!isAssigned(leg) || !reminderIsDue(leg, app.config.dispatch.reminderHour, now)) continue;
    if (await app.db.transaction((tx) => remindIfDue(app, tx, leg, now))) sent += 1;
  }
  return sent;
};

/** The scheduled run: the review requests due, `reviewRequestDelayHours` after the trip. */
export const sendDueReviewRequests = async (app: FastifyInstance, now = new Date()) => {
  const delayMs = app.config.dispatch.reviewRequestDelayHours * 3_600_000;
  return app.db.transaction(async (tx) => {
    const due = await claimDueReviewRequests(tx, new Date(now.getTime() - delayMs));
    for (const reservation of due) {
      await app.mail.enqueue(tx, {
        template: 'reviewRequest',
        params: {
          name: reservation.prenom,
          reference: reservation.reference,
          url: `${app.config.publicUrl}${ROUTES.profile}?tab=avis`,
        },
        to: reservation.email,
        language: reservation.language,
        dedupeKey: `review-request:${reservation.id}`,
      });
    }
    return due.length;
  });
};
