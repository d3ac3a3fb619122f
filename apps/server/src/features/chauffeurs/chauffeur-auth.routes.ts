import {
  acceptChauffeurInvitationEndpoint,
  chauffeurCheckEndpoint,
  chauffeurInvitationEndpoint,
  chauffeurLoginEndpoint,
  chauffeurLogoutEndpoint,
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
} from '../auth';
import { findChauffeurByUser } from './chauffeurs.repository';
import { acceptInvitation, invitationOf } from './chauffeurs.service';

/*
 * The chauffeur's sign-in (docs/product/dispatch.md#chauffeur-accounts). A customer's or an
 * administrator's password here is refused like a wrong one; a deactivated chauffeur is told so,
 * once the password has been proven.
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
      return { chauffeur: { name: found.name, email: found.email } };
    },
  });

  route(app, chauffeurLoginEndpoint, {
    tags,
    summary: 'Chauffeur sign-in with e-mail and password',
    limits,
    errors: [401, 403],
    handler: async (request, reply) => {
      const user = await checkCredentials(signInContextOf(request), request.body, 'chauffeur');
      const found = await findChauffeurByUser(app.db, user.id);
      if (!found) throw new AppError('INVALID_CREDENTIALS');
      if (!found.active) throw new AppError('CHAUFFEUR_DEACTIVATED');
      await openSession(app.db, request, reply, user.id, 'chauffeur');
      return { chauffeur: { name: found.name, email: found.email } };
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
      return { chauffeur: chauffeur ? { name: chauffeur.name, email: chauffeur.email } : null };
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
