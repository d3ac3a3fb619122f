import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { ArrowRightIcon, CheckIcon } from '../../components/Icons';
import { useSession } from '../../features/auth/session-api';
import { company } from '../../lib/company';
import { SimplePage } from './parts/SimplePage';

/**
 * Where a round trip outside the app (payment provider, e-mailed link) lands once the request is
 * recorded: what happened (the page's introduction), then the next step — the customer's
 * bookings when signed in, otherwise home.
 */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const { data: session, isPending } = useSession();
  const isSignedIn = session?.isSignedIn === true;

  return (
    <SimplePage name="confirmation">
      <section className="flex max-w-2xl flex-col gap-6 rounded-2xl bg-white p-6 shadow-card md:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-50 text-success-600">
          <CheckIcon className="size-6" strokeWidth={2.5} />
        </span>
        <p className="text-lg text-ink-900">
          {isSignedIn
            ? t('confirmation.whatNext')
            : t('confirmation.whatNextGuest', { phone: company.phone, email: company.email })}
        </p>
        {/* the button waits for the session check so that it does not change under the finger */}
        <div className="min-h-11">
          {!isPending &&
            (isSignedIn ? (
              <Link to={ROUTES.profile} className="btn btn-gold">
                {t('confirmation.toProfile')}
                <ArrowRightIcon className="size-5" />
              </Link>
            ) : (
              <Link to={ROUTES.home} className="btn btn-ink">
                {t('confirmation.toHome')}
              </Link>
            ))}
        </div>
      </section>
    </SimplePage>
  );
}
