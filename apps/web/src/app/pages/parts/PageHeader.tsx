import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@navette/shared';
import { usePageTitle } from '../../use-page-title';

/**
 * The navy band at the top of public pages: the page's <h1> and its introduction, with the
 * page's calls to action and illustration when it has them.
 */
export const PageHeader = ({
  name,
  intro,
  actions,
  art,
}: {
  name: RouteName;
  intro?: string;
  actions?: ReactNode;
  art?: ReactNode;
}) => {
  const { t } = useTranslation();
  const title = usePageTitle(name);
  return (
    <header className="bg-ink-900 text-white">
      <div
        className={`container-page py-12 md:py-16 ${art ? 'grid items-center gap-10 lg:grid-cols-2' : ''}`}
      >
        <div>
          <div aria-hidden="true" className="mb-4 h-1 w-12 rounded-full bg-gold-500" />
          <h1 className="max-w-3xl text-3xl font-semibold md:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-100">{intro ?? t(`pages.${name}.intro`)}</p>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>}
        </div>
        {art && <div className="overflow-hidden rounded-3xl shadow-raised">{art}</div>}
      </div>
    </header>
  );
};
