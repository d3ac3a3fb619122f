import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { ArrowRightIcon, MailIcon } from '../../components/Icons';
import { SimplePage } from './parts/SimplePage';

const OPTIONS = [
  {
    to: ROUTES.guestReservation,
    label: 'quoteEntry.guest',
    hint: 'quoteEntry.guestHint',
    primary: true,
  },
  { to: ROUTES.login, label: 'quoteEntry.login', hint: 'quoteEntry.loginHint', primary: false },
] as const;

export default function QuoteEntryPage() {
  const { t } = useTranslation();
  return (
    <SimplePage name="quoteEntry">
      <ul className="grid max-w-3xl gap-4 md:grid-cols-2">
        {OPTIONS.map(({ to, label, hint, primary }) => (
          <li key={to}>
            <Link
              to={to}
              className={`flex h-full flex-col gap-2 rounded-2xl border-2 bg-white p-6 shadow-card transition-colors hover:border-gold-500 ${
                primary ? 'border-gold-500' : 'border-transparent'
              }`}
            >
              <span className="flex items-center justify-between gap-2 font-serif text-xl font-semibold text-ink-900">
                {t(label)}
                <ArrowRightIcon className="size-5 text-gold-700" />
              </span>
              <span className="text-slate-600">{t(hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-center gap-2 text-slate-600">
        <MailIcon className="size-5 shrink-0 text-gold-700" />
        {t('quoteEntry.note')}
      </p>
    </SimplePage>
  );
}
