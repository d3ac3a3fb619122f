import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@navette/shared';
import { ChauffeurLoginForm } from '../../../features/chauffeurs/components/ChauffeurLoginForm';

/** /chauffeur/login: the chauffeurs' sign-in, phone first. */
export default function ChauffeurLoginPage() {
  const { t } = useTranslation('chauffeur');
  const navigate = useNavigate();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="font-display text-2xl text-ink-900">{t('pages.chauffeurLogin.title')}</h1>
      <p className="mt-2 text-ink-700">{t('pages.chauffeurLogin.intro')}</p>
      <ChauffeurLoginForm onSignedIn={() => void navigate(ROUTES.chauffeurRunSheet)} />
    </section>
  );
}
