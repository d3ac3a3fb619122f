import { useTranslation } from 'react-i18next';

export default function ChauffeurLoginPage() {
  const { t } = useTranslation('chauffeur');
  return <h1>{t('pages.chauffeurLogin.title')}</h1>;
}
