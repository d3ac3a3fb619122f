import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { TryPurpose } from '../../db/schema';
import { clientKeyOf } from '../../lib/client-address';
import { cookieNames } from '../../lib/cookies';
import { reservationOfToken, type ReservationHolder } from '../manage-booking';
import { bodyEmailOf, routeLimits } from '../../lib/route-limits';
import { resolveSession, sessionTokenOf, type SessionUser } from './sessions.service';
import { activeChauffeurOfUser, type SignedInChauffeur } from './sessions.repository';
import { claimAccountTry, type SignInContext } from './sign-in-failures.service';

export interface AdminRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the customer signed in by the session cookie, resolved once by the session hook */
    user: SessionUser | null;
    /** the administrator, set by the admin scope's guard */
    admin: SessionUser | null;
    /** the active chauffeur, set by the chauffeur routes' guard (docs/product/dispatch.md) */
    chauffeur: SignedInChauffeur | null;
    /**
     * the reservation the "Gérer ma réservation" cookie opens (decision 0047), resolved with the
     * customer session on the routes that read it
     */
    linkedReservationId: string | null;
  }
  interface FastifyInstance {
    /** every route of the admin scopes, so that a test can prove each one refuses customers */
    adminOnlyRoutes: AdminRoute[];
  }
  interface FastifyContextConfig {
    /** true: the route reads `request.user`, so the session hook looks the session up */
    customerSession?: boolean;
    /** true: an admin route of the route kit (set by the session plugin) */
    adminSession?: boolean;
  }
}

/** The admin session token: the `Authorization: Bearer` the app sends, else the admin cookie. */
export const adminTokenOf = (request: FastifyRequest): string | undefined => {
  const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? sessionTokenOf(request, 'admin');
};

export const customerTokenOf = (request: FastifyRequest): string | undefined =>
  sessionTokenOf(request, 'customer');

/** The manage-booking token of the request's cookie (decision 0047). */
export const manageLinkTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[cookieNames(request.server.config.isHttps).manageLink];

/** Who the request acts for on a reservation: its customer, its link, or both. */
export const holderOf = (request: FastifyRequest): ReservationHolder => ({
  userId: request.user?._id ?? null,
  reservationId: request.linkedReservationId,
});

/**
 * Sessions: resolves the customer session once per request, into `request.user`, for the routes
 * that read it — those that declare `config: { customerSession: true }` and every route guarded
 * by `requireUser` — and keeps the list of the admin routes the route kit registers. Only such a
 * request carrying the session cookie costs a query: the catalogue, the address search, the
 * health check and the static app cost none. The hook runs once the request has passed the
 * onRequest checks (global rate limit, XSRF), so that a refused request never reaches the
 * database.
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('admin', null);
    app.decorateRequest('chauffeur', null);
    app.decorateRequest('linkedReservationId', null);
    app.decorate('adminOnlyRoutes', []);
    // the guards the route kit puts on each route by its contract entry's access (lib/route-kit.ts)
    app.decorate('routeGuards', {
      customer: requireUser,
      customerOrLink: requireUserOrLink,
      admin: requireAdmin,
      adminOrCustomer: requireAdminOrUser,
      chauffeur: requireChauffeur,
    });
    const loadCustomerSession = async (request: FastifyRequest) => {
      const link = manageLinkTokenOf(request);
      if (link !== undefined) request.linkedReservationId = await reservationOfToken(app.db, link);
      const token = customerTokenOf(request);
      if (token === undefined) return;
      request.user = (await resolveSession(app.db, token, 'customer')) ?? null;
    };
    // added to the routes that read the session only: the others run no hook at all for it
    app.addHook('onRoute', (route) => {
      // a route the kit registered for admin entries only is an admin route, as adminScope's are
      const endpoints = route.config?.endpoints;
      if (endpoints?.length && endpoints.every((endpoint) => endpoint.access === 'admin')) {
        route.config = { ...route.config, adminSession: true };
        for (const method of [route.method].flat()) {
          app.adminOnlyRoutes.push({ method, url: route.url });
        }
      }
      const guards = [route.preHandler, route.preValidation].flat();
      if (guards.includes(requireUser) || guards.includes(requireUserOrLink)) {
        route.config = { ...route.config, customerSession: true };
      }
      if (route.config?.customerSession === true) {
        route.preValidation = [loadCustomerSession, ...[route.preValidation ?? []].flat()];
      }
    });
  },
  { name: 'session', dependencies: ['database'] },
);

/**
 * Guard of every customer route: a live customer session, or 401. A route with a body runs it as
 * a preValidation hook, so that an anonymous caller learns nothing about what the body accepts.
 */
export const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.user) throw new AppError('UNAUTHORIZED');
};

/**
 * Guard of the routes a guest reaches through the "Gérer ma réservation" link as well as the
 * customer through their session (docs/decisions/0047-manage-booking-links.md): either, or 401.
 * Which reservations each opens is the service's check (`heldBy`).
 */
export const requireUserOrLink = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.user && request.linkedReservationId === null) throw new AppError('UNAUTHORIZED');
};

/**
 * The guard of the admin scope: a live admin session (cookie or bearer) whose user still has
 * the admin role. A customer session is never accepted here, whatever its user's role.
 */
export const requireAdmin = async (request: FastifyRequest, _reply: FastifyReply) => {
  const user = await resolveSession(request.server.db, adminTokenOf(request), 'admin');
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.role !== 'admin') throw new AppError('FORBIDDEN');
  request.admin = user;
};

/**
 * The guard of every chauffeur route: a live chauffeur session of a user who still has the
 * chauffeur role and whose chauffeur record is active, or 401. Deactivating a chauffeur also
 * deletes their sessions; this check holds even for a session opened a moment before.
 */
export const requireChauffeur = async (request: FastifyRequest, _reply: FastifyReply) => {
  const token = sessionTokenOf(request, 'chauffeur');
  const user = await resolveSession(request.server.db, token, 'chauffeur');
  const chauffeur = user ? await activeChauffeurOfUser(request.server.db, user) : undefined;
  if (!chauffeur) throw new AppError('UNAUTHORIZED');
  request.chauffeur = chauffeur;
};

/** The chauffeur the guard above let in: a handler of a `chauffeur` route reads them here. */
export const signedInChauffeur = (request: FastifyRequest) => {
  if (!request.chauffeur) throw new AppError('UNAUTHORIZED');
  return request.chauffeur;
};

/**
 * preValidation of a route shared by the back-office and the customer area
 * (docs/decisions/0027-shared-reservation-routes.md): sets `request.admin` when a live admin
 * session of a user who still has the admin role comes with the request; 401 when neither that
 * nor a customer session does. The route declares `config: { customerSession: true }`.
 */
export const requireAdminOrUser = async (request: FastifyRequest, _reply: FastifyReply) => {
  const token = adminTokenOf(request);
  const admin = token ? await resolveSession(request.server.db, token, 'admin') : undefined;
  if (admin?.role === 'admin') request.admin = admin;
  // the holder of a reservation's link counts as its customer (decision 0047)
  if (!request.admin && !request.user && request.linkedReservationId === null) {
    throw new AppError('UNAUTHORIZED');
  }
};

/**
 * Sign-in, registration and verification are limited per client address (thresholds from
 * configuration), on top of the API's global limit. Sign-in is not limited per e-mail address,
 * which would let anyone lock an account out: a client that keeps failing for one address is
 * slowed down instead (sign-in-failures.service.ts).
 */
export const authLimits = (app: FastifyInstance) => {
  const { perIp, windowMs } = app.config.rateLimit.auth;
  return routeLimits(app, [{ name: 'auth-ip', max: perIp, windowMs }]);
};

/**
 * Registration, verification, a new code, the forgotten password and its reset are also limited
 * per client and e-mail address together, never per address alone, which would let a stranger
 * block the owner (docs/decisions/0045-accounts-hardening.md): a fixed window
 * (`AUTH_RATE_LIMIT_EMAIL_MAX`), counted before validation as every route limit is.
 */
export const authEmailLimits = (app: FastifyInstance) => {
  const { perEmail, windowMs } = app.config.rateLimit.auth;
  return routeLimits(app, [
    {
      name: 'auth-client-email',
      max: perEmail,
      windowMs,
      key: (request) => `${clientKeyOf(request.ip)}|${bodyEmailOf(request)}`,
    },
  ]);
};

/**
 * The same routes' growing waits: past 10 tries a day of one client for one address on one
 * route, the sign-in's waits (sign-in-failures.service.ts). Called by the handler once the body
 * is valid, before anything is looked up: a refused body leaves no counter behind, as a sign-in.
 */
export const countAccountTry = (
  request: FastifyRequest,
  purpose: Exclude<TryPurpose, 'sign-in'>,
  email: string,
) => claimAccountTry({ db: request.server.db, clientAddress: request.ip }, purpose, email);

/** What a password sign-in needs to know about its request. */
export const signInContextOf = (request: FastifyRequest): SignInContext => ({
  db: request.server.db,
  enqueueMail: request.server.mail.enqueue,
  clientAddress: request.ip,
});
