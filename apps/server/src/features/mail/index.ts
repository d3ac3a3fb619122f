/*
 * The mail feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { failedMailSummary } from './mail-log.repository';
export { mailLogRoutes } from './mail-log.routes';
export type { NotifyCompany } from './mail.notices';
export type { EnqueueMail, MailToEnqueue } from './mail.outbox';
export type { MeetingPoint, TripVehicle } from './mail-templates.trips';
export { mailPlugin } from './mail.plugin';
