import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RETENTION, ROUTES } from '@navette/shared';
import { BackButton } from '../../components/BackButton';
import { company } from '../../lib/company';
import { keysAt } from '../../features/marketing/catalogue-keys';
import { PageHeader } from './parts/PageHeader';
import { TitledSection } from '../../components/TitledSection';
import { dynamicKey } from '../../lib/translation-key';

const CNIL_URL = 'https://www.cnil.fr/';

/** The twelve sections of docs/product/public-site.md#privacy-policy; "last updated" shows today's date, in the UI language. */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const today = new Date().toLocaleDateString(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // the retention periods are the ones the purge applies, never numbers written in the text
  const values = { brand: company.brand, email: company.email, ...RETENTION };
  const sections = keysAt(t, 'privacy.sections');
  // back to where the visitor came from, or home when the policy was opened directly
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(ROUTES.home);
  };

  return (
    <>
      <PageHeader name="privacy" />
      <div className="container-page py-10 md:py-14">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <BackButton onClick={goBack} className="btn btn-outline">
            {t('privacy.back')}
          </BackButton>
          <p className="text-slate-600">{t('privacy.lastUpdated', { date: today })}</p>
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <TitledSection
            as="nav"
            titleId="privacy-toc"
            title={t('privacy.toc')}
            titleClassName="font-sans text-sm font-semibold tracking-widest text-gold-700 uppercase"
            className="lg:sticky lg:top-28 lg:self-start"
          >
            <ol className="mt-3 flex flex-col gap-1">
              {sections.map((id, index) => (
                <li key={id}>
                  <a
                    href={`#privacy-${id}`}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-slate-700 hover:bg-white hover:text-ink-900"
                  >
                    <span className="w-6 text-right text-sm text-gold-700">{index + 1}.</span>
                    {t(dynamicKey(`privacy.sections.${id}.title`))}
                  </a>
                </li>
              ))}
            </ol>
          </TitledSection>

          <article className="flex flex-col gap-6">
            {sections.map((id, index) => {
              const base = `privacy.sections.${id}` as const;
              return (
                <section
                  key={id}
                  id={`privacy-${id}`}
                  aria-labelledby={`privacy-${id}-title`}
                  className="scroll-mt-28 rounded-2xl bg-white p-6 shadow-card md:p-8"
                >
                  <h2 id={`privacy-${id}-title`} className="text-2xl font-semibold text-ink-900">
                    {index + 1}. {t(dynamicKey(`${base}.title`))}
                  </h2>
                  {keysAt(t, `${base}.paragraphs`).map((key) => (
                    <p key={key} className="mt-3 text-slate-700">
                      {t(dynamicKey(`${base}.paragraphs.${key}`), values)}
                    </p>
                  ))}
                  {keysAt(t, `${base}.items`).length > 0 && (
                    <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-gold-600">
                      {keysAt(t, `${base}.items`).map((key) => (
                        <li key={key}>{t(dynamicKey(`${base}.items.${key}`), values)}</li>
                      ))}
                    </ul>
                  )}
                  {id === 'contact' && (
                    <p className="mt-3">
                      <a
                        href={CNIL_URL}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center font-semibold text-gold-700 underline underline-offset-4 hover:text-ink-900"
                      >
                        {t('privacy.cnilLink')}
                      </a>
                    </p>
                  )}
                </section>
              );
            })}
          </article>
        </div>
      </div>
    </>
  );
}
