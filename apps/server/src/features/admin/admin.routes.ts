import {
  adminCheckEndpoint,
  adminCheckSchema,
  adminCodeEndpoint,
  adminEnrolmentConfirmEndpoint,
  adminEnrolmentEndpoint,
  adminLoginEndpoint,
  adminLoginPasswordEndpoint,
  adminLogoutEndpoint,
  adminUnlockEndpoint,
  messageResponseSchema,
} from '@navette/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../lib/client-address';
import { cookieNames, cookieOptions } from '../../lib/cookies';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
import { adminTokenOf, authLimits, signInContextOf } from '../auth';
import { checkCredentials } from '../auth';
import { closeSession, openSession, resolveSession } from '../auth';
import {
  PENDING_ADMIN_SIGN_IN_MAX_AGE_MS,
  changeRequiredPassword,
  confirmEnrolment,
  nextStepOf,
  openPendingAdminSignIn,
  sealPendingAdminSignIn,
  startEnrolment,
  unlockSecondFactor,
  verifySecondFactor,
  type AdminSignInContext,
} from './admin-sign-in.service';
import { findSecondFactor } from './second-factor.repository';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perEmail, windowMs } = app.config.rateLimit.auth;
  const context: AdminSignInContext = {
    db: app.db,
    secret: app.config.sessionSecret,
    dataDir: app.config.dataDir,
    issuer: app.config.company.name,
    enqueueMail: app.mail.enqueue,
    publicUrl: app.config.publicUrl,
  };
  const { isHttps } = app.config;
  // the sign-in in progress between its steps, signed (docs/decisions/0020-admin-second-factor.md)
  const { adminSignIn: pendingCookie } = cookieNames(isHttps);
  const pendingOf = (request: FastifyRequest) => request.cookies[pendingCookie];
  // The steps after the password: per client address as the sign-in, and per account, so that a
  // million codes cannot be tried from many addresses either. The code step counts its wrong
  // codes per account itself (ADMIN_WRONG_CODES_MAX), so that right codes spend nothing.
  const stepLimits = [
    authLimits(app),
    routeLimits(app, [
      {
        name: 'admin-second-factor',
        max: perEmail,
        windowMs,
        // without a pending sign-in (refused anyway), the client: no shared counter to exhaust
        key: (request) =>
          openPendingAdminSignIn(context.secret, pendingOf(request))?.userId ??
          `client:${clientKeyOf(request.ip)}`,
      },
    ]),
  ];
  const keepPending = (reply: FastifyReply, sealed: string) =>
    reply.setCookie(
      pendingCookie,
      sealed,
      cookieOptions(isHttps, { maxAgeS: PENDING_ADMIN_SIGN_IN_MAX_AGE_MS / 1000 }),
    );
  /** The last step: the pending sign-in is spent and the admin session opens. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    reply.clearCookie(pendingCookie, cookieOptions(isHttps));
    return openSession(app.db, request, reply, userId, 'admin');
  };

  route(app, adminLoginEndpoint, {
    tags: ['admin'],
    summary: 'Administrator sign-in, first step: the password; answers the next step',
    limits: authLimits(app),
    errors: [401],
    handler: async (request, reply) => {
      const user = await checkCredentials(signInContextOf(request), request.body, 'admin');
      keepPending(reply, sealPendingAdminSignIn(context.secret, user));
      return { next: nextStepOf(user, await findSecondFactor(app.db, user.id)) };
    },
  });

  // a step of a sign-in in progress: without one (401), or not the step it is at (409)
  const pendingStep = { tags: ['admin'], limits: stepLimits, errors: [401, 409] as const };

  route(app, adminLoginPasswordEndpoint, {
    ...pendingStep,
    summary: 'Administrator sign-in: the new password a first sign-in requires',
    handler: async (request, reply) => {
      const changed = await changeRequiredPassword(
        context,
        pendingOf(request),
        request.body.password,
      );
      keepPending(reply, changed.sealed);
      return { next: changed.next };
    },
  });

  route(app, adminEnrolmentEndpoint, {
    ...pendingStep,
    summary: 'Administrator sign-in: a new authenticator secret, as a QR code and as text',
    handler: async (request) => startEnrolment(context, pendingOf(request)),
  });

  route(app, adminEnrolmentConfirmEndpoint, {
    ...pendingStep,
    summary: 'Administrator sign-in: the first code confirms the enrolment; opens the session',
    handler: async (request, reply) => {
      const { user, recoveryCodes } = await confirmEnrolment(
        context,
        pendingOf(request),
        request.body.code,
      );
      return { token: await signIn(request, reply, user.id), recoveryCodes };
    },
  });

  route(app, adminCodeEndpoint, {
    tags: ['admin'],
    summary: 'Administrator sign-in: an authenticator or recovery code; opens the session',
    limits: authLimits(app),
    errors: [401, 409, 423],
    handler: async (request, reply) => {
      const user = await verifySecondFactor(context, pendingOf(request), request.body.code);
      return { token: await signIn(request, reply, user.id) };
    },
  });

  route(app, adminUnlockEndpoint, {
    tags: ['admin'],
    summary: "The e-mailed link that unlocks an administrator's code step; back to the sign-in",
    limits: authLimits(app),
    handler: async (request, reply) => {
      const isUnlocked = await unlockSecondFactor(context, request.query.token ?? '');
      // the sign-in page says which (docs/product/back-office.md#sign-in)
      return reply.redirect(`/admin/login?deblocage=${isUnlocked ? 'ok' : 'invalide'}`, 303);
    },
  });

  route(app, adminCheckEndpoint, {
    tags: ['admin'],
    summary: 'Whether the caller is a signed-in administrator',
    // the contract holds a light check for the pages (decision 0014)
    schema: { response: adminCheckSchema },
    handler: async (request) => {
      const user = await resolveSession(app.db, adminTokenOf(request), 'admin');
      return { isAdmin: user?.role === 'admin' };
    },
  });

  route(app, adminLogoutEndpoint, {
    tags: ['admin'],
    summary: 'Administrator sign-out (ends the session on the server)',
    schema: { response: messageResponseSchema },
    handler: async (request, reply) => {
      await closeSession(app.db, request, reply, 'admin', adminTokenOf(request));
      return { message: request.t('auth.adminLogin.loggedOut') };
    },
  });
};
