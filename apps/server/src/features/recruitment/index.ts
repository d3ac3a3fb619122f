/*
 * The recruitment feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { deleteReceivedMail, receivedMailKey } from './recruitment.repository';
export { recruitmentRoutes } from './recruitment.routes';
export { createCvStorage, type CvStorage } from './recruitment.storage';
