import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESULT_REASONS, ROUTES } from '@navette/shared';
import type { ResultReason } from '@navette/shared';
import { GoogleSignInButton } from '../../features/auth/components/GoogleSignInButton';
import { SimplePage } from './parts/SimplePage';
import { type TranslationKey } from '../../lib/translation-key';

/** What each known reason says, and the next step offered. */
const REASONS: Record<
  ResultReason,
  { message: TranslationKey; next: 'login' | 'google' | 'reload' }
> = {
  google_unavailable: { message: 'auth.google.unavailable', next: 'login' },
  google_failed: { message: 'auth.google.failed', next: 'google' },
  google_email_unverified: { message: 'auth.google.emailUnverified', next: 'login' },
  google_account_conflict: { message: 'auth.google.accountConflict', next: 'login' },
  chunk_load: { message: 'appError.chunkMessage', next: 'reload' },
};

const isKnownReason = (value: string | null): value is ResultReason =>
  (RESULT_REASONS as readonly (string | null)[]).includes(value);

/**
 * /erreur?raison=…: where the server sends a browser back from a failed Google sign-in (and the
 * app after a failed page load). Without a known reason, the generic message.
 */
export default function ErrorPage() {
  const { t } = useTranslation();
  const raison = useSearchParams()[0].get('raison');
  const reason = isKnownReason(raison) ? REASONS[raison] : undefined;

  const loginLink = (
    <Link to={ROUTES.login} className="btn btn-gold">
      {t('auth.google.signIn')}
    </Link>
  );
  const homeLink = (
    <Link to={ROUTES.home} className={reason ? 'btn btn-outline' : 'btn btn-ink'}>
      {t('common.backHome')}
    </Link>
  );

  return (
    <SimplePage name="error" intro={reason ? t(reason.message) : undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {reason?.next === 'login' && loginLink}
        {reason?.next === 'google' && (
          <>
            <div className="sm:w-auto">
              <GoogleSignInButton />
            </div>
            {loginLink}
          </>
        )}
        {reason?.next === 'reload' && (
          <button type="button" onClick={() => window.location.reload()} className="btn btn-gold">
            {t('common.reload')}
          </button>
        )}
        {homeLink}
      </div>
    </SimplePage>
  );
}
