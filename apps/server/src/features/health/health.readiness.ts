/**
 * The readiness checks (docs/architecture.md, "Health"): the database, the mail transport and
 * Redis when configured. A load balancer polls often: the SMTP check is cached for a few
 * seconds, so that probes do not open an SMTP connection each.
 */
import nodemailer from 'nodemailer';
import type { Redis } from 'ioredis';
import type { Readiness } from '@navette/shared';

type CheckState = Readiness['checks']['database'];

/** How long one check may take before it counts as down, and how long a mail answer is kept. */
export const CHECK_TIMEOUT_MS = 2000;
export const MAIL_CHECK_TTL_MS = 5000;

const withTimeout = async (check: () => Promise<boolean>): Promise<CheckState> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check().catch(() => false), timeout])) ? 'up' : 'down';
  } finally {
    clearTimeout(timer);
  }
};

/** SMTP `verify()` (connect, greet, authenticate), its answer kept MAIL_CHECK_TTL_MS. */
export const createMailCheck = (smtpUrl: string | undefined) => {
  // without SMTP_URL, mail is written to files (DATA_DIR/mail): nothing to reach
  if (!smtpUrl) return async (): Promise<CheckState> => Promise.resolve('up');
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
    socketTimeout: CHECK_TIMEOUT_MS,
  });
  let cached: { at: number; state: Promise<CheckState> } | undefined;
  return async (): Promise<CheckState> => {
    if (!cached || Date.now() - cached.at >= MAIL_CHECK_TTL_MS) {
      cached = { at: Date.now(), state: withTimeout(() => transporter.verify()) };
    }
    return cached.state;
  };
};

export const redisState = async (redis: Redis | undefined): Promise<CheckState> =>
  redis ? withTimeout(async () => (await redis.ping()) === 'PONG') : 'off';

export const databaseState = async (ping: () => Promise<boolean>): Promise<CheckState> =>
  withTimeout(ping);
