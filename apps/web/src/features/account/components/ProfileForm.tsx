import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, updateProfileSchema } from '@navette/shared';
import type { Profile, UpdateProfile } from '@navette/shared';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormFooter } from '../../../components/form/FormFooter';
import { TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { toast } from '../../../components/toast-store';
import { useUpdateProfile } from '../account-api';

const FIELDS = ['name', 'language'] as const;

/**
 * The name and the language of the customer's e-mails (PUT /auth/profile). The language is also
 * the one the site is shown in: choosing English here switches the interface too.
 */
export const ProfileForm = ({
  profile,
  onProfileChange,
}: {
  profile: Profile;
  onProfileChange: (profile: Profile) => void;
}) => {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const { register, field, errorOf, submitWith, showApiError, firstErrorText, footerOf } =
    useApiForm<UpdateProfile>({
      resolver: zodResolver(updateProfileSchema),
      serverFields: FIELDS,
      defaultValues: { name: profile.name, language: profile.language },
      request: update,
    });

  const onValid = (changes: UpdateProfile) =>
    update.mutate(changes, {
      onSuccess: (updated) => {
        toast.success(t('profileAccount.saved'));
        onProfileChange(updated);
        if (updated.language !== i18n.resolvedLanguage) void i18n.changeLanguage(updated.language);
      },
      onError: showApiError,
    });

  return (
    <form noValidate onSubmit={submitWith(onValid)}>
      <LiveAnnouncer message={firstErrorText(FIELDS)} />
      <TextField label={t('profileAccount.nameLabel')} autoComplete="name" {...field('name')} />
      <TextField
        label={t('profileAccount.emailLabel')}
        hint={t('profileAccount.emailHint')}
        type="email"
        value={profile.email}
        readOnly
        className="mt-2"
      />
      <div className="mt-2">
        <ChoiceGroup
          legend={t('profileAccount.languageLegend')}
          hint={t('profileAccount.languageHint')}
          choices={LANGUAGES.map((lng) => ({ value: lng, label: t(`nav.languages.${lng}`) }))}
          registration={register('language')}
          error={errorOf('language')}
        />
      </div>
      <FormFooter
        {...footerOf(t('profileAccount.saveFailed'))}
        labels={[t('profileAccount.save'), t('profileAccount.saving')]}
        buttonClassName="btn btn-gold"
      />
    </form>
  );
};
