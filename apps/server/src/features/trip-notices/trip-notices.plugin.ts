import fp from 'fastify-plugin';
import type { TripEvents } from '../dispatch';

/**
 * The customer's messages about their trip (docs/product/dispatch.md#the-customer-kept-informed):
 * decorates `app.tripEvents`, which dispatch and the run sheet call on each change.
 */
export const tripNoticesPlugin = fp(
  async (app) => {
    const events: TripEvents = {
      assignmentChanged: async () => {},
      stateReported: async () => {},
    };
    app.decorate('tripEvents', events);
  },
  { name: 'trip-notices', dependencies: ['database', 'mail'] },
);
