import { useTranslation } from 'react-i18next';
import { QuoteAndContactLinks } from './CallToActions';

/** The closing invitation of marketing pages: ask for a quote, or talk to us. */
export const QuoteCallToAction = () => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quote-cta-title" className="container-page py-12 md:py-16">
      <div className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-card md:flex-row md:items-center md:justify-between md:p-10">
        <div>
          <h2 id="quote-cta-title" className="text-2xl font-semibold text-ink-900 md:text-3xl">
            {t('marketing.ctaTitle')}
          </h2>
          <p className="mt-2 max-w-xl text-slate-600">{t('marketing.ctaText')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <QuoteAndContactLinks quoteClassName="btn btn-gold" contactClassName="btn btn-outline" />
        </div>
      </div>
    </section>
  );
};
