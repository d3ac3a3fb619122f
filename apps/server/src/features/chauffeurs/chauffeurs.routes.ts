import {
  acceptInvitationEndpoint,
  chauffeurCheckEndpoint,
  chauffeurLoginEndpoint,
  chauffeurLogoutEndpoint,
  deactivateChauffeurEndpoint,
  invitationEndpoint,
  inviteChauffeurEndpoint,
  listChauffeursEndpoint,
  reactivateChauffeurEndpoint,
  reinviteChauffeurEndpoint,
  updateChauffeurEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/password-policy';
import { route } from '../../lib/route-kit';
import {
  activeChauffeurOfUser,
  authLimits,
  checkCredentials,
  closeSession,
  openSession,
  requireChauffeur,
  sessionTokenOf,
  signInContextOf,
} from '../auth';
import { listChauffeurs } from './chauffeurs.repository';
import {
  acceptChauffeurInvitation,
  invitationOf,
  inviteChauffeur,
  reinvite,
  setActive,
  updateChauffeur,
} from './chauffeurs.service';

/*
 * Chauffeurs (docs/product/dispatch.md#chauffeurs): the back-office's list, invitation and
 * record; the chauffeur's first password, sign-in, session check and sign-out.
 */

const adminTags = ['chauffeurs (back-office)'];
const tags = ['chauffeurs'];

const routes: FastifyPluginAsyncZod = async (app) => {
  route(app, listChauffeursEndpoint, {
    tags: adminTags,
    summary: 'Every chauffeur, by name (administrators)',
    handler: async () => listChauffeurs(app.db),
  });

  route(app, inviteChauffeurEndpoint, {
    tags: adminTags,
    summary: 'Invites a chauffeur by e-mail (administrators)',
    errors: [409],
    handler: async (request) => inviteChauffeur(app, request.body),
  });

  route(app, updateChauffeurEndpoint, {
    tags: adminTags,
    summary: "A chauffeur's name, phone and VTC card (administrators)",
    errors: [404],
    handler: async (request) => updateChauffeur(app, request.params.id, request.body),
  });

  route(app, deactivateChauffeurEndpoint, {
    tags: adminTags,
    summary: 'Deactivates a chauffeur: their sessions end, their sign-in is refused',
    errors: [404],
    handler: async (request) => setActive(app, request.params.id, false),
  });

  route(app, reactivateChauffeurEndpoint, {
    tags: adminTags,
    summary: 'Reactivates a chauffeur',
    errors: [404],
    handler: async (request) => setActive(app, request.params.id, true),
  });

  route(app, reinviteChauffeurEndpoint, {
    tags: adminTags,
    summary: 'A new invitation link for a chauffeur who has not chosen a password yet',
    errors: [404, 409],
    handler: async (request) => reinvite(app, request.params.id),
  });

  route(app, invitationEndpoint, {
    tags,
    summary: 'Who an invitation link is for',
    limits: authLimits(app),
    errors: [404],
    handler: async (request) => {
      const { name, email } = await invitationOf(app, request.query.token);
      return { name, email };
    },
  });

  route(app, acceptInvitationEndpoint, {
    tags,
    summary: "Sets a chauffeur's first password and signs them in",
    limits: authLimits(app),
    errors: [404],
    handler: async (request, reply) => {
      refuseCommonPassword(
        request.body.password,
        'password',
        'auth.register.errors.passwordCommon',
      );
      const found = await acceptChauffeurInvitation(app, request.body.token, request.body.password);
      await openSession(app.db, request, reply, found.userId, 'chauffeur');
      return { chauffeur: { name: found.name, email: found.email } };
    },
  });

  route(app, chauffeurLoginEndpoint, {
    tags,
    summary: 'A chauffeur signs in with e-mail and password',
    limits: authLimits(app),
    errors: [401, 403],
    handler: async (request, reply) => {
      const user = await checkCredentials(signInContextOf(request), request.body, 'chauffeur');
      const chauffeur = await activeChauffeurOfUser(app.db, { _id: user.id, ...user });
      if (!chauffeur) throw new AppError('CHAUFFEUR_ACCOUNT_INACTIVE');
      await openSession(app.db, request, reply, user.id, 'chauffeur');
      return { chauffeur: { name: user.name, email: user.email } };
    },
  });

  route(app, chauffeurCheckEndpoint, {
    tags,
    summary: 'The signed-in chauffeur, or null',
    handler: async (request, reply) => {
      try {
        await requireChauffeur(request, reply);
      } catch {
        return { chauffeur: null };
      }
      const { name, email } = request.chauffeur!;
      return { chauffeur: { name, email } };
    },
  });

  route(app, chauffeurLogoutEndpoint, {
    tags,
    summary: "Ends the chauffeur's session",
    handler: async (request, reply) => {
      await closeSession(app.db, request, reply, 'chauffeur', sessionTokenOf(request, 'chauffeur'));
      return { message: request.t('chauffeurAuth.signedOut') };
    },
  });
};

export const chauffeursRoutes = fp(routes, {
  name: 'chauffeurs',
  dependencies: ['database', 'mail'],
});
