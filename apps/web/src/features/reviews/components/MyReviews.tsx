import { useTranslation } from 'react-i18next';
import type { OwnReview } from '@navette/shared';
import { StarRating } from '../../../entities/review/StarRating';
import { FormAlert } from '../../../components/form/FormAlert';
import { serverMessageOr } from '../../../lib/api-client';
import { useMyReviews } from '../reviews-api';

const StateBadge = ({ status }: { status: OwnReview['status'] }) => {
  const { t } = useTranslation();
  return status === 'approved' ? (
    <span className="rounded-full bg-success-50 px-3 py-1 text-sm font-medium text-success-600">
      {t('profileReviews.mine.approved')}
    </span>
  ) : (
    // pending, or rejected by the moderation (never published)
    <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
      {t(`profileReviews.mine.${status}`)}
    </span>
  );
};

/** The customer's own reviews, newest first, each with its moderation state. */
export const MyReviews = () => {
  const { t, i18n } = useTranslation();
  const reviews = useMyReviews();
  if (reviews.isPending) {
    return (
      <p aria-busy="true" className="text-slate-600">
        {t('profileReviews.mine.loading')}
      </p>
    );
  }
  if (reviews.isError) {
    return (
      <FormAlert tone="error">
        {serverMessageOr(reviews.error, t('profileReviews.mine.failed'))}
      </FormAlert>
    );
  }
  if (reviews.data.length === 0) {
    return <p className="text-slate-600">{t('profileReviews.mine.empty')}</p>;
  }
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR';
  return (
    <ul className="space-y-4">
      {reviews.data.map((review) => (
        <li key={review._id} className="rounded-xl border border-slate-200 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <StarRating note={review.note} />
            <StateBadge status={review.status} />
          </div>
          <p className="mt-3 break-words whitespace-pre-line text-slate-700">
            {review.commentaire}
          </p>
          <p className="mt-3 text-sm text-slate-600">
            {t('profileReviews.mine.sentOn', {
              date: new Date(review.createdAt).toLocaleDateString(locale, { dateStyle: 'long' }),
            })}
            {review.location && ` · ${review.location}`}
          </p>
        </li>
      ))}
    </ul>
  );
};
