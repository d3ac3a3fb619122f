import type { TripState } from '@navette/shared';
import type { Queryable } from '../../db/client';
import type { TripLeg } from './legs.repository';

/**
 * What dispatch announces about a leg, for the customer's messages (features/trip-notices,
 * docs/product/dispatch.md#the-customer-kept-informed). Dispatch and the run sheet call these in
 * the transaction of the change, with the leg as it is once changed; the app hands them the
 * implementation (the trip-notices plugin decorates `app.tripEvents`), so dispatch knows no mail.
 */
export interface TripEvents {
  /** the leg's chauffeur or vehicle was set, changed or cleared by the back-office */
  assignmentChanged(db: Queryable, leg: TripLeg, before: TripLeg): Promise<void>;
  /** the chauffeur reported a state of the leg (its time stamp is written) */
  stateReported(db: Queryable, leg: TripLeg, state: TripState): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tripEvents: TripEvents;
  }
}
