import { randomBytes } from 'node:crypto';
import {
  authOptionsEndpoint,
  googleCallbackEndpoint,
  googleSignInEndpoint,
  loginEndpoint,
  loginSuccessEndpoint,
  logoutEndpoint,
  logoutEverywhereEndpoint,
  messageResponseSchema,
  registerEndpoint,
  resendCodeEndpoint,
  sessionCheckEndpoint,
  sessionCheckSchema,
  verifyEmailEndpoint,
  RETURN_TO_PARAM,
  ROUTES,
  safeReturnPath,
  type ResultReason,
} from '@navette/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountHooksOptions } from './auth.hooks';
import { AppError } from '../../lib/app-error';
import { cookieNames, cookieOptions } from '../../lib/cookies';
import { refuseCommonPassword } from '../../lib/password-policy';
import { route } from '../../lib/route-kit';
import {
  authEmailLimits,
  authLimits,
  countAccountTry,
  customerTokenOf,
  signInContextOf,
} from './auth.guards';
import {
  checkCredentials,
  register,
  resendCode,
  verifyEmail,
  type AuthContext,
} from './auth.service';
import {
  PENDING_SIGN_IN_MAX_AGE_MS,
  createGoogleSignIn,
  findOrCreateGoogleUser,
  openPendingSignIn,
  sealPendingSignIn,
} from './google.service';
import { closeAllSessions, closeSession, openSession } from './sessions.service';
import {
  SIGN_IN_FAILURES_PURGE_EVERY_MS,
  clearStaleSignInFailures,
} from './sign-in-failures.service';

const REGISTRATION_COOKIE_MAX_AGE_S = 24 * 3600;

export const authRoutes: FastifyPluginAsyncZod<AccountHooksOptions> = async (
  app,
  { accountHooks },
) => {
  const limits = authLimits(app);
  const limitsPerAddress = [limits, authEmailLimits(app)];
  const limitsPerClient = authLimits(app);
  const google = createGoogleSignIn(app.config);
  app.scheduler.schedule({
    name: 'sign-in-failures-purge',
    everyMs: SIGN_IN_FAILURES_PURGE_EVERY_MS,
    run: async () => {
      await clearStaleSignInFailures(app.db);
    },
  });
  const { isHttps } = app.config;
  const { registration: registrationCookie, oidc: oidcCookie } = cookieNames(isHttps);
  const context = (request: FastifyRequest): AuthContext => ({
    db: app.db,
    enqueueMail: app.mail.enqueue,
    secret: app.config.sessionSecret,
    language: request.language,
    accountHooks,
  });
  const toErrorPage = (reply: FastifyReply, reason: ResultReason) =>
    reply.redirect(`/erreur?raison=${reason}`, 303);

  route(app, registerEndpoint, {
    tags: ['auth'],
    summary: 'Create an account; a 6-digit code is e-mailed',
    limits: limitsPerAddress,
    handler: async (request, reply) => {
      // docs/product/accounts.md#registration-checks: the length is the schema's, this the server's
      refuseCommonPassword(
        request.body.password,
        'password',
        'auth.register.errors.passwordCommon',
      );
      await countAccountTry(request, 'register', request.body.email);
      const token = request.cookies[registrationCookie] ?? randomBytes(32).toString('base64url');
      await register(context(request), request.body, token);
      reply.setCookie(
        registrationCookie,
        token,
        cookieOptions(isHttps, { maxAgeS: REGISTRATION_COOKIE_MAX_AGE_S }),
      );
      return { message: request.t('auth.register.created') };
    },
  });

  route(app, verifyEmailEndpoint, {
    tags: ['auth'],
    summary: 'Verify the e-mail address with the code',
    limits: limitsPerAddress,
    handler: async (request) => {
      await countAccountTry(request, 'verify', request.body.email);
      await verifyEmail(context(request), request.body, request.cookies[registrationCookie]);
      return { message: request.t('auth.verify.success') };
    },
  });

  route(app, resendCodeEndpoint, {
    tags: ['auth'],
    summary: 'Send a new verification code',
    limits: limitsPerAddress,
    handler: async (request) => {
      await countAccountTry(request, 'resend', request.body.email);
      await resendCode(context(request), request.body.email, request.cookies[registrationCookie]);
      return { message: request.t('auth.verify.resent') };
    },
  });

  route(app, loginEndpoint, {
    tags: ['auth'],
    summary: 'Sign in with e-mail and password',
    limits,
    errors: [401],
    handler: async (request, reply) => {
      const user = await checkCredentials(signInContextOf(request), request.body, 'customer');
      await openSession(app.db, request, reply, user.id, 'customer');
      return { user: { _id: user.id, name: user.name, email: user.email } };
    },
  });

  // The session check of docs/product/accounts.md: `{ user }` when signed in, `{ error }`
  // otherwise. A visitor who is not signed in is a normal case, not a failure: answered with 200.
  const check = async (request: FastifyRequest) => {
    const user = request.user;
    if (!user) return { error: request.t('errors.NOT_SIGNED_IN'), code: 'NOT_SIGNED_IN' };
    return { user: { _id: user._id, name: user.name, email: user.email } };
  };
  for (const [endpoint, summary] of [
    [sessionCheckEndpoint, 'Who is signed in'],
    [loginSuccessEndpoint, 'Who is signed in (login page)'],
  ] as const) {
    route(app, endpoint, {
      tags: ['auth'],
      summary,
      // the contract holds a light check for the pages (decision 0014)
      schema: { response: sessionCheckSchema },
      fastify: { config: { customerSession: true } },
      handler: check,
    });
  }

  route(app, logoutEndpoint, {
    tags: ['auth'],
    summary: 'Sign out (ends the session on the server)',
    schema: { response: messageResponseSchema },
    errors: [403],
    handler: async (request, reply) => {
      // A GET (docs/product/accounts.md): refused from another site, so that no page can sign a
      // visitor out.
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        return reply.status(403).send({
          error: request.t('errors.CROSS_SITE_REQUEST'),
          code: 'CROSS_SITE_REQUEST',
        });
      }
      await closeSession(app.db, request, reply, 'customer', customerTokenOf(request));
      return { message: request.t('auth.login.loggedOut') };
    },
  });

  route(app, logoutEverywhereEndpoint, {
    tags: ['auth'],
    summary: 'Sign out everywhere: ends every session of the account',
    handler: async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      await closeAllSessions(app.db, request, reply, user._id);
      return { message: request.t('auth.login.loggedOutEverywhere') };
    },
  });

  route(app, authOptionsEndpoint, {
    tags: ['auth'],
    summary: 'The sign-in options offered (Google only when configured)',
    handler: async (_request, reply) => {
      // fixed for the life of the process: browsers may keep it a few minutes
      void reply.header('cache-control', 'public, max-age=300');
      return { google: google !== undefined };
    },
  });

  route(app, googleSignInEndpoint, {
    tags: ['auth'],
    summary: 'Start Google sign-in',
    limits: limitsPerClient,
    handler: async (request, reply) => {
      if (!google) return toErrorPage(reply, 'google_unavailable');
      try {
        const { url, pending } = await google.start();
        // where to come back once signed in: a path of this site only, never an open redirect
        const query = request.query as Record<string, unknown> | undefined;
        const returnTo = safeReturnPath(query?.[RETURN_TO_PARAM]);
        // SameSite=Lax: sent on the provider's top-level redirect back to us
        reply.setCookie(
          oidcCookie,
          sealPendingSignIn(app.config.sessionSecret, {
            ...pending,
            ...(returnTo ? { returnTo } : {}),
          }),
          cookieOptions(isHttps, { maxAgeS: PENDING_SIGN_IN_MAX_AGE_MS / 1000 }),
        );
        return reply.redirect(url, 303);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return toErrorPage(reply, 'google_unavailable');
      }
    },
  });

  route(app, googleCallbackEndpoint, {
    tags: ['auth'],
    summary: 'Google sign-in callback',
    limits: limitsPerClient,
    handler: async (request, reply) => {
      if (!google) return toErrorPage(reply, 'google_unavailable');
      const pending = openPendingSignIn(app.config.sessionSecret, request.cookies[oidcCookie]);
      // One use only: a replayed callback finds no pending sign-in.
      reply.clearCookie(oidcCookie, cookieOptions(isHttps));
      if (!pending) return toErrorPage(reply, 'google_failed');
      let identity;
      try {
        identity = await google.finish(new URL(request.url, app.config.publicUrl), pending);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in refused');
        return toErrorPage(reply, 'google_failed');
      }
      const { email } = identity;
      if (!email || !identity.emailVerified) return toErrorPage(reply, 'google_email_unverified');
      const found = await findOrCreateGoogleUser(app.db, { ...identity, email }, accountHooks);
      if ('refused' in found) return toErrorPage(reply, found.refused);
      await openSession(app.db, request, reply, found.user.id, 'customer');
      // back where the customer came from, else `Mon espace` (docs/product/accounts.md#after-signing-in)
      return reply.redirect(pending.returnTo ?? ROUTES.profile, 303);
    },
  });
};
