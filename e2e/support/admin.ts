import { currentTotpStep, totpCode } from '../../apps/server/test/support/totp';

export { totpCode };

/** The administrator the harness's servers are started with (support/server.ts). */
export const E2E_ADMIN = { email: 'admin@navette.test', password: 'admin-password-e2e' };

/** What this test process knows of a server's administrator once it has enrolled. */
interface Enrolled {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}
const enrolled = new Map<string, Enrolled>();

/** fetch with a cookie jar and the XSRF header, as the web app's API client sends it. */
const apiClient = (baseUrl: string) => {
  const cookies = new Map<string, string>();
  const call = async (path: string, body?: unknown) => {
    const xsrf = cookies.get('XSRF-TOKEN');
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined && path === '/api/health' ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    return response;
  };
  return call;
};

/**
 * Signs the harness's administrator in through the API, every step included, and returns the
 * bearer token an API client uses. The first call enrols (and keeps the secret for this test
 * process); later ones send a code the server has not seen, or a recovery code when this step's
 * and the next step's codes are both spent. Only one test file may enrol a given server's admin.
 */
export const adminApiToken = async (baseUrl: string): Promise<string> => {
  const call = apiClient(baseUrl);
  await call('/api/health');
  const first = await call('/admin/login', E2E_ADMIN);
  if (first.status !== 200) throw new Error(`admin sign-in refused: ${first.status}`);
  const { next } = (await first.json()) as { next: string };
  const known = enrolled.get(baseUrl);
  if (next === 'enrol') {
    const { secret } = (await (await call('/admin/login/enrolment', {})).json()) as {
      secret: string;
    };
    const response = await call('/admin/login/enrolment/confirm', { code: totpCode(secret) });
    const done = (await response.json()) as { token: string; recoveryCodes: string[] };
    enrolled.set(baseUrl, {
      secret,
      lastStep: currentTotpStep(),
      recoveryCodes: done.recoveryCodes,
    });
    return done.token;
  }
  if (next !== 'code' || !known) throw new Error(`admin sign-in stops at the step ${next}`);
  const current = currentTotpStep();
  const step = Math.max(current, known.lastStep + 1);
  const code =
    step <= current + 1 ? totpCode(known.secret, step - current) : known.recoveryCodes.pop();
  if (step <= current + 1) known.lastStep = step;
  const response = await call('/admin/login/code', { code });
  if (response.status !== 200) throw new Error(`admin code refused: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};
