import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type TestCheckout as TestCheckoutSession } from '@navette/shared';
import { AlertIcon } from '../../../components/PageIcons';
import { Spinner } from '../../../components/Spinner';
import { leaveTo } from '../../../lib/leave-to';
import { useTestCheckout, useTestCheckoutAction } from '../test-checkout-api';

/** Cents shown as the customer will see them charged: "150,00 €", "€150.00". */
const formatAmount = (amount: number, language: string) =>
  new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
  }).format(amount);

const Notice = ({ message }: { message: string }) => (
  <p role="alert" className="flex items-start gap-3 rounded-lg bg-error-50 p-4 text-ink-900">
    <AlertIcon className="mt-0.5 size-5 shrink-0 text-error-600" />
    <span>{message}</span>
  </p>
);

const BackToProfile = () => {
  const { t } = useTranslation('account');
  return (
    <Link to={ROUTES.profile} className="btn btn-ink self-start">
      {t('testCheckout.backToProfile')}
    </Link>
  );
};

const Session = ({ session }: { session: TestCheckoutSession }) => {
  const { t, i18n } = useTranslation('account');
  const pay = useTestCheckoutAction(session.sessionId, 'pay');
  const cancel = useTestCheckoutAction(session.sessionId, 'cancel');
  const busy = pay.isPending || cancel.isPending;
  const failure = pay.error ?? cancel.error;
  const amount = formatAmount(session.amount, i18n.language);

  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm text-slate-600">{t('testCheckout.referenceLabel')}</dt>
        <dd className="font-semibold text-ink-900">{session.reference}</dd>
        <dt className="text-sm text-slate-600">{t('testCheckout.descriptionLabel')}</dt>
        <dd className="text-ink-900">{session.description}</dd>
        <dt className="text-sm text-slate-600">{t('testCheckout.amountLabel')}</dt>
        <dd className="text-2xl font-semibold text-ink-900">{amount}</dd>
      </dl>
      {session.state === 'paid' && <Notice message={t('testCheckout.alreadyPaid')} />}
      {session.state === 'expired' && <Notice message={t('testCheckout.expired')} />}
      {failure && <Notice message={failure.message} />}
      {session.state === 'pending' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            className="btn btn-gold"
            disabled={busy}
            onClick={() => pay.mutate(undefined, { onSuccess: ({ url }) => leaveTo(url) })}
          >
            {pay.isPending ? t('testCheckout.paying') : t('testCheckout.pay', { amount })}
          </button>
          <button
            type="button"
            className="btn btn-ink"
            disabled={busy}
            onClick={() => cancel.mutate(undefined, { onSuccess: ({ url }) => leaveTo(url) })}
          >
            {cancel.isPending ? t('testCheckout.cancelling') : t('testCheckout.cancel')}
          </button>
        </div>
      ) : (
        <BackToProfile />
      )}
    </>
  );
};

/**
 * The built-in test checkout (docs/decisions/0028-card-payments.md), where the browser is sent
 * when no Stripe key is set: it says plainly that no money is taken, shows the reference, the
 * amount and the trip as the server has them, and its Pay and Cancel go through the server's fulfilment.
 */
export const TestCheckout = () => {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const session = useTestCheckout(sessionId);

  return (
    <section className="flex max-w-2xl flex-col gap-6 rounded-2xl bg-white p-6 shadow-card md:p-8">
      <div className="rounded-lg border-2 border-dashed border-gold-500 bg-gold-50 p-4">
        <p className="font-semibold text-ink-900">{t('testCheckout.banner')}</p>
        <p className="mt-1 text-sm text-ink-700">{t('testCheckout.explanation')}</p>
      </div>
      {sessionId === null ? (
        <>
          <Notice message={t('testCheckout.missingSession')} />
          <BackToProfile />
        </>
      ) : session.isPending ? (
        <Spinner label={t('testCheckout.loading')} />
      ) : session.isError ? (
        <>
          <Notice message={session.error.message || t('testCheckout.loadError')} />
          <BackToProfile />
        </>
      ) : (
        <Session session={session.data} />
      )}
    </section>
  );
};
