/**
 * The integration tests' fixtures (Vitest's `test.extend`): what most files set up before their
 * first test. Each is built the first time a test of the file asks for it and closed after the
 * file's last test (scope 'file'), so a file keeps its own app and database as before:
 *
 *   const it = serverTest({ booking: true });
 *   it('…', async ({ t, admin, serviceId }) => { … });
 *
 * - `t`: the real app on a fresh test database (build-test-app.ts: PGlite, or PostgreSQL when
 *   TEST_DATABASE_URL is set), built with the file's options;
 * - `serviceId`: the first service of the seed;
 * - `bookAsGuest`: books the smallest trip a guest can ask for on that service, with the fields
 *   given (an e-mail address…), through the public route; returns the new reservation's id;
 * - `admin`: the seeded administrator's browser, signed in, with the back-office's calls;
 * - `customer`: a customer's browser, registered, verified and signed in, with the customer area's
 *   calls;
 * - `smtp`: an SMTP receiver on the loopback interface, where the app sends its e-mails when the
 *   file asks for it (`smtp: true`);
 * - `google`: the stand-in for Google's sign-in, which the app trusts when the file asks for it
 *   (`google: true`);
 * - `stripe`: the stand-in for Stripe's API, which takes the app's card payments when the file
 *   asks for it (`stripe: true`).
 */
import type { ReservationRequest } from '@navette/shared';
import type { Env } from '../../src/config';
import { test as base } from 'vitest';
import { buildTestApp, type TestAppOptions } from '../build-test-app';
import { adminReservationsClient, bookAsGuest } from './admin-reservations';
import { customerReservationsClient } from './customer-reservations';
import { startGoogleProvider, type GoogleProvider } from '@navette/test-support/google-provider';
import { RAISED_BOOKING_LIMITS, firstServiceId, minimalGuestRequest } from './reservations';
import { startSmtpReceiver, type SmtpReceiver } from '@navette/test-support/smtp-receiver';
import { startStripeStandIn, type StripeStandIn } from '@navette/test-support/stripe-stand-in';

export interface ServerTestOptions extends TestAppOptions {
  /** one client sends many quote requests: the booking limits are raised (they have their own test) */
  booking?: boolean;
  /** the app sends its e-mails to the `smtp` fixture */
  smtp?: boolean;
  /** the app signs in with the `google` fixture */
  google?: boolean;
  /** the app takes card payments through the `stripe` fixture */
  stripe?: boolean;
}

const servers = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from this pattern
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const receiver = await startSmtpReceiver();
    onCleanup(() => receiver.close());
    return receiver;
  })
  // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from this pattern
  .extend('google', { scope: 'file' }, async ({}, { onCleanup }) => {
    const provider = await startGoogleProvider();
    onCleanup(() => provider.stop());
    return provider;
  })
  // eslint-disable-next-line no-empty-pattern -- as above
  .extend('stripe', { scope: 'file' }, async ({}, { onCleanup }) => {
    const standIn = await startStripeStandIn();
    onCleanup(() => standIn.close());
    return standIn;
  });

interface Servers {
  smtp: SmtpReceiver;
  google: GoogleProvider;
  stripe: StripeStandIn;
}
/** The test API of a file whose app is built with `options` (see the top of this file). */
export const serverTest = ({
  booking,
  smtp,
  google,
  stripe,
  ...options
}: ServerTestOptions = {}) => {
  const build = async (env: Env, onCleanup: Cleanup['onCleanup']) => {
    const t = await buildTestApp({
      ...options,
      env: { ...(booking ? RAISED_BOOKING_LIMITS : {}), ...env, ...options.env },
    });
    onCleanup(() => t.close());
    return t;
  };
  // a fixture starts what it names in its first argument: a stand-in only runs in the files
  // whose app uses it
  const apps = {
    smtp: async ({ smtp }: Servers, { onCleanup }: Cleanup) =>
      build({ SMTP_URL: smtp.url }, onCleanup),
    google: async ({ google }: Servers, { onCleanup }: Cleanup) => build(google.env, onCleanup),
    stripe: async ({ stripe }: Servers, { onCleanup }: Cleanup) => build(stripe.env, onCleanup),
    // eslint-disable-next-line no-empty-pattern -- as above
    none: async ({}: Servers, { onCleanup }: Cleanup) => build({}, onCleanup),
  };
  const uses = (['smtp', 'google', 'stripe'] as const).filter(
    (name) => ({ smtp, google, stripe })[name],
  );
  if (uses.length > 1) throw new Error(`serverTest: one of ${uses.join(', ')}, not more`);
  const app = apps[uses[0] ?? 'none'];
  return servers
    .extend('t', { scope: 'file' }, app)
    .extend('serviceId', { scope: 'file' }, async ({ t }) => firstServiceId(t))
    .extend(
      'bookAsGuest',
      async ({ t, serviceId }) =>
        (fields: Partial<ReservationRequest> = {}) =>
          bookAsGuest(t, { ...minimalGuestRequest(serviceId), ...fields }),
    )
    .extend('admin', { scope: 'file' }, async ({ t }) => adminReservationsClient(t))
    .extend('customer', { scope: 'file' }, async ({ t }) => customerReservationsClient(t));
};

interface Cleanup {
  onCleanup: (close: () => Promise<void>) => void;
}
