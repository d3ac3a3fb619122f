import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { ArrowRightIcon, PhoneIcon } from '../../../components/Icons';
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

/** A text link to another page, followed by an arrow; `className` sets its place and colours. */
export const ArrowLink = ({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) => (
  <Link to={to} className={`inline-flex min-h-11 items-center gap-2 font-semibold ${className}`}>
    {children}
    <ArrowRightIcon className="size-4" />
  </Link>
);
