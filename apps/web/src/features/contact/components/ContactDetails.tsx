import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/PageIcons';
import { companyAddress, companyAddressMapUrl } from '../company-address';

const HOURS = ['hoursRides', 'hoursPhone', 'hoursMessages'] as const;

/** The address and opening hours, beside the form. */
export const ContactDetails = () => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <section className="rounded-2xl bg-white p-6 shadow-card">
        <h2 className="font-serif text-xl font-semibold text-ink-900">
          {t('contactPage.address')}
        </h2>
        <address className="mt-3 not-italic text-slate-700">
          {companyAddress.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <a
          href={companyAddressMapUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-ink-800 underline decoration-gold-500 underline-offset-4 hover:text-ink-950"
        >
          {t('contactPage.addressMap')}
          <span className="sr-only"> {t('common.newTab')}</span>
        </a>
      </section>
      <section className="rounded-2xl bg-white p-6 shadow-card">
        <h2 className="flex items-center gap-2 font-serif text-xl font-semibold text-ink-900">
          <ClockIcon className="size-5 text-gold-700" />
          {t('contactPage.hours')}
        </h2>
        <ul className="mt-3 grid gap-2 text-slate-700">
          {HOURS.map((key) => (
            <li key={key}>{t(`contactPage.${key}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
};
