/**
 * Test helpers for the mail feature: a logger that keeps its lines and a polling wait. The SMTP
 * receiver the tests send to is in test/support/smtp-receiver.ts, shared with the e2e journeys.
 */
import type { MailLogger } from './mail.transport';

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
