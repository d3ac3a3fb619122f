import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { ArrowRightIcon } from '../../components/Icons';
import { MailIcon } from '../../components/PageIcons';
import { Modal } from '../../components/Modal';
import { useSession } from '../../features/auth/session-api';
import { SessionChecking } from '../guards/SessionChecking';
import { SimplePage } from './parts/SimplePage';

/**
 * /demande-devis: signed in, straight to /reservation; otherwise a choice between the guest form
 * and signing in (docs/product/booking.md). `useSession` already turns a failed check into "signed
 * out". The `service` query parameter is passed on so that the guest form can preset the mode.
 */
export default function QuoteEntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: session, isPending } = useSession();

  if (isPending) return <SessionChecking label={t('quoteEntry.checking')} />;
  // the query string carries what a price's button prefills (service, package, addresses)
  if (session?.isSignedIn) {
    return <Navigate to={`${ROUTES.reservation}${location.search}`} replace />;
  }

  // 'default' is the key of the first page this tab opened in the app: going back from there
  // would leave the site, so home is the way out instead
  const close = () => {
    if (location.key === 'default') void navigate(ROUTES.home, { replace: true });
    else void navigate(-1);
  };

  const options = [
    {
      to: `${ROUTES.guestReservation}${location.search}`,
      label: t('quoteEntry.guest'),
      hint: t('quoteEntry.guestHint'),
      primary: true,
    },
    { to: ROUTES.login, label: t('quoteEntry.login'), hint: t('quoteEntry.loginHint') },
  ];

  return (
    <SimplePage name="quoteEntry">
      <Modal open onClose={close} title={t('pages.quoteEntry.title')}>
        <p className="text-slate-600">{t('quoteEntry.choiceIntro')}</p>
        <ul className="mt-4 flex flex-col gap-3">
          {options.map(({ to, label, hint, primary }) => (
            <li key={to}>
              <Link
                to={to}
                className={`flex min-h-11 flex-col gap-1 rounded-xl border-2 p-4 transition-colors hover:border-gold-500 ${
                  primary ? 'border-gold-500 bg-gold-50' : 'border-slate-200 bg-white'
                }`}
              >
                <span className="flex items-center justify-between gap-2 text-lg font-semibold text-ink-900">
                  {label}
                  <ArrowRightIcon className="size-5 shrink-0 text-gold-700" />
                </span>
                <span className="text-sm text-slate-600">{hint}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
          <MailIcon className="mt-0.5 size-5 shrink-0 text-gold-700" />
          {t('quoteEntry.note')}
        </p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={close} className="btn btn-outline w-full sm:w-auto">
            {t('quoteEntry.cancel')}
          </button>
        </div>
      </Modal>
    </SimplePage>
  );
}
