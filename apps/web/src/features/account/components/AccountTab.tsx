import { useTranslation } from 'react-i18next';
import type { EndpointResult, profileEndpoint } from '@navette/shared';

type Profile = EndpointResult<typeof profileEndpoint>;

export interface AccountTabProps {
  /** GET /auth/profile's answer, or null while it loads */
  profile: Profile | null;
  /** tells the page the profile the server now holds */
  onProfileChange: (profile: Profile) => void;
}

/** The Profil tab: the customer's name and e-mail address (docs/product/customer-area.md). */
export const AccountTab = ({ profile }: AccountTabProps) => {
  const { t } = useTranslation('booking');
  if (!profile) return null;
  return (
    <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-white p-6 shadow-card">
      <dt className="text-slate-500">{t('booking.contact.lastName')}</dt>
      <dd className="break-words text-ink-900">{profile.name}</dd>
      <dt className="text-slate-500">{t('booking.contact.email')}</dt>
      <dd className="break-words text-ink-900">{profile.email}</dd>
    </dl>
  );
};
