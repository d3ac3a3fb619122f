import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * What an unknown path shows (the server answers it with status 404): the heading band of the
 * public pages, then the ways back (docs/product/public-site.md#page-not-found).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('notFound.title');
  useDocumentTitle(title);
  return (
    <>
      <header className="bg-ink-900 text-white">
        <div className="container-page py-12 md:py-16">
          <div aria-hidden="true" className="mb-4 h-1 w-12 rounded-full bg-gold-500" />
          <h1 className="max-w-3xl text-3xl font-semibold md:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-100">{t('notFound.intro')}</p>
        </div>
      </header>
      <div className="container-page py-10 md:py-14">
        <nav aria-label={title} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={ROUTES.home} className="btn btn-ink">
            {t('notFound.home')}
          </Link>
          <Link to={ROUTES.quoteEntry} className="btn btn-gold">
            {t('notFound.booking')}
          </Link>
          <Link to={ROUTES.contact} className="btn btn-outline">
            {t('notFound.contact')}
          </Link>
        </nav>
      </div>
    </>
  );
}
