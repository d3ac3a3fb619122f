import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  decodeQuotedPrintable,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * What most end-to-end files run against: a real SMTP receiver, the built server sending its mail
 * there, and Chromium. `useStack()` starts them before the file's tests and stops them after;
 * read them through the returned object once the tests run. A server that does not shut down
 * cleanly fails the file with its output.
 */
export interface Stack {
  readonly smtp: SmtpReceiver;
  readonly server: RunningServer;
  readonly browser: Browser;
}

export const useStack = (env: Record<string, string> = {}): Stack => {
  let smtp: SmtpReceiver | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url, ...env });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    const code = await server?.stop();
    await smtp?.close();
    if (code !== undefined && code !== 0) {
      throw new Error(`server did not shut down cleanly (exit ${code}):\n${server?.output()}`);
    }
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the stack is read before beforeAll has run');
    return value;
  };
  return {
    get smtp() {
      return started(smtp);
    },
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
};

/**
 * The decoded text of the latest e-mail to `address` that `matches`, waiting for it to arrive
 * (the outbox sends within a second or two).
 */
export const latestMailTo = async (
  smtp: SmtpReceiver,
  address: string,
  matches: (decoded: string) => boolean = () => true,
): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = smtp.messages
          .filter((message) => message.to.includes(address))
          .map((message) => decodeQuotedPrintable(message.raw))
          .filter(matches)
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return found!;
};

/**
 * The 6-digit code that follows `label` in the latest e-mail to `address` that carries `label`
 * (a verification or a password-reset code), else the first 6-digit number of that e-mail's
 * body. Other e-mails to the address (a reservation's, with its PDF) may hold six digits too.
 */
export const codeMailedTo = async (
  smtp: SmtpReceiver,
  address: string,
  label: string,
): Promise<string> => {
  const spaced = label.replace(/ /g, '[\\s_]');
  const nearLabel = new RegExp(`${spaced}[\\s_\\u00a0]*:?[\\s_\\u00a0]*(\\d{6})\\b`);
  const codeIn = (decoded: string) =>
    nearLabel.exec(decoded)?.[1] ??
    /\b(\d{6})\b/.exec(decoded.slice(decoded.search(/\r?\n\r?\n/)))?.[1];
  const labelled = new RegExp(spaced);
  const mail = await latestMailTo(
    smtp,
    address,
    (decoded) => labelled.test(decoded) && codeIn(decoded) !== undefined,
  );
  return codeIn(mail)!;
};
