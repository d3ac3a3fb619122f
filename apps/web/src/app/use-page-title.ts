import { useTranslation } from 'react-i18next';
import type { RouteName } from '@navette/shared';
import { useDocumentTitle } from '../lib/use-document-title';

/** The translated heading of a page, also used as the document title. */
export const usePageTitle = (name: RouteName): string => {
  const { t } = useTranslation();
  const title = t(`pages.${name}.title`);
  useDocumentTitle(title);
  return title;
};
