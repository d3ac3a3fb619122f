import {
  acceptChauffeurInvitationEndpoint,
  chauffeurCheckEndpoint,
  chauffeurInvitationEndpoint,
  chauffeurLoginEndpoint,
  chauffeurLogoutEndpoint,
  confirmChauffeurSecondFactorEndpoint,
  startChauffeurSecondFactorEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/password-policy';
import { route } from '../../lib/route-kit';
import {
  authLimits,
  checkCredentials,
  closeSession,
  openSession,
  requireChauffeur,
  sessionTokenOf,
  signInContextOf,
  signedInChauffeur,
} from '../auth';
import { findChauffeurByUser } from './chauffeurs.repository';
import { acceptInvitation, invitationOf } from './chauffeurs.service';
import {
  checkSecondFactor,
  confirmSecondFactor,
  hasSecondFactor,
  startSecondFactor,
} from './chauffeur-second-factor.service';

/*
 * The chauffeur's sign-in (docs/product/dispatch.md#chauffeur-accounts). A customer's or an
 * administrator's password here is refused like a wrong one; a deactivated chauffeur is told so,
 * once the password has been proven; a chauffeur who turned the second factor on is asked for
 * the app's code after it.
 */

const tags = ['chauffeurs (sign-in)'];

export const chauffeurAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authLimits(app);

  route(app, chauffeurInvitationEndpoint, {
    tags,
    summary: 'Whose invitation a link is, while it is valid',
    limits,
    errors: [400],
    handler: async (request) => {
      const found = await invitationOf(app.db, request.query.token);
      return { name: found.name, email: found.email };
    },
  });

  route(app, acceptChauffeurInvitationEndpoint, {
    tags,
    summary: 'Sets the password through the invitation link and signs the chauffeur in',
    limits,
    errors: [400],
    handler: async (request, reply) => {
      refuseCommonPassword(
        request.body.password,
        'password',
        'chauffeurAuth.errors.passwordCommon',
      );
      const found = await acceptInvitation(app.db, request.body.token, request.body.password);
      await openSession(app.db, request, reply, found.userId, 'chauffeur');
      // a new password through the office's link also forgets the authenticator app
      return { chauffeur: { name: found.name, email: found.email, secondFactor: false } };
    },
  });

  route(app, chauffeurLoginEndpoint, {
    tags,
    summary: 'Chauffeur sign-in with e-mail and password',
    limits,
    errors: [400, 401, 403],
    handler: async (request, reply) => {
      const user = await checkCredentials(signInContextOf(request), request.body, 'chauffeur');
      const found = await findChauffeurByUser(app.db, user.id);
      if (!found) throw new AppError('INVALID_CREDENTIALS');
      if (!found.active) throw new AppError('CHAUFFEUR_DEACTIVATED');
      const secondFactor = await checkSecondFactor(app.db, user.id, request.body.code);
      await openSession(app.db, request, reply, user.id, 'chauffeur');
      return { chauffeur: { name: found.name, email: found.email, secondFactor } };
    },
  });

  route(app, chauffeurCheckEndpoint, {
    tags,
    summary: 'Which chauffeur is signed in (null when none)',
    handler: async (request, reply) => {
      try {
        await requireChauffeur(request, reply);
      } catch {
        return { chauffeur: null };
      }
      const chauffeur = request.chauffeur;
      if (!chauffeur) return { chauffeur: null };
      const secondFactor = await hasSecondFactor(app.db, chauffeur.userId);
      return { chauffeur: { name: chauffeur.name, email: chauffeur.email, secondFactor } };
    },
  });

  route(app, startChauffeurSecondFactorEndpoint, {
    tags,
    summary: "Starts the second factor: a new secret and its QR code for the chauffeur's app",
    limits,
    errors: [409],
    handler: async (request) => {
      const chauffeur = signedInChauffeur(request);
      return startSecondFactor(app.db, chauffeur, app.config.company.name);
    },
  });

  route(app, confirmChauffeurSecondFactorEndpoint, {
    tags,
    summary: "Turns the second factor on with the app's first code",
    limits,
    errors: [400, 409],
    handler: async (request) => {
      const chauffeur = signedInChauffeur(request);
      await confirmSecondFactor(app.db, chauffeur.userId, request.body.code);
      return { chauffeur: { name: chauffeur.name, email: chauffeur.email, secondFactor: true } };
    },
  });

  route(app, chauffeurLogoutEndpoint, {
    tags,
    summary: "Signs the chauffeur out (ends this browser's session)",
    handler: async (request, reply) => {
      await closeSession(app.db, request, reply, 'chauffeur', sessionTokenOf(request, 'chauffeur'));
      return { message: request.t('chauffeurAuth.loggedOut') };
    },
  });
};
