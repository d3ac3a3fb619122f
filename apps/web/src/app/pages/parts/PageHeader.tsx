import { useTranslation } from 'react-i18next';
import type { RouteName } from '@navette/shared';
import { usePageTitle } from '../../use-page-title';

/** The navy band at the top of public pages: the page's <h1> and its introduction. */
export const PageHeader = ({ name, intro }: { name: RouteName; intro?: string }) => {
  const { t } = useTranslation();
  const title = usePageTitle(name);
  return (
    <header className="bg-ink-900 text-white">
      <div className="container-page py-12 md:py-16">
        <div aria-hidden="true" className="mb-4 h-1 w-12 rounded-full bg-gold-500" />
        <h1 className="max-w-3xl text-3xl font-semibold md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-100">{intro ?? t(`pages.${name}.intro`)}</p>
      </div>
    </header>
  );
};
