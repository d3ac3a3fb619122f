/*
 * The chauffeurs feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { chauffeursRoutes } from './chauffeurs.routes';
