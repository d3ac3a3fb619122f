import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_TIME_ZONE,
  REVIEW_MODERATION_STATES,
  type AdminReview,
  type ReviewModerationState,
} from '@navette/shared';
import { StarRating } from '../../../entities/review/StarRating';
import { adminToast } from '../../../components/toast-store';
import { serverMessageOr } from '../../../lib/api-client';
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews, useModerateReview } from './reviews-admin-api';

/*
 * Review moderation (docs/product/back-office.md#reviews): the reviews of one state, newest
 * first, each with Approuver / Refuser. A decided review may be decided again from its tab.
 */

const ReviewItem = ({ review }: { review: AdminReview }) => {
  const { t, i18n } = useTranslation('admin');
  const moderate = useModerateReview();
  const date = new Date(review.createdAt).toLocaleString(
    i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR',
    // the company's time, wherever the administrator is
    { dateStyle: 'short', timeStyle: 'short', timeZone: BOOKING_TIME_ZONE },
  );
  const decide = (status: 'approved' | 'rejected') =>
    moderate.mutate(
      { id: review._id, status },
      {
        onSuccess: () => adminToast.success(t(`adminReviews.messages.${status}`)),
        onError: (error) =>
          adminToast.error(
            `${t('adminReviews.messages.failed')}${serverMessageOr(error, t('adminReviews.messages.unknown'))}`,
          ),
      },
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <StarRating note={review.note} />
        <time dateTime={review.createdAt} className="text-sm text-slate-600">
          {date}
        </time>
      </div>
      <blockquote className="mt-3 whitespace-pre-line break-words text-slate-800">
        <p>{review.commentaire}</p>
      </blockquote>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-ink-900">{review.user.name}</span>{' '}
        <span className="break-all">({review.user.email})</span>
        {review.location && <span> · {review.location}</span>}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {review.status !== 'approved' && (
          <button
            type="button"
            className="btn btn-ink min-h-11 px-4 text-sm"
            disabled={moderate.isPending}
            onClick={() => decide('approved')}
          >
            {t('adminReviews.approve')}
          </button>
        )}
        {review.status !== 'rejected' && (
          <button
            type="button"
            className="btn btn-outline min-h-11 px-4 text-sm"
            disabled={moderate.isPending}
            onClick={() => decide('rejected')}
          >
            {t('adminReviews.reject')}
          </button>
        )}
      </div>
    </li>
  );
};

export const AdminReviews = () => {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReviewModerationState>('pending');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAdminReviews(status, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_REVIEWS_PAGE_SIZE)) : 1;

  return (
    <div>
      <div role="group" aria-label={t('adminReviews.filterLabel')} className="flex flex-wrap gap-2">
        {REVIEW_MODERATION_STATES.map((state) => (
          <button
            key={state}
            type="button"
            aria-pressed={status === state}
            onClick={() => {
              setStatus(state);
              setPage(1);
            }}
            className={`btn min-h-11 px-4 text-sm ${status === state ? 'btn-ink' : 'btn-outline'}`}
          >
            {t(`adminReviews.filters.${state}`)}
          </button>
        ))}
      </div>
      <div className="mt-6" aria-live="polite" aria-busy={isPending}>
        {isPending ? (
          <p className="text-slate-600">{t('adminReviews.loading')}</p>
        ) : isError ? (
          <p className="text-error-600">{t('adminReviews.error')}</p>
        ) : data.items.length === 0 ? (
          <p className="text-slate-600">{t(`adminReviews.empty.${status}`)}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t('adminReviews.count', { count: data.total })}
            </p>
            <ul className="mt-3 grid gap-4 lg:grid-cols-2">
              {data.items.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </ul>
          </>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t('adminReviews.pagination')} className="mt-6 flex items-center gap-3">
          <button
            type="button"
            className="btn btn-outline min-h-11 px-4 text-sm"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            {t('adminReviews.previous')}
          </button>
          <span className="text-sm text-slate-700">{t('adminReviews.page', { page, pages })}</span>
          <button
            type="button"
            className="btn btn-outline min-h-11 px-4 text-sm"
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            {t('adminReviews.next')}
          </button>
        </nav>
      )}
    </div>
  );
};
