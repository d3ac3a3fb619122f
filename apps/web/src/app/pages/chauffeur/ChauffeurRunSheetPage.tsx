import { useTranslation } from 'react-i18next';
import { RunSheet } from '../../../features/run-sheet';

export default function ChauffeurRunSheetPage() {
  const { t } = useTranslation('chauffeur');
  return (
    <main className="pb-8">
      <h1 className="px-3 pt-4 text-2xl font-bold">{t('pages.chauffeurRunSheet.title')}</h1>
      <p className="px-3 text-gray-700">{t('pages.chauffeurRunSheet.intro')}</p>
      <RunSheet />
    </main>
  );
}
