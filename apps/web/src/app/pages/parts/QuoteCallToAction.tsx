import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';
import { QuoteAndContactLinks } from './CallToActions';

/** The closing invitation of marketing pages: ask for a quote, or talk to us. */
export const QuoteCallToAction = () => {
  const { t } = useTranslation();
  return (
    <Section
      id="quote-cta-title"
      className="container-page py-12 md:py-16"
      title={t('marketing.ctaTitle')}
      titleClassName="text-2xl font-semibold text-ink-900 md:text-3xl"
      intro={t('marketing.ctaText')}
      introClassName="mt-2 max-w-xl text-slate-600"
      headerClassName="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-card md:flex-row md:items-center md:justify-between md:p-10"
      headerEnd={
        <div className="flex flex-col gap-3 sm:flex-row">
          <QuoteAndContactLinks quoteClassName="btn btn-gold" contactClassName="btn btn-outline" />
        </div>
      }
    />
  );
};
