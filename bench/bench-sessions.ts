/**
 * Signed-in sessions for bench/lighthouse.mjs: a customer registered and verified through the
 * API (the code read from the mail the server sends to a test SMTP receiver), and the server's
 * administrator signed in with its second factor (enrolled on the way). Each returns the Cookie
 * header a browser would send.
 */
import { totpCode } from '../apps/server/test/support/totp';
import {
  decodeQuotedPrintable,
  type SmtpReceiver,
} from '../apps/server/test/support/smtp-receiver';
import { E2E_ADMIN } from '../e2e/support/admin';

/** fetch with a cookie jar and the XSRF header, as the web app's API client sends them. */
const cookieClient = (baseUrl: string) => {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (path: string, body?: unknown) => {
    const xsrf = cookies.get('XSRF-TOKEN');
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: header(),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    if (response.status >= 400) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  };
  return { call, header };
};

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
  const { call, header } = cookieClient(baseUrl);
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
export const adminCookie = async (baseUrl: string): Promise<string> => {
  const { call, header } = cookieClient(baseUrl);
  await call('/api/health');
  const { next } = (await (await call('/admin/login', E2E_ADMIN)).json()) as { next: string };
  if (next !== 'enrol') throw new Error(`admin sign-in stops at the step ${next}`);
  const { secret } = (await (await call('/admin/login/enrolment', {})).json()) as {
    secret: string;
  };
  await call('/admin/login/enrolment/confirm', { code: totpCode(secret) });
  return header();
};
