import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@navette/shared';
import { usePageTitle } from '../../use-page-title';

/** A back-office page: dense heading, its introduction, then the page's content. */
export const AdminPage = ({ name, children }: { name: RouteName; children?: ReactNode }) => {
  const { t } = useTranslation();
  const title = usePageTitle(name);
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-semibold text-ink-900 md:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t(`pages.${name}.intro`)}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
};
