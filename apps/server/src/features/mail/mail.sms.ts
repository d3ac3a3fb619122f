/**
 * Text messages (docs/decisions/0062-sms-through-the-outbox.md): a row of the outbox whose
 * channel is `sms` goes out through the SMS provider, Vonage, with its official SDK; the worker's
 * retries, leases and log are those of e-mails. Off (no transport) without the company's
 * consent and keys (`SMS_ENABLED`, `SMS_API_KEY`, `SMS_API_SECRET`).
 */
import { Auth } from '@vonage/auth';
import { SMS } from '@vonage/sms';
import type { AppConfig } from '../../config';

export interface OutgoingSms {
  /** E.164: +33612345678 */
  to: string;
  text: string;
}

export interface SmsTransport {
  send(sms: OutgoingSms): Promise<void>;
}

/** The provider's client, or null when text messages are off. */
export const createSmsTransport = (config: AppConfig['sms']): SmsTransport | null => {
  if (!config.enabled || !config.apiKey || !config.apiSecret) return null;
  const client = new SMS(
    new Auth({ apiKey: config.apiKey, apiSecret: config.apiSecret }),
    config.apiUrl ? { restHost: config.apiUrl.replace(/\/$/, '') } : {},
  );
  return {
    // a message the provider refuses (a status other than 0) throws: the worker retries it
    send: async ({ to, text }) => {
      await client.send({ to: to.replace(/^\+/, ''), from: config.sender, text });
    },
  };
};
