import { useTranslation } from 'react-i18next';

/** The recovery codes, shown this once, right after the enrolment. */
export const AdminRecoveryCodes = ({
  codes,
  onContinue,
}: {
  codes: readonly string[];
  onContinue: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold text-ink-900">{t('auth.adminLogin.recovery.title')}</h2>
      <p className="mt-2 text-slate-600">{t('auth.adminLogin.recovery.intro')}</p>
      <ul
        aria-label={t('auth.adminLogin.recovery.listLabel')}
        className="mt-4 grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-3 font-mono text-sm text-ink-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" onClick={onContinue} className="btn btn-ink mt-6 w-full">
        {t('auth.adminLogin.recovery.continue')}
      </button>
    </div>
  );
};
