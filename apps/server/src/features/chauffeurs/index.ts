/*
 * The chauffeurs feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chauffeursAdminRoutes } from './chauffeurs-admin.routes';
import { chauffeurAuthRoutes } from './chauffeur-auth.routes';

export { listChauffeurs } from './chauffeurs.repository';

/** The chauffeurs' accounts: the back-office's list and invitations, the chauffeur's sign-in. */
export const chauffeursRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(chauffeursAdminRoutes);
  await app.register(chauffeurAuthRoutes);
};
