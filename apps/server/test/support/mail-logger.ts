/**
 * Test helpers for the mail feature: the company and sender the mails are rendered for, a logger
 * that keeps its lines and a polling wait. The SMTP
 * receiver the tests send to is smtp-receiver.ts beside this file, shared with the e2e journeys.
 */
import type { MailLogger } from '../../src/features/mail/mail.transport';

/** The company the test mails are signed by (the config's defaults). */
export const MAIL_COMPANY = {
  name: 'Navette Prestige',
  phone: '+33 1 84 60 00 00',
  email: 'contact@navette-prestige.fr',
};
/** The test mails' sender. */
export const MAIL_FROM = '"Navette Prestige" <no-reply@navette.test>';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

/** A logger that keeps its lines, to assert on them. */
export const createMemoryLogger = (): MailLogger & { entries: LogEntry[] } => {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
};

/** Waits until `check` holds, looking every few milliseconds; fails after `timeoutMs`. */
export const waitFor = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
