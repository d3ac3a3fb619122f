/*
 * The trip-notices feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { tripNoticesPlugin } from './trip-notices.plugin';
export { sendDueReminders, sendDueReviewRequests } from './trip-notices.service';
