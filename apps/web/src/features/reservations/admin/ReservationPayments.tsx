import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_RESERVATION_MESSAGES,
  ON_BOARD_PAYMENT_METHODS,
  devisAmount,
  type AdminReservationDetail,
  type PaymentSummary,
} from '@navette/shared';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormFooter } from '../../../components/form/FormFooter';
import { FormDateField, FormTimeField } from '../../../components/form/PickerFields';
import { TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { ApiError } from '../../../lib/api-client';
import { alertText } from '../../../lib/form-errors';
import { recordOnBoardPayment } from './reservations-admin-api';
import { useReservationFormat } from './reservation-format';

/*
 * A reservation's payments in the back-office (docs/product/back-office.md#payments): each
 * checkout or payment taken on board, its state, and its refund with the reason; then, while the
 * reservation is confirmed, quoted and unpaid, the form recording a payment taken on board.
 */

const M = ADMIN_RESERVATION_MESSAGES;

/**
 * The form's values: the amount as typed, the day (YYYY-MM-DD) and the time (HH:mm) from the
 * app's pickers, read together as a moment of the browser's time zone.
 */
const onBoardFormSchema = z
  .object({
    method: z.enum(ON_BOARD_PAYMENT_METHODS, M.paymentMethod),
    amount: z
      .string()
      .trim()
      .min(1, M.paymentAmount)
      .transform((value) => Number(value.replace(',', '.')))
      .pipe(devisAmount(M.paymentAmount)),
    paidDate: z.string().min(1, M.paidAt),
    paidTime: z.string().min(1, M.paidAt),
  })
  .transform(({ paidDate, paidTime, ...rest }) => ({ ...rest, paidAt: `${paidDate}T${paidTime}` }))
  .refine((values) => !Number.isNaN(new Date(values.paidAt).getTime()), {
    message: M.paidAt,
    path: ['paidDate'],
  });
type OnBoardForm = z.input<typeof onBoardFormSchema>;
type OnBoardValues = z.output<typeof onBoardFormSchema>;

/** The day and the time of `now` in the browser's time zone, as the pickers hold them. */
const localNow = (now = new Date()): { paidDate: string; paidTime: string } => {
  const shifted = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString();
  return { paidDate: shifted.slice(0, 10), paidTime: shifted.slice(11, 16) };
};

export const canRecordOnBoard = (r: AdminReservationDetail): boolean =>
  r.statut === 'confirmé' && !r.paid && r.devis !== null && r.devis > 0;

const PaymentLine = ({ payment }: { payment: PaymentSummary }) => {
  const { t } = useTranslation('admin');
  const format = useReservationFormat();
  const means =
    payment.provider === 'onboard'
      ? t(
          payment.method === 'cash'
            ? 'adminReservations.payments.onBoard.cash'
            : 'adminReservations.payments.onBoard.terminal',
        )
      : t(`adminReservations.payments.online.${payment.provider}`);
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm text-slate-800">
      <p>
        <span className="font-semibold text-ink-900">{format.euros(payment.amount)}</span>
        {' · '}
        {means}
        {' · '}
        {t(`adminReservations.payments.status.${payment.status}`)}
        {payment.paidAt && ` · ${format.instant(payment.paidAt)}`}
      </p>
      {payment.refund && (
        <p className="mt-1 font-semibold text-slate-900">
          {payment.refund.status === 'done' && payment.refund.refundedAt
            ? t('adminReservations.payments.refunded', {
                amount: format.euros(payment.refund.amount),
                date: format.instant(payment.refund.refundedAt),
              })
            : t('adminReservations.payments.refundPending', {
                amount: format.euros(payment.refund.amount),
              })}
          {' — '}
          {t(`adminReservations.payments.reasons.${payment.refund.reason}`)}
        </p>
      )}
    </li>
  );
};

export interface ReservationPaymentsProps {
  reservation: AdminReservationDetail;
  /** absent in a read-only view; called with the reservation the server answered */
  onRecorded?: ((reservation: AdminReservationDetail) => void) | undefined;
}

export const ReservationPayments = ({ reservation: r, onRecorded }: ReservationPaymentsProps) => {
  const { t } = useTranslation('admin');
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink-900">{t('adminReservations.payments.title')}</h3>
      {r.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminReservations.payments.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {r.payments.map((payment) => (
            <PaymentLine key={payment._id} payment={payment} />
          ))}
        </ul>
      )}
      {onRecorded && canRecordOnBoard(r) && (
        <OnBoardPaymentForm reservation={r} onRecorded={onRecorded} />
      )}
    </section>
  );
};

const OnBoardPaymentForm = ({
  reservation: r,
  onRecorded,
}: {
  reservation: AdminReservationDetail;
  onRecorded: (reservation: AdminReservationDetail) => void;
}) => {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    control,
    setError: setFieldError,
    submitWith,
    errorText,
    showApiError,
    formState: { errors },
  } = useApiForm<OnBoardForm, OnBoardValues>({
    resolver: zodResolver(onBoardFormSchema),
    defaultValues: { method: 'terminal', amount: String(r.devis ?? ''), ...localNow() },
    serverFields: ['method', 'amount'],
  });
  const record = async (values: OnBoardValues) => {
    setPending(true);
    setError(null);
    try {
      const saved = await recordOnBoardPayment(r, {
        method: values.method,
        amount: values.amount,
        paidAt: new Date(values.paidAt).toISOString(),
      });
      onRecorded(saved);
    } catch (failure) {
      showApiError(failure);
      // the server names the moment `paidAt`: its message goes under the day
      const paidAtError = failure instanceof ApiError ? failure.fields?.paidAt : undefined;
      if (paidAtError) setFieldError('paidDate', { message: paidAtError });
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={submitWith(record)}
      aria-label={t('adminReservations.payments.onBoardTitle')}
      className="mt-2 flex flex-col gap-3 rounded-md bg-slate-50 p-4"
    >
      <h4 className="font-semibold text-ink-900">{t('adminReservations.payments.onBoardTitle')}</h4>
      <ChoiceGroup
        legend={t('adminReservations.payments.method')}
        choices={ON_BOARD_PAYMENT_METHODS.map((method) => ({
          value: method,
          label: t(`adminReservations.payments.onBoard.${method}`),
        }))}
        registration={register('method')}
        error={errorText(errors.method)}
        required
      />
      <TextField
        label={t('adminReservations.payments.amount')}
        inputMode="decimal"
        required
        error={errorText(errors.amount)}
        {...register('amount')}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">
          {t('adminReservations.payments.paidAt')}
        </legend>
        <div className="mt-1.5 grid grid-cols-1 gap-x-3 sm:grid-cols-2">
          <FormDateField
            control={control}
            name="paidDate"
            minDate={null}
            required
            label={t('adminReservations.payments.paidDate')}
            error={errorText(errors.paidDate)}
          />
          <FormTimeField
            control={control}
            name="paidTime"
            required
            label={t('adminReservations.payments.paidTime')}
            error={errorText(errors.paidTime)}
          />
        </div>
      </fieldset>
      <FormFooter
        error={alertText(error, t('adminReservations.payments.failed'))}
        pending={pending}
        labels={[t('adminReservations.payments.record'), t('adminReservations.payments.recording')]}
        buttonClassName="btn btn-ink"
      />
    </form>
  );
};
