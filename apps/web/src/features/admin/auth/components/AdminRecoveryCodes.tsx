import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/CopyButton';

/** The codes as a text file, one a line, saved by the browser. */
const downloadCodes = (codes: readonly string[], fileName: string) => {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};

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
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <CopyButton
          text={codes.join('\n')}
          label={t('auth.adminLogin.recovery.copy')}
          copiedLabel={t('auth.adminLogin.copied')}
        />
        <button
          type="button"
          onClick={() => downloadCodes(codes, t('auth.adminLogin.recovery.fileName'))}
          className="btn btn-outline"
        >
          {t('auth.adminLogin.recovery.download')}
        </button>
      </div>
      <button type="button" onClick={onContinue} className="btn btn-ink mt-6 w-full">
        {t('auth.adminLogin.recovery.continue')}
      </button>
    </div>
  );
};
