import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@navette/shared';
import { ROUTES } from '@navette/shared';
import { ArrowLeftIcon } from '../../../components/Icons';
import { BrandMark } from '../../layouts/BrandMark';
import { usePageTitle } from '../../use-page-title';

/** Sign-in screens have no navigation bar: a centred card with the brand leading home. */
export const AuthScreen = ({
  name,
  eyebrow,
  children,
}: {
  name: RouteName;
  /** a short line above the heading (the login page's welcome) */
  eyebrow?: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const title = usePageTitle(name);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-ink-900 px-4 pt-12 pb-24 sm:pb-12">
      {name === 'adminLogin' ? (
        <BrandMark className="mb-8 text-white" />
      ) : (
        <Link to={ROUTES.home} className="mb-8 rounded-md text-white">
          <BrandMark />
        </Link>
      )}
      <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-raised sm:p-8">
        {eyebrow && (
          <p className="mb-1 text-sm font-semibold tracking-widest text-gold-700 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-3xl font-semibold text-ink-900">{title}</h1>
        <p className="mt-3 text-slate-600">{t(`pages.${name}.intro`)}</p>
        {children}
      </section>
      {name !== 'adminLogin' && (
        <Link
          to={ROUTES.home}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md text-ink-100 hover:text-gold-400"
        >
          <ArrowLeftIcon className="size-4" />
          {t('common.backHome')}
        </Link>
      )}
    </div>
  );
};
