import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { PhoneIcon } from '../../../components/Icons';
import { company } from '../../../lib/company';

/**
 * The two ways in that every marketing page offers: ask for a quote (labelled "Demander un devis"
 * unless `quoteLabel` says otherwise), then write to us. Each page sets the buttons' look.
 */
export const QuoteAndContactLinks = ({
  quoteClassName,
  contactClassName,
  quoteLabel,
}: {
  quoteClassName: string;
  contactClassName: string;
  quoteLabel?: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <Link to={ROUTES.quoteEntry} className={quoteClassName}>
        {quoteLabel ?? t('common.requestQuote')}
      </Link>
      <Link to={ROUTES.contact} className={contactClassName}>
        {t('common.contactUs')}
      </Link>
    </>
  );
};

/** A button that calls the company; it reads the number unless `children` says otherwise. */
export const PhoneButton = ({
  className,
  children,
}: {
  className: string;
  children?: ReactNode;
}) => (
  <a href={company.phoneHref} className={className}>
    <PhoneIcon className="size-5" />
    {children ?? company.phone}
  </a>
);
