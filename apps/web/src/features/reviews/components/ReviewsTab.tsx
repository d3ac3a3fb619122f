import { useTranslation } from 'react-i18next';
import type { Profile } from '@navette/shared';
import { Card, CardGrid } from '../../../components/Card';
import { MyReviews } from './MyReviews';
import { ReviewForm } from './ReviewForm';

/**
 * The Avis tab (docs/product/customer-area.md#reviews): the review form, then the customer's own
 * reviews with their moderation state. A new review is public only once the company approves it.
 * The form is offered only to a customer with a completed trip (the server refuses the others,
 * docs/product/public-site.md#testimonials); the others read why. `travelled` is undefined while the
 * page does not know yet: nothing is offered then (no form that vanishes) for a signed-in customer.
 */
export const ReviewsTab = ({
  profile,
  travelled,
}: {
  profile: Profile | null;
  /** the customer has a completed trip (isCompletedTrip); undefined while unknown */
  travelled?: boolean | undefined;
}) => {
  const { t } = useTranslation();
  const waiting = profile !== null && travelled === undefined;
  return (
    <CardGrid>
      <Card
        titleId="reviews-new"
        title={t('profileReviews.title')}
        titleClassName="text-2xl font-semibold text-ink-900"
      >
        {waiting ? (
          <p className="mt-2 text-slate-600">{t('profileReviews.intro')}</p>
        ) : travelled !== false ? (
          <>
            <p className="mt-2 mb-6 text-slate-600">{t('profileReviews.intro')}</p>
            <ReviewForm profile={profile} />
          </>
        ) : (
          <p className="mt-2 text-slate-600">{t('profileReviews.travellersOnly')}</p>
        )}
      </Card>
      <Card titleId="reviews-mine" title={t('profileReviews.mine.title')}>
        <MyReviews />
      </Card>
    </CardGrid>
  );
};
