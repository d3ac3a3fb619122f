import {
  adminStatutUpdateSchema,
  customerStatutUpdateSchema,
  getAdminReservationEndpoint,
  getMyReservationEndpoint,
  listMyReservationsEndpoint,
  reservationStatusMailEndpoint,
  updateAdminStatutEndpoint,
  updateMyStatutEndpoint,
} from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeLimits } from '../../lib/route-limits';
import { route, sharedRoute } from '../../lib/route-kit';
import { parseOrThrow } from '../../lib/validation';
import { holderOf } from '../auth';
import { adminReservationContext } from './reservations-admin.routes';
import { getReservationForAdmin, updateReservationStatut } from './reservations-admin.service';
import {
  checkStatusMail,
  getMyReservation,
  listMyReservations,
  updateMyStatut,
} from './reservations-customer.service';

/*
 * The customer's own reservations (docs/product/customer-area.md), and the two routes the
 * customer area shares with the back-office: reading one reservation and setting its statut.
 * Who calls those is decided per request (docs/decisions/0027-shared-reservation-routes.md): for
 * a read, an administrator's session wins, else the customer's; for a statut, the body says which
 * — the administrator's `{ version, statut }` or the customer's `{ statut, devis }`.
 */

const tags = ['reservations (customer area)'];

/** The signed-in customer; the customer guard has run. */
const userOf = (request: FastifyRequest) => {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
};

/** The back-office's `{ version, statut }`; the customer's body has the devis they saw too. */
const isAdminBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'version' in body && !('devis' in body);

export const reservationsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp, windowMs } = app.config.reservations.rateLimit;
  const statusMailLimit = routeLimits(app, [{ name: 'status-mail-ip', max: perIp, windowMs }]);

  route(app, listMyReservationsEndpoint, {
    tags,
    summary: "The signed-in customer's reservations, upcoming trips first",
    description:
      'Trips from today (Paris time) on, in trip order, then past trips, newest first. ' +
      'Deleted reservations never appear.',
    handler: async (request) => listMyReservations(app.db, userOf(request)._id),
  });

  sharedRoute(
    app,
    { customer: getMyReservationEndpoint, admin: getAdminReservationEndpoint },
    {
      tags,
      summary: "One reservation: the back-office's detail for an administrator, else the owner's",
      description:
        "An administrator's session gets every field, the version and the history; a " +
        "customer's gets their own reservation only: anyone else's answers " +
        'RESERVATION_NOT_FOUND (404), never 403.',
      errors: [404],
      handler: async (request) =>
        request.admin
          ? getReservationForAdmin(app.db, request.params.id)
          : getMyReservation(app.db, request.params.id, holderOf(request)),
    },
  );

  sharedRoute(
    app,
    { customer: updateMyStatutEndpoint, admin: updateAdminStatutEndpoint },
    {
      tags,
      summary: "Sets the statut: the administrator's any-of-three, or the customer's decision",
      description:
        "With `version` and no `devis`: the administrator's edit (an admin session is " +
        'required), refused with RESERVATION_STALE (409) when the version is not the current ' +
        "one. With `devis`: the owner accepts the quote ('confirmé') or cancels ('annulé'), " +
        "only while 'en attente' with a quote; `devis` must be the current quote in euros, " +
        'else DEVIS_CHANGED (409) with the new amount in `details.devis`; `version` the ' +
        'version the page showed, else RESERVATION_CHANGED (409); accepting after the ' +
        'pick-up time is refused with RESERVATION_PICKUP_PASSED (409). The change queues the ' +
        'status e-mail.',
      errors: [404, 409],
      handler: async (request) => {
        const { id } = request.params;
        // an administrator without a customer session (or a link) is told what the back-office's
        // body lacks
        const holder = holderOf(request);
        if (isAdminBody(request.body) || (!holder.userId && !holder.reservationId)) {
          // a customer's session never stands for an administrator's
          if (!request.admin) throw new AppError('FORBIDDEN');
          const body = parseOrThrow(adminStatutUpdateSchema, request.body);
          return updateReservationStatut(adminReservationContext(app, request), id, body);
        }
        const body = parseOrThrow(customerStatutUpdateSchema, request.body);
        return updateMyStatut(
          {
            db: app.db,
            enqueueMail: app.mail.enqueue,
            notifyCompany: app.mail.notifyCompany,
            publicUrl: app.config.publicUrl,
            holder,
            language: request.language,
            documents: app.documents,
            payments: app.payments,
          },
          id,
          body,
        );
      },
    },
  );

  route(app, reservationStatusMailEndpoint, {
    tags,
    summary: "Confirms that the customer's status e-mail is on its way",
    description:
      'Sends nothing: the e-mail was queued with the status change. Answers 200 only for ' +
      "the account's own address and a statut one of its reservations has.",
    limits: statusMailLimit,
    errors: [404],
    handler: async (request) => {
      const user = userOf(request);
      await checkStatusMail(app.db, user, request.body);
      return { message: request.t('reservationApi.statusMailQueued', { email: user.email }) };
    },
  });
};
