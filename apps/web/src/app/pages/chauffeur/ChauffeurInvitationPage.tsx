import { useTranslation } from 'react-i18next';

export default function ChauffeurInvitationPage() {
  const { t } = useTranslation('chauffeur');
  return <h1>{t('pages.chauffeurInvitation.title')}</h1>;
}
