import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { Accordion } from '../../features/marketing/components/Accordion';
import { keysAt } from '../../features/marketing/catalogue-keys';
import { PhoneButton } from './parts/CallToActions';
import { PageHeader } from './parts/PageHeader';
import { TitledSection } from '../../components/TitledSection';
import { dynamicKey } from '../../lib/translation-key';

/** The seven policy sections (docs/product/public-site.md#faq); one answer open at a time on the whole page. */
export default function FaqPage() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const sections = keysAt(t, 'faq.sections');
  return (
    <>
      <PageHeader name="faq" />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('faq.sectionsLabel')} className="hidden lg:block">
          <ul className="sticky top-28 flex flex-col gap-1">
            {sections.map((section) => (
              <li key={section}>
                <a
                  href={`#faq-${section}`}
                  className="flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-700 hover:bg-white hover:text-ink-900"
                >
                  {t(dynamicKey(`faq.sections.${section}.title`))}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-12">
          {sections.map((section) => {
            const base = `faq.sections.${section}` as const;
            return (
              <section
                key={section}
                id={`faq-${section}`}
                aria-labelledby={`faq-${section}-title`}
                className="scroll-mt-28"
              >
                <h2
                  id={`faq-${section}-title`}
                  className="mb-5 text-2xl font-semibold text-ink-900 md:text-3xl"
                >
                  {t(dynamicKey(`${base}.title`))}
                </h2>
                <Accordion
                  openId={openId}
                  onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
                  items={keysAt(t, `${base}.items`).map((id) => ({
                    id: `${section}-${id}`,
                    question: t(dynamicKey(`${base}.items.${id}.q`)),
                    answer: t(dynamicKey(`${base}.items.${id}.a`)),
                  }))}
                />
              </section>
            );
          })}
          <TitledSection
            titleId="faq-still"
            title={t('faq.stillTitle')}
            titleClassName="text-2xl font-semibold"
            className="rounded-2xl bg-ink-900 p-6 text-white md:p-8"
          >
            <p className="mt-2 text-ink-100">{t('faq.stillText')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to={ROUTES.contact} className="btn btn-gold">
                {t('common.contactUs')}
              </Link>
              <PhoneButton className="btn btn-outline-light" />
            </div>
          </TitledSection>
        </div>
      </div>
    </>
  );
}
