import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/TitledSection';
import { QuoteAndContactLinks } from './CallToActions';

/** The closing invitation of marketing pages: ask for a quote, or talk to us. */
export const QuoteCallToAction = () => {
  const { t } = useTranslation();
  return (
    <TitledSection
      titleId="quote-cta-title"
      className="container-page py-12 md:py-16"
      title={t('marketing.ctaTitle')}
      intro={<p className="mt-2 max-w-xl text-slate-600">{t('marketing.ctaText')}</p>}
      headerClassName="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-card md:flex-row md:items-center md:justify-between md:p-10"
      headerEnd={
        <div className="flex flex-col gap-3 sm:flex-row">
          <QuoteAndContactLinks quoteClassName="btn btn-gold" contactClassName="btn btn-outline" />
        </div>
      }
    />
  );
};
