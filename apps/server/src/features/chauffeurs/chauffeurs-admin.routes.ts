import {
  deactivateChauffeurEndpoint,
  inviteChauffeurEndpoint,
  listChauffeursEndpoint,
  reactivateChauffeurEndpoint,
  reinviteChauffeurEndpoint,
  updateChauffeurEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-kit';
import { listChauffeurs, toAdminChauffeur } from './chauffeurs.repository';
import {
  inviteChauffeur,
  reinviteChauffeur,
  setChauffeurActive,
  updateChauffeur,
  type ChauffeursContext,
} from './chauffeurs.service';

/* The back-office's chauffeurs (docs/product/dispatch.md#chauffeurs). */

const tags = ['chauffeurs (back-office)'];

export const chauffeursAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ChauffeursContext = {
    db: app.db,
    publicUrl: app.config.publicUrl,
    enqueueMail: app.mail.enqueue,
  };

  route(app, listChauffeursEndpoint, {
    tags,
    summary: 'Every chauffeur, with their VTC card and whether the invitation is pending',
    handler: async () => (await listChauffeurs(app.db)).map(toAdminChauffeur),
  });

  route(app, inviteChauffeurEndpoint, {
    tags,
    summary: 'Creates a chauffeur account and e-mails the invitation link',
    description: 'An address that already has an account: 409. An expired card: 400.',
    errors: [409],
    handler: async (request, reply) => {
      reply.status(201);
      return inviteChauffeur(ctx, request.body);
    },
  });

  route(app, updateChauffeurEndpoint, {
    tags,
    summary: "Changes a chauffeur's name, phone and VTC card",
    errors: [404],
    handler: async (request) => updateChauffeur(app.db, request.params.id, request.body),
  });

  route(app, deactivateChauffeurEndpoint, {
    tags,
    summary: 'Deactivates a chauffeur: no sign-in, every session ends',
    errors: [404],
    handler: async (request) => setChauffeurActive(app.db, request.params.id, false),
  });

  route(app, reactivateChauffeurEndpoint, {
    tags,
    summary: 'Reactivates a chauffeur',
    errors: [404],
    handler: async (request) => setChauffeurActive(app.db, request.params.id, true),
  });

  route(app, reinviteChauffeurEndpoint, {
    tags,
    summary: 'E-mails a new invitation link; the previous one stops working',
    errors: [404],
    handler: async (request) => {
      await reinviteChauffeur(ctx, request.params.id);
      return { message: request.t('adminChauffeurs.invitationSent') };
    },
  });
};
