/*
 * The services feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { servicesRoutes } from './services.routes';
export { SERVICE_IMAGES_FOLDER } from './services.images';
