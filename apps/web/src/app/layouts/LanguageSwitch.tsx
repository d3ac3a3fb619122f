import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@navette/shared';

/** FR / EN buttons; the choice is remembered by the language detector (localStorage, cookie). */
export const LanguageSwitch = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div role="group" aria-label={t('nav.language')} className={`flex gap-1 ${className ?? ''}`}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold uppercase transition-colors ${
            current === lng ? 'bg-white/15 text-gold-400' : 'text-ink-100 hover:text-white'
          }`}
        >
          {lng}
          <span className="sr-only"> {t(`nav.languages.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
};
