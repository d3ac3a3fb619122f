import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@navette/shared';
import { pageNamespaces } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** The `<meta name="description">` of index.html, created if a test document has none. */
const descriptionTag = (): HTMLMetaElement => {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
};

/**
 * The translated heading of a page, also used as the document title; the page's own meta
 * description (`seo.<route>`) follows, so that each route is described in the reader's language
 * to search engines that run the app and to link previews. It also waits for the translation
 * namespaces the page needs (lib/i18n.ts): every page calls it before rendering its texts.
 */
export const usePageTitle = (name: RouteName): string => {
  const { t } = useTranslation(pageNamespaces(name));
  const title = t(`pages.${name}.title`);
  const description = t(`seo.${name}`);
  useDocumentTitle(title);
  useEffect(() => {
    descriptionTag().content = description;
  }, [description]);
  return title;
};
