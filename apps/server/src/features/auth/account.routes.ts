import {
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  profileEndpoint,
  profileSchema,
  resetPasswordEndpoint,
  updateProfileEndpoint,
} from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountHooksOptions } from './auth.hooks';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/password-policy';
import { route } from '../../lib/route-kit';
import { changePassword, getProfile, updateProfile } from './account.service';
import {
  authEmailLimits,
  authLimits,
  countAccountTry,
  customerTokenOf,
  signInContextOf,
} from './auth.guards';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** The customer's self-service: profile, password change, forgotten password (docs/product/accounts.md). */
export const accountRoutes: FastifyPluginAsyncZod<AccountHooksOptions> = async (
  app,
  { accountHooks },
) => {
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

  route(app, profileEndpoint, {
    tags: ['auth'],
    summary: 'The signed-in customer',
    // the contract holds a light check for the pages (decision 0014)
    schema: { response: profileSchema },
    handler: async (request) => getProfile(app.db, signedIn(request)._id),
  });

  route(app, updateProfileEndpoint, {
    tags: ['auth'],
    summary: "Change the customer's name and the language of their e-mails",
    handler: async (request) =>
      updateProfile(app.db, signedIn(request)._id, request.body, accountHooks),
  });

  route(app, changePasswordEndpoint, {
    tags: ['auth'],
    summary: 'Change the password; every other session of the account ends',
    limits: perClient,
    errors: [409],
    handler: async (request) => {
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
  });

  route(app, forgotPasswordEndpoint, {
    tags: ['auth'],
    summary: 'E-mail a password reset code (same answer whether or not the account exists)',
    limits: perClientAndAddress,
    handler: async (request) => {
      await countAccountTry(request, 'forgot', request.body.email);
      await requestPasswordReset(resetContext, request.body.email);
      return { message: request.t('accountApi.reset.sent') };
    },
  });

  route(app, resetPasswordEndpoint, {
    tags: ['auth'],
    summary: 'Set a new password with the e-mailed code; every session of the account ends',
    limits: perClientAndAddress,
    handler: async (request) => {
      refuseCommonPassword(
        request.body.password,
        'password',
        'accountApi.password.errors.newCommon',
      );
      await countAccountTry(request, 'reset', request.body.email);
      await resetPassword(resetContext, request.body);
      return { message: request.t('accountApi.reset.done') };
    },
  });
};
