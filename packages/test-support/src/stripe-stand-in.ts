/**
 * A local stand-in for the part of Stripe's API the app uses (Checkout Sessions: create,
 * retrieve, expire; Refunds: create), on 127.0.0.1, answering as Stripe does (JSON, form-encoded
 * requests, idempotency keys honoured on every POST, Stripe's error bodies and statuses), and
 * recording every request. `setUnavailable(true)` makes it answer as Stripe does when it is down. The app's Stripe SDK is pointed at it
 * with STRIPE_API_URL; webhooks are signed with the SDK's own test-header helper.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_navette_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_navette_stand_in';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  /** the payment intent, once the session is paid */
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  expires_at: number;
  customer_email: string | null;
  client_reference_id: string | null;
  locale: string | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** the form-encoded body, keys as Stripe spells them (`line_items[0][price_data][currency]`) */
  form: Record<string, string>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const metadataOf = (form: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );

const stripeError = (response: ServerResponse, status: number, message: string, code?: string) =>
  sendJson(response, status, { error: { type: 'invalid_request_error', message, code } });

export const startStripeStandIn = async () => {
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  const requests: RecordedRequest[] = [];

  const create = (form: Record<string, string>): StandInSession => {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total:
        Number(form['line_items[0][price_data][unit_amount]'] ?? 0) *
        Number(form['line_items[0][quantity]'] ?? 1),
      currency: form['line_items[0][price_data][currency]'] ?? 'eur',
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      customer_email: form.customer_email ?? null,
      client_reference_id: form.client_reference_id ?? null,
      locale: form.locale ?? null,
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      metadata: metadataOf(form),
    };
    sessions.set(id, session);
    return session;
  };

  const refunds: StandInRefund[] = [];
  /** POST /v1/refunds: a refund of a paid session's payment intent, at most what was paid. */
  const refund = (response: ServerResponse, form: Record<string, string>) => {
    const paymentIntent = form.payment_intent ?? '';
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) {
      return stripeError(
        response,
        404,
        `No such payment_intent: '${paymentIntent}'`,
        'resource_missing',
      );
    }
    const refunded = refunds
      .filter((r) => r.payment_intent === paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount =
      form.amount === undefined ? session.amount_total - refunded : Number(form.amount);
    if (refunded >= session.amount_total) {
      return stripeError(
        response,
        400,
        `Charge for payment intent ${paymentIntent} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > session.amount_total - refunded) {
      return stripeError(
        response,
        400,
        `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${(session.amount_total - refunded) / 100})`,
        'amount_too_large',
      );
    }
    const created: StandInRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      reason: form.reason ?? null,
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(created);
    return sendJson(response, 200, created);
  };

  /** Stripe replays the first answer to a POST sent again with the same idempotency key. */
  const replies = new Map<string, { status: number; body: string }>();
  let unavailable = false;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        form,
      });
      if (unavailable) {
        // as Stripe answers when it cannot serve: a 5xx its SDK is told not to retry at once
        response.writeHead(503, {
          'content-type': 'application/json',
          'stripe-should-retry': 'false',
        });
        response.end(
          JSON.stringify({ error: { type: 'api_error', message: 'Service unavailable' } }),
        );
        return;
      }
      if (header('authorization') !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        return stripeError(response, 401, 'Invalid API Key provided');
      }
      const key = header('idempotency-key');
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const replayed = key ? byIdempotencyKey.get(key) : undefined;
        if (replayed) return sendJson(response, 200, replayed);
        const session = create(form);
        if (key) byIdempotencyKey.set(key, session);
        return sendJson(response, 200, session);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const replayed = key ? replies.get(`refunds:${key}`) : undefined;
        if (replayed) {
          response.writeHead(replayed.status, {
            'content-type': 'application/json',
            'idempotent-replayed': 'true',
          });
          response.end(replayed.body);
          return;
        }
        // the answer is recorded under the key, as Stripe does, whether it succeeded or not
        const write = response.end.bind(response);
        response.end = ((body: string) => {
          if (key) replies.set(`refunds:${key}`, { status: response.statusCode, body });
          return write(body);
        }) as typeof response.end;
        return refund(response, form);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      const session = match?.[1] ? sessions.get(match[1]) : undefined;
      if (!match) return stripeError(response, 404, 'Unrecognized request URL');
      if (!session)
        return stripeError(response, 404, 'No such checkout.session', 'resource_missing');
      if (request.method === 'GET' && !match[2]) return sendJson(response, 200, session);
      if (request.method === 'POST' && match[2]) {
        if (session.status !== 'open') {
          return stripeError(
            response,
            400,
            'Only Checkout Sessions with a status in [open] can be expired.',
          );
        }
        session.status = 'expired';
        return sendJson(response, 200, session);
      }
      return stripeError(response, 404, 'Unrecognized request URL');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(STAND_IN_SECRET_KEY);

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    refunds,
    /** Stripe down (true) or back (false). */
    setUnavailable(down: boolean) {
      unavailable = down;
    },
    /** The app's configuration for Stripe, pointed at this stand-in. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    /** The customer pays on Stripe's page: the session completes (with another amount if given). */
    pay(sessionId: string, changes: Partial<StandInSession> = {}): StandInSession {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no stand-in session ${sessionId}`);
      Object.assign(
        session,
        {
          status: 'complete',
          payment_status: 'paid',
          payment_intent: `pi_${randomBytes(12).toString('hex')}`,
        },
        changes,
      );
      return session;
    },
    /** A webhook delivery as Stripe sends it: the event's JSON and its signature header. */
    signedEvent(
      type: string,
      session: StandInSession,
      options: {
        id?: string;
        secret?: string;
        /** seconds since the epoch */ timestamp?: number;
      } = {},
    ) {
      const payload = JSON.stringify({
        id: options.id ?? `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
