/**
 * Signed-in sessions for bench/lighthouse.mjs: a customer registered and verified through the
 * API (the code read from the mail the server sends to a test SMTP receiver), and the server's
 * administrator signed in with its second factor (enrolled on the way). Each returns the Cookie
 * header a browser would send.
 */
import { decodeQuotedPrintable, type SmtpReceiver } from '@navette/test-support/smtp-receiver';
import { adminSession, cookieClient } from '../e2e/support/admin';

/** The first 6-digit code of the latest mail to `address`, waiting up to 20 s for it. */
const codeMailedTo = async (smtp: SmtpReceiver, address: string): Promise<string> => {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const mail = smtp.messages.filter((message) => message.to.includes(address)).at(-1);
    const decoded = mail && decodeQuotedPrintable(mail.raw);
    const code = decoded && /\b(\d{6})\b/.exec(decoded.slice(decoded.search(/\r?\n\r?\n/)))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${address}`);
};

/** A new customer, registered, verified and signed in: its session cookies. */
export const customerCookie = async (baseUrl: string, smtp: SmtpReceiver): Promise<string> => {
  const { call, header } = cookieClient(baseUrl, { refuseErrors: true });
  const account = {
    name: 'Bench Client',
    email: 'client@navette.bench',
    password: 'bench-pass-1234',
  };
  await call('/api/health');
  await call('/auth/register', account);
  await call('/auth/verify', {
    email: account.email,
    code: await codeMailedTo(smtp, account.email),
  });
  await call('/auth/login', { email: account.email, password: account.password });
  return header();
};

/** The harness's administrator, enrolling its authenticator: its session cookies. */
export const adminCookie = async (baseUrl: string): Promise<string> =>
  (await adminSession(baseUrl)).cookie;
