import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_NOTE_MAX, ROUTES } from '@navette/shared';
import type { PublicReview } from '@navette/shared';
import { useApprovedReviews } from '../marketing-api';
import { BadgeCheckIcon, StarIcon } from '../../../components/PageIcons';
import { StarRating } from '../../../entities/review/StarRating';
import { formatMonth } from '../../../lib/format';

const ReviewCard = ({ review }: { review: PublicReview }) => {
  const { t, i18n } = useTranslation();
  const date = new Date(review.createdAt).toLocaleDateString(
    i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR',
    { month: 'long', year: 'numeric' },
  );
  return (
    <li className="flex w-full flex-col rounded-2xl bg-white p-6 text-left shadow-card md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
      <StarRating note={review.note} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>{review.commentaire}</p>
      </blockquote>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
        <div>
          <p className="font-semibold text-ink-900">{review.user.name}</p>
          {/* the city and the date, kept apart by a dot that is read as a pause, not as text */}
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            {review.location && (
              <>
                <span>{review.location}</span> <span aria-hidden="true">·</span>{' '}
              </>
            )}
            <time dateTime={review.createdAt}>{date}</time>
          </p>
          {/* the month of the trip the review is about; none on reviews older than that rule */}
          {review.tripMonth && (
            <p className="text-sm text-slate-600">
              {t('home.testimonials.tripMonth', {
                month: formatMonth(review.tripMonth, i18n.language),
              })}
            </p>
          )}
        </div>
        {/* only for an author with a completed trip (docs/product/back-office.md#reviews) */}
        {review.verified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-3 py-1 text-sm font-medium text-success-600">
            <BadgeCheckIcon className="size-4" />
            {t('home.testimonials.verified')}
          </span>
        )}
      </div>
    </li>
  );
};

/**
 * Reviews written by customers and approved by the team (GET /api/avis). Nothing is ever
 * invented here: with no approved review yet, an honest empty state says how reviews appear.
 */
export const Testimonials = () => {
  const { t } = useTranslation();
  const { data, isPending, isError } = useApprovedReviews();
  if (isPending) {
    return (
      <p aria-busy="true" className="min-h-40 text-center text-slate-600">
        {t('home.testimonials.loading')}
      </p>
    );
  }
  if (isError) return <p className="text-center text-slate-600">{t('home.testimonials.error')}</p>;
  if (data.length === 0) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center rounded-2xl bg-white p-8 text-center shadow-card md:p-10">
        <span className="flex text-gold-500" aria-hidden="true">
          {Array.from({ length: REVIEW_NOTE_MAX }, (_, index) => (
            <StarIcon key={index} filled={false} className="size-6" />
          ))}
        </span>
        <h3 className="mt-4 text-2xl font-semibold text-ink-900">
          {t('home.testimonials.emptyTitle')}
        </h3>
        <p className="mt-3 text-slate-600">{t('home.testimonials.emptyText')}</p>
        <Link to={ROUTES.profile} className="btn btn-outline mt-6">
          {t('home.testimonials.emptyCta')}
        </Link>
      </div>
    );
  }
  // centred under the section's centred heading: a wrapping row of equal cards, so one, two or
  // three reviews (and a last incomplete row) sit in the middle rather than on the left
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {data.map((review) => (
        <ReviewCard key={review._id} review={review} />
      ))}
    </ul>
  );
};
