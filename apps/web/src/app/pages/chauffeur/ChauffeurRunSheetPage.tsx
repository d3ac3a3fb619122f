import { useTranslation } from 'react-i18next';

export default function ChauffeurRunSheetPage() {
  const { t } = useTranslation('chauffeur');
  return <h1>{t('pages.chauffeurRunSheet.title')}</h1>;
}
