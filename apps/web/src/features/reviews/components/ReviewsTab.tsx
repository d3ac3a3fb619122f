import { useTranslation } from 'react-i18next';
import type { EndpointResult, profileEndpoint } from '@navette/shared';

export interface ReviewsTabProps {
  /** GET /auth/profile's answer, or null while it loads */
  profile: EndpointResult<typeof profileEndpoint> | null;
}

/** The Avis tab (docs/product/customer-area.md#reviews). */
export const ReviewsTab = ({ profile }: ReviewsTabProps) => {
  const { t } = useTranslation();
  return <p className="max-w-2xl text-slate-700">{profile ? t('nav.profile') : ''}</p>;
};
