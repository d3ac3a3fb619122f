import fp from 'fastify-plugin';
import type { TripEvents } from '../dispatch';
import {
  onAssignmentChanged,
  onStateReported,
  sendDueReminders,
  sendDueReviewRequests,
} from './trip-notices.service';

/**
 * The customer's messages about their trip (docs/product/dispatch.md#the-customer-kept-informed):
 * decorates `app.tripEvents`, which dispatch and the run sheet call on each change, and schedules
 * the day-before e-mails and the review requests on the job runner (one run per period across
 * the instances; each message claimed once).
 */
export const tripNoticesPlugin = fp(
  async (app) => {
    const events: TripEvents = {
      assignmentChanged: (db, after) => onAssignmentChanged(app, db, after),
      stateReported: (db, leg, state) => onStateReported(app, db, leg, state),
    };
    app.decorate('tripEvents', events);
    const everyMs = app.config.dispatch.noticesIntervalMs;
    app.scheduler.schedule({
      name: 'trip-reminders',
      everyMs,
      run: async () => void (await sendDueReminders(app)),
    });
    app.scheduler.schedule({
      name: 'review-requests',
      everyMs,
      run: async () => void (await sendDueReviewRequests(app)),
    });
  },
  { name: 'trip-notices', dependencies: ['database', 'mail', 'documents', 'scheduler'] },
);
