import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES, type RouteName } from '@navette/shared';
import {
  useChauffeurCheck,
  useChauffeurLogout,
} from '../../../features/chauffeurs/chauffeur-session-api';
import { clearRunSheets } from '../../../features/run-sheet';
import { usePageTitle } from '../../use-page-title';

/**
 * A chauffeur's page (docs/product/dispatch.md#chauffeurs), made for a phone: the company's bar
 * with the signed-in chauffeur and `Se déconnecter`, the heading, its introduction, the content.
 */
export const ChauffeurPage = ({ name, children }: { name: RouteName; children: ReactNode }) => {
  const { t } = useTranslation('chauffeur');
  const title = usePageTitle(name);
  const { data: chauffeur } = useChauffeurCheck();
  const logout = useChauffeurLogout();
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-xl">
      {chauffeur && (
        <div className="flex items-center justify-between gap-2 bg-ink-900 px-3 py-2 text-sm text-white">
          <span className="truncate">{chauffeur.name}</span>
          <button
            type="button"
            className="min-h-11 rounded-md px-3 underline"
            onClick={() => {
              // the run sheet kept for offline reading leaves the phone with the chauffeur
              clearRunSheets();
              logout.mutate(undefined, { onSettled: () => void navigate(ROUTES.chauffeurLogin) });
            }}
          >
            {t('chauffeurAuth.logout')}
          </button>
        </div>
      )}
      <section className="px-4 pt-6 pb-8">
        <h1 className="font-display text-2xl text-ink-900">{title}</h1>
        <p className="mt-2 text-ink-700">
          {t(`pages.${name}.intro` as 'pages.chauffeurLogin.intro')}
        </p>
        {children}
      </section>
    </div>
  );
};
