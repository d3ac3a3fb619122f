import {
  changePasswordSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  profileSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/password-policy';
import { errorResponses } from '../../lib/route-schemas';
import { changePassword, getProfile, updateProfile } from './account.service';
import {
  authEmailLimits,
  authLimits,
  countAccountTry,
  customerTokenOf,
  requireUser,
  signInContextOf,
} from './auth.guards';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** The customer's self-service: profile, password change, forgotten password (docs/product/accounts.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const perClient = authLimits(app);
  const perClientAndAddress = [perClient, authEmailLimits(app)];
  const resetContext = {
    db: app.db,
    enqueueMail: app.mail.enqueue,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
  };
  const signedIn = (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHORIZED');
    return request.user;
  };

  app.get(
    '/auth/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in customer',
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfile(app.db, signedIn(request)._id),
  );

  app.put(
    '/auth/profile',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Change the customer's name and the language of their e-mails",
        body: updateProfileSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateProfile(app.db, signedIn(request)._id, request.body),
  );

  app.put(
    '/auth/password',
    {
      preValidation: [perClient, requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the account ends',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const token = customerTokenOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      refuseCommonPassword(
        request.body.newPassword,
        'newPassword',
        'accountApi.password.errors.newCommon',
      );
      await changePassword(signInContextOf(request), { userId: user._id, token }, request.body);
      return { message: request.t('accountApi.password.changed') };
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      preValidation: perClientAndAddress,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset code (same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await countAccountTry(request, 'forgot', request.body.email);
      await requestPasswordReset(resetContext, request.body.email);
      return { message: request.t('accountApi.reset.sent') };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      preValidation: perClientAndAddress,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; every session of the account ends',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      refuseCommonPassword(
        request.body.password,
        'password',
        'accountApi.password.errors.newCommon',
      );
      await countAccountTry(request, 'reset', request.body.email);
      await resetPassword(resetContext, request.body);
      return { message: request.t('accountApi.reset.done') };
    },
  );
};
