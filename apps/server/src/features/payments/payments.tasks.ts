import type { PaymentProviderTaskRow, PaymentRow } from '../../db/schema';
import { describeError } from '../../lib/jobs/back-off';
import { mintManageUrl } from '../manage-booking';
import { createJobRunner, type JobRunner } from '../../lib/jobs/job-runner';
import { applyCheckoutState, paymentMailTrip, type FulfilmentContext } from './payments.fulfilment';
import type { CheckoutState, PaymentGateway } from './payments.gateway';
import { findPayment, findReservationOfPayment } from './payments.repository';
import {
  claimProviderTasks,
  completeProviderTask,
  markRefunded,
  retryProviderTask,
} from './payments-tasks.repository';

/*
 * The provider work (docs/decisions/0042-payments-follow-the-reservation.md): the checkout
 * sessions a reservation change closed are expired at the provider, and the payments to give
 * back are refunded there. Both are tasks written in the change's transaction
 * (`payment_provider_tasks`); this runs them right after the commit, and on the job runner every
 * minute (the scheduler), retrying with a growing back-off, without giving up, until the
 * provider confirms. Every call is idempotent: an expired session stays expired, and a refund's
 * idempotency key is derived from its session, so no retry, in any process, refunds twice.
 */

export interface ProviderWorkContext extends FulfilmentContext {
  gateway: PaymentGateway;
}

/** How long a claim holds a payment: well beyond the SDK's timeout and retries. */
const LEASE_MS = 5 * 60_000;

export const refundIdempotencyKey = (sessionId: string) => `navette-refund-${sessionId}`;

/** Refunds the payment at the provider, then records it and queues the customer's e-mail, once. */
const refund = async (ctx: ProviderWorkContext, payment: PaymentRow): Promise<void> => {
  const amountCents = payment.refundCents ?? payment.amountCents;
  const reason = payment.refundReason ?? 'cancelled-by-company';
  const { refundId } = await ctx.gateway.refund({
    sessionId: payment.providerSessionId,
    paymentIntentId: payment.providerPaymentId,
    amountCents,
    idempotencyKey: refundIdempotencyKey(payment.providerSessionId),
    paymentId: payment.id,
    reason,
  });
  await ctx.db.transaction(async (tx) => {
    if (!(await markRefunded(tx, payment.id, refundId))) return;
    ctx.log.info(
      { paymentId: payment.id, reservationId: payment.reservationId, reason },
      'payment: refunded',
    );
    const reservation = await findReservationOfPayment(tx, payment.reservationId);
    // an erased reservation has no address left to write to
    if (!reservation || reservation.anonymisedAt) return;
    await ctx.enqueueMail(tx, {
      template: 'paymentRefunded',
      to: reservation.email,
      language: reservation.language,
      dedupeKey: `payment:${payment.id}:refunded`,
      params: {
        ...paymentMailTrip(ctx.publicUrl, reservation, amountCents),
        reason,
        manageUrl: await mintManageUrl(tx, reservation, ctx.publicUrl),
      },
    });
  });
};

/**
 * A session paid whose payment row is gone with its erased reservation: nobody here can keep
 * that money, so it goes back at once; there is no address left to tell.
 */
const refundOrphan = async (ctx: ProviderWorkContext, state: CheckoutState): Promise<void> => {
  if (state.paymentStatus !== 'paid' || !state.amountTotal) return;
  await ctx.gateway.refund({
    sessionId: state.sessionId,
    paymentIntentId: state.paymentIntentId,
    amountCents: state.amountTotal,
    idempotencyKey: refundIdempotencyKey(state.sessionId),
    paymentId: '',
    reason: 'reservation-deleted',
  });
  ctx.log.warn(
    { sessionId: state.sessionId },
    'payment: paid session of an erased reservation refunded',
  );
};

/** One task: close a session at the provider, or refund a paid one. A throw is retried. */
const runTask = async (ctx: ProviderWorkContext, task: PaymentProviderTaskRow): Promise<void> => {
  const payment = task.paymentId ? await findPayment(ctx.db, task.paymentId) : undefined;
  if (task.kind === 'expire') {
    const state = await ctx.gateway.expire(task.sessionId);
    // paid before the provider closed it: the fulfilment records it, and refunds it
    if (state?.paymentStatus !== 'paid') return;
    if (!payment) return refundOrphan(ctx, state);
    await applyCheckoutState(ctx, state);
    return;
  }
  if (payment?.refundStatus === 'due') return refund(ctx, payment);
  if (!payment) {
    const state = await ctx.gateway.retrieve(task.sessionId);
    if (state) await refundOrphan(ctx, state);
  }
};

export const createProviderWork = (ctx: ProviderWorkContext): JobRunner =>
  createJobRunner<PaymentProviderTaskRow>({
    name: 'payments provider work',
    log: ctx.log,
    claim: (limit) => claimProviderTasks(ctx.db, ctx.gateway.provider, limit, LEASE_MS),
    handle: (task) => runTask(ctx, task),
    complete: (task) => completeProviderTask(ctx.db, task),
    fail: (task, failure) =>
      retryProviderTask(ctx.db, task, {
        error: describeError(failure.error),
        retryInMs: failure.retryInMs,
      }),
    attemptsOf: (task) => task.attempts,
    // the provider must confirm in the end: never given up, tried at least hourly
    maxAttempts: Number.POSITIVE_INFINITY,
    retryBaseMs: 30_000,
    retryMaxMs: 60 * 60_000,
  });
