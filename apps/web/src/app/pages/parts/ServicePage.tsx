import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import type { SERVICE_PAGES } from '@navette/shared';

type ServicePageName = (typeof SERVICE_PAGES)[number];
import { Accordion } from '../../../features/marketing/components/Accordion';
import { Art } from '../../../features/marketing/components/Art';
import type { ArtName } from '../../../features/marketing/components/Art';
import { CheckList, FeatureCards, Section } from '../../../features/marketing/components/Section';
import { keysAt } from '../../../features/marketing/catalogue-keys';
import { SERVICE_PARAMS, bookingPath } from '../../../features/marketing/service-route';
import { useSession } from '../../../features/auth/session-api';
import { PageHeader } from './PageHeader';
import { dynamicKey } from '../../../lib/translation-key';

/**
 * Book and contact: the two calls of every service page. `Réserver` opens the customer's form, or
 * the guest request for a visitor, with the page's service preselected.
 */
const ServiceActions = ({ tone, name }: { tone: 'light' | 'dark'; name: ServicePageName }) => {
  const { t } = useTranslation();
  const { data: session } = useSession();
  return (
    <>
      <Link
        to={bookingPath(session?.isSignedIn === true, SERVICE_PARAMS[name])}
        className="btn btn-gold px-6"
      >
        {t('services.common.book')}
      </Link>
      <Link
        to={ROUTES.contact}
        className={`btn px-6 ${tone === 'dark' ? 'btn-outline-light' : 'btn-outline'}`}
      >
        {t('services.common.contact')}
      </Link>
    </>
  );
};

/** The page's questions, one answer open at a time. */
const ServiceFaq = ({ base }: { base: `services.${string}` }) => {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const items = keysAt(t, `${base}.faq`).map((id) => ({
    id,
    question: t(dynamicKey(`${base}.faq.${id}.q`)),
    answer: t(dynamicKey(`${base}.faq.${id}.a`)),
  }));
  return (
    <Accordion
      items={items}
      openId={openId}
      onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
    />
  );
};

/**
 * A service page: heading band with its illustration and calls to action, three highlights, the
 * page's own content, what is included and how it works, questions, and a closing call.
 */
export const ServicePage = ({
  name,
  art,
  artAlt,
  children,
}: {
  name: ServicePageName;
  art: ArtName;
  artAlt?: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const base = `services.${name}` as const;
  const highlights = keysAt(t, `${base}.highlights`).map((id) => ({
    id,
    title: t(dynamicKey(`${base}.highlights.${id}.title`)),
    text: t(dynamicKey(`${base}.highlights.${id}.text`)),
  }));
  const included = keysAt(t, `${base}.included`).map((id) =>
    t(dynamicKey(`${base}.included.${id}`)),
  );
  const steps = keysAt(t, `${base}.steps`);
  return (
    <>
      <PageHeader
        name={name}
        actions={<ServiceActions tone="dark" name={name} />}
        art={<Art name={art} alt={artAlt ?? t(dynamicKey(`${base}.alt`))} priority />}
      />
      <div className="container-page py-12 md:py-16">
        <FeatureCards items={highlights} />
      </div>
      {children}
      {(included.length > 0 || steps.length > 0) && (
        <section aria-labelledby={`${name}-details`} className="bg-white">
          <h2 id={`${name}-details`} className="sr-only">
            {t('services.common.includedTitle')}
          </h2>
          <div className="container-page grid gap-12 py-14 md:py-20 lg:grid-cols-2">
            {included.length > 0 && (
              <div>
                <h3 className="text-2xl font-semibold text-ink-900 md:text-3xl">
                  {t('services.common.includedTitle')}
                </h3>
                <CheckList className="mt-6" items={included} />
              </div>
            )}
            {steps.length > 0 && (
              <div>
                <h3 className="text-2xl font-semibold text-ink-900 md:text-3xl">
                  {t('services.common.howTitle')}
                </h3>
                <ol className="mt-6 flex flex-col gap-5">
                  {steps.map((id, index) => (
                    <li key={id} className="flex gap-4">
                      <span
                        aria-hidden="true"
                        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 font-serif text-lg font-semibold text-gold-400"
                      >
                        {index + 1}
                      </span>
                      <div>
                        <p className="font-semibold text-ink-900">
                          <span className="sr-only">
                            {t('services.common.step', { index: index + 1 })}{' '}
                          </span>
                          {t(dynamicKey(`${base}.steps.${id}.title`))}
                        </p>
                        <p className="mt-1 text-slate-600">
                          {t(dynamicKey(`${base}.steps.${id}.text`))}
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </div>
        </section>
      )}
      <Section id={`${name}-faq`} title={t('services.common.faqTitle')}>
        <div className="max-w-3xl">
          <ServiceFaq base={base} />
        </div>
      </Section>
      <section aria-labelledby={`${name}-cta`} className="bg-ink-900 text-white">
        <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between md:py-16">
          <div>
            <h2 id={`${name}-cta`} className="text-2xl font-semibold md:text-3xl">
              {t('services.common.ctaTitle')}
            </h2>
            <p className="mt-2 max-w-xl text-ink-100">{t('services.common.ctaText')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ServiceActions tone="dark" name={name} />
          </div>
        </div>
      </section>
    </>
  );
};
