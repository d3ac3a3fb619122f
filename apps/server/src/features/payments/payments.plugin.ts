/**
 * `app.payments`: the payment provider (Stripe, or the built-in test checkout), the context the
 * payment routes work in, and the hooks the reservation changes call so that payments follow the
 * reservation (docs/decisions/0042-payments-follow-the-reservation.md). Registered after the
 * database, mail, documents and scheduler plugins.
 */
import fp from 'fastify-plugin';
import type { PaymentHooks } from './payments.hooks';
import { recordOnBoardPayment } from './payments.onboard';
import { createProviderWork } from './payments.tasks';
import type { PaymentGateway } from './payments.gateway';
import { closeOpenCheckouts, requestRefundOfReservation } from './payments-tasks.repository';
import type { PaymentContext } from './payments.service';
import { createStripeGateway } from './stripe.gateway';
import { createTestGateway } from './test.gateway';

export interface Payments extends PaymentHooks {
  context: PaymentContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** How often the job runner looks for provider work left undone (the provider was down). */
export const PROVIDER_WORK_EVERY_MS = 60_000;

export const paymentsPlugin = fp(
  async (app) => {
    const { stripe, publicUrl } = app.config;
    const log = app.log.child({ feature: 'payments' });
    const gateway: PaymentGateway =
      stripe.secretKey && stripe.webhookSecret
        ? createStripeGateway({
            secretKey: stripe.secretKey,
            webhookSecret: stripe.webhookSecret,
            apiUrl: stripe.apiUrl,
            log,
          })
        : createTestGateway(app.db, publicUrl);
    const base = {
      db: app.db,
      gateway,
      enqueueMail: app.mail.enqueue,
      notifyCompany: app.mail.notifyCompany,
      publicUrl,
      log,
      documents: app.documents,
    };
    const work = createProviderWork(base);
    const settle = async (): Promise<void> => {
      try {
        // an expired session found paid queues its refund: a second pass makes it
        for (let pass = 0; pass < 3; pass += 1) {
          if ((await work.drain()).done === 0) break;
        }
      } catch (error) {
        // the database failed us: the work stays due, and the scheduled run takes it up
        log.error({ err: error }, 'payments: provider work could not run');
      }
    };
    app.scheduler.schedule({
      name: 'payments-provider-work',
      everyMs: PROVIDER_WORK_EVERY_MS,
      run: settle,
    });
    app.addHook('onClose', async () => {
      await work.stop();
    });
    app.decorate('payments', {
      context: { ...base, settle },
      closeOpenCheckouts: async (tx, reservationIds) => {
        await closeOpenCheckouts(tx, reservationIds);
      },
      refundReservation: (tx, reservationId, reason, options) =>
        requestRefundOfReservation(tx, reservationId, reason, options?.keepCents ?? 0),
      recordOnBoard: (tx, reservationId, input) =>
        recordOnBoardPayment(tx, base, reservationId, input),
      settle,
    } satisfies Payments);
  },
  { name: 'payments', dependencies: ['database', 'mail', 'documents', 'scheduler'] },
);
