import { useState } from 'react';
import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_CITY_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_NOTE_DEFAULT,
  REVIEW_NOTE_MAX,
  createReviewSchema,
} from '@navette/shared';
import type { Profile } from '@navette/shared';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { StarRatingInput } from '../../../entities/review/StarRating';
import { FormFooter } from '../../../components/form/FormFooter';
import { TextArea } from '../../../components/form/TextArea';
import { TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { toast } from '../../../components/toast-store';
import { alertText } from '../../../lib/form-errors';
import { useCreateReview } from '../reviews-api';

/** The API's rules; in the form the note always has a value and the city is '' when not given. */
const reviewFormSchema = createReviewSchema.omit({ user: true }).extend({
  note: createReviewSchema.shape.note.unwrap(),
  city: createReviewSchema.shape.city.unwrap(),
});
type ReviewFields = z.infer<typeof reviewFormSchema>;

const FIELDS = ['note', 'commentaire', 'city'] as const;
const EMPTY: ReviewFields = { note: REVIEW_NOTE_DEFAULT, commentaire: '', city: '' };

/**
 * The review form (docs/product/customer-area.md#reviews): a note of 1 to 5 stars (5 by
 * default), a required comment of at most 1 000 characters and an optional city. Nothing is sent
 * until the profile is loaded ('connexionRequise'); after success the form is back to 5 stars
 * and empty; a failure shows the server's message, else a default one.
 */
export const ReviewForm = ({ profile }: { profile: Profile | null }) => {
  const { t } = useTranslation();
  const create = useCreateReview();
  const [signInRequired, setSignInRequired] = useState(false);
  const { field, errorOf, control, submitWith, showApiError, firstErrorText, reset, watch } =
    useApiForm<ReviewFields>({
      resolver: zodResolver(reviewFormSchema),
      serverFields: FIELDS,
      defaultValues: EMPTY,
      request: create,
    });

  const onValid = ({ note, commentaire, city }: ReviewFields) =>
    create.mutate(
      { note, commentaire, ...(city === '' ? {} : { city }) },
      {
        onSuccess: () => {
          toast.success(t('profileReviews.sent'));
          reset(EMPTY);
        },
        onError: showApiError,
      },
    );
  const submit = submitWith(onValid);
  // the profile is checked first, before the fields (docs/product/customer-area.md#reviews)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (profile === null) {
      event.preventDefault();
      setSignInRequired(true);
      return;
    }
    setSignInRequired(false);
    submit(event);
  };

  const failure =
    signInRequired && profile === null
      ? t('profileReviews.connexionRequise')
      : alertText(create.error, t('profileReviews.failed'));

  return (
    <form noValidate onSubmit={onSubmit}>
      <LiveAnnouncer message={firstErrorText(FIELDS)} />
      <Controller
        control={control}
        name="note"
        render={({ field }) => (
          <StarRatingInput
            legend={t('profileReviews.noteLegend')}
            optionLabel={(note) => t('profileReviews.noteOption', { note, max: REVIEW_NOTE_MAX })}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <p className="min-h-6 pt-1 text-sm text-error-600">{errorOf('note')}</p>
      <TextArea
        label={t('profileReviews.commentLabel')}
        requiredMark
        rows={5}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        aside={t('profileReviews.commentCount', {
          length: watch('commentaire').length,
          max: REVIEW_COMMENT_MAX_LENGTH,
        })}
        {...field('commentaire')}
        className="mt-2"
      />
      <TextField
        label={t('profileReviews.cityLabel')}
        hint={t('profileReviews.cityHint')}
        autoComplete="address-level2"
        maxLength={REVIEW_CITY_MAX_LENGTH}
        {...field('city')}
        className="mt-2"
      />
      <FormFooter
        error={failure}
        pending={create.isPending}
        labels={[t('profileReviews.submit'), t('profileReviews.submitting')]}
        buttonClassName="btn btn-gold"
      />
    </form>
  );
};
