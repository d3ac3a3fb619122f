import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@navette/shared';
import { ClockIcon } from '../../../components/PageIcons';
import { SERVICE_PARAMS, bookingPath } from '../service-route';
import { TOURS } from '../tours';
import { Art } from './Art';

/**
 * The four tours with their duration, their "from" price (sedan) and their van price.
 * `Demander ce circuit` opens the request (the customer's form when `isSignedIn`, else the guest
 * one) with the tours service preselected and the tour named in the comment.
 */
export const TourCards = ({
  headingLevel = 3,
  isSignedIn = false,
}: {
  headingLevel?: 2 | 3;
  isSignedIn?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // a tour's price is a round figure the company sets
  const euros = (amount: number) =>
    formatEuros(amount, i18n.resolvedLanguage ?? i18n.language, 'never');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {TOURS.map((tour) => {
        const name = t(`tours.items.${tour.id}.name`);
        return (
          <li
            key={tour.id}
            data-tour={tour.id}
            className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card"
          >
            <div className="relative">
              <Art name={tour.art} alt="" />
              <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-ink-900">
                <ClockIcon className="size-4 text-gold-700" />
                <span aria-hidden="true">{t('tours.duration', { hours: tour.hours })}</span>
                <span className="sr-only">{t('tours.durationLabel', { hours: tour.hours })}</span>
              </span>
            </div>
            <div className="flex flex-1 flex-col p-5">
              <Heading className="text-xl font-semibold text-ink-900">{name}</Heading>
              <p className="mt-2 flex-1 text-sm text-slate-600">
                {t(`tours.items.${tour.id}.text`)}
              </p>
              <p className="mt-4 text-2xl font-semibold text-ink-900">
                {t('tours.from', { price: euros(tour.fromPrice) })}
              </p>
              <p className="text-sm text-slate-600">{t('tours.fromNote')}</p>
              <p className="mt-1 text-sm font-medium text-slate-700">
                {t('tours.vanPrice', { price: euros(tour.price) })}
              </p>
              <Link
                to={bookingPath(isSignedIn, SERVICE_PARAMS.tours, tour.id)}
                className="btn btn-outline mt-4"
              >
                <span aria-hidden="true">{t('tours.book')}</span>
                <span className="sr-only">{t('tours.bookFor', { name })}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
};
