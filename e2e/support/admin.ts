import type { Page } from 'playwright-core';
import { ROUTES, type AdminReservationUpdate, type ReservationStatus } from '@navette/shared';
import { expect } from 'vitest';
import { currentTotpStep, totpCode } from '@navette/test-support/totp';
import { text, filled } from './translations';

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

/**
 * fetch with a cookie jar and the XSRF header, as the web app's API client sends them: a call
 * without a body is a GET, one with a body a POST of its JSON. `header()` is the Cookie header the
 * jar holds (a session a browser can be given); `refuseErrors` makes an answer of 400 or more
 * throw.
 */
export const cookieClient = (baseUrl: string, { refuseErrors = false } = {}) => {
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
    if (refuseErrors && response.status >= 400) {
      throw new Error(`${path}: HTTP ${response.status}`);
    }
    return response;
  };
  return { call, header };
};

/**
 * Signs the harness's administrator in through the API, every step included: the bearer token an
 * API client uses, and the session's Cookie header a browser would send. The first call enrols
 * (and keeps the secret for this process); later ones send a code the server has not seen, or a
 * recovery code when this step's and the next step's codes are both spent. Only one test file (or
 * bench) may enrol a given server's admin.
 */
export const adminSession = async (baseUrl: string): Promise<{ token: string; cookie: string }> => {
  const { call, header } = cookieClient(baseUrl);
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
    if (response.status !== 200) throw new Error(`admin enrolment refused: ${response.status}`);
    const done = (await response.json()) as { token: string; recoveryCodes: string[] };
    enrolled.set(baseUrl, {
      secret,
      lastStep: currentTotpStep(),
      recoveryCodes: done.recoveryCodes,
    });
    return { token: done.token, cookie: header() };
  }
  if (next !== 'code' || !known) throw new Error(`admin sign-in stops at the step ${next}`);
  const code = nextCode(known);
  const response = await call('/admin/login/code', { code });
  if (response.status !== 200) throw new Error(`admin code refused: ${response.status}`);
  return { token: ((await response.json()) as { token: string }).token, cookie: header() };
};

/** The bearer token of the harness's administrator, signed in through the API (adminSession). */
export const adminApiToken = async (baseUrl: string): Promise<string> =>
  (await adminSession(baseUrl)).token;

/** Calls the admin API with the bearer token; answers the status and the parsed JSON body. */
export type AdminApi = <T>(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>;

/**
 * A client of the admin API as a bearer holder calls it (adminApiToken signs in first). The XSRF
 * check still guards its writes (docs/decisions/0006): it echoes the token of a cookie fetched
 * without session cookies, the binding a bearer-only request has.
 */
export const adminApi = async (baseUrl: string): Promise<AdminApi> => {
  const token = await adminApiToken(baseUrl);
  const health = await fetch(`${baseUrl}/api/health`);
  const pair = health.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const xsrf = pair?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '';
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET'
          ? {}
          : { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
};

/** One back-office edit of a reservation: its devis, its statut, or other fields (its date). */
export type ReservationEdit =
  { devis: number } | { statut: ReservationStatus } | Omit<AdminReservationUpdate, 'version'>;

/**
 * Makes the back-office's edits to one reservation through the admin API, in turn, each on the
 * version the previous answer gave (an older one is refused); answers the last version.
 */
export const editReservationThroughApi = async (
  baseUrl: string,
  id: string,
  ...edits: ReservationEdit[]
): Promise<number> => {
  const api = await adminApi(baseUrl);
  const current = await api<{ version: number }>('GET', `/api/reservations/${id}`);
  expect(current.status).toBe(200);
  let version = current.body.version;
  for (const edit of edits) {
    const path = 'devis' in edit ? '/devis' : 'statut' in edit ? '/statut' : '';
    const answer = await api<{ version?: number; reservation?: { version: number } }>(
      'PUT',
      `/api/reservations/${id}${path}`,
      { version, ...edit },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    version = answer.body.reservation?.version ?? answer.body.version ?? version;
  }
  return version;
};

/** The next code of this administrator's authenticator that the server has not seen. */
const nextCode = (known: Enrolled): string => {
  const current = currentTotpStep();
  const step = Math.max(current, known.lastStep + 1);
  if (step > current + 1) {
    const recovery = known.recoveryCodes.pop();
    if (!recovery) throw new Error('no unspent code left for the administrator');
    return recovery;
  }
  known.lastStep = step;
  return totpCode(known.secret, step - current);
};

/**
 * Signs the harness's administrator in through the back-office's sign-in page, in `language`:
 * enrols the authenticator the first time (for this server), then types a code not spent yet.
 */
export const signInAsAdminInPage = async (
  page: Page,
  baseUrl: string,
  language: 'fr' | 'en',
): Promise<void> => {
  const byLabel = (key: string) => page.getByLabel(text(language, key), { exact: true });
  const button = (key: string) =>
    page.getByRole('button', { name: text(language, key), exact: true });
  await page.goto(`${ROUTES.adminLogin}?lng=${language}`);
  await byLabel('auth.adminLogin.emailLabel').fill(E2E_ADMIN.email);
  await byLabel('auth.adminLogin.passwordLabel').fill(E2E_ADMIN.password);
  await button('auth.adminLogin.submit').click();
  const known = enrolled.get(baseUrl);
  if (!known) {
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replaceAll(
      ' ',
      '',
    );
    enrolled.set(baseUrl, { secret, lastStep: currentTotpStep(), recoveryCodes: [] });
    await byLabel('auth.adminLogin.enrol.codeLabel').fill(totpCode(secret));
    await button('auth.adminLogin.enrol.submit').click();
    await button('auth.adminLogin.recovery.continue').click();
  } else {
    await byLabel('auth.adminLogin.code.codeLabel').fill(nextCode(known));
    await button('auth.adminLogin.code.submit').click();
  }
  await page.waitForURL(`${baseUrl}${ROUTES.adminDashboard}`);
};

/**
 * In the back-office's reservations page, finds the one request that `search` matches (its card
 * titled `name`), sets its devis and saves; ends with the success toast and the detail view open.
 */
export const setDevisInBackOffice = async (
  page: Page,
  language: 'fr' | 'en',
  { search, name, devis }: { search: string; name: string; devis: string },
): Promise<void> => {
  const say = (key: string) => text(language, key);
  await page.goto(ROUTES.adminReservations);
  await page
    .getByRole('heading', { level: 1, name: say('pages.adminReservations.title') })
    .waitFor();
  await page.getByRole('searchbox', { name: say('adminWidgets.dataTable.search') }).fill(search);
  const list = page.getByRole('list', { name: say('adminReservations.list') });
  await expect
    .poll(() => list.getByRole('heading').allTextContents(), { timeout: 15_000 })
    .toEqual([name]);
  await list
    .getByRole('button', {
      name: `${say('adminReservations.card.edit')} ${filled(say('adminReservations.card.of'), { name: name })}`,
    })
    .click();
  const dialog = page.getByRole('dialog', {
    name: filled(say('adminReservations.form.title'), { name: name }),
  });
  await dialog.getByLabel(say('adminReservations.fields.devis'), { exact: true }).fill(devis);
  await dialog
    .getByRole('button', { name: say('adminReservations.form.save'), exact: true })
    .click();
  // the toast reads its type to screen readers first ("Succès : …")
  await page
    .getByRole('status')
    .filter({ hasText: say('adminReservations.messages.devisSent') })
    .waitFor();
};
