import { useTranslation } from 'react-i18next';
import { Art } from '../../features/marketing/components/Art';
import { CheckList, FeatureCards, Section } from '../../features/marketing/components/Section';
import { TourCards } from '../../features/marketing/components/TourCards';
import { keysAt } from '../../features/marketing/catalogue-keys';
import { useSession } from '../../features/auth/session-api';
import { PageHeader } from './parts/PageHeader';
import { QuoteCallToAction } from './parts/QuoteCallToAction';
import { dynamicKey } from '../../lib/translation-key';

export default function ToursPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  return (
    <>
      <PageHeader name="tours" art={<Art name="tours" alt={t('tours.alt')} priority />} />
      <Section id="tours-list" title={t('tours.listTitle')}>
        <TourCards isSignedIn={session?.isSignedIn === true} />
        <p className="mt-6 text-sm text-slate-600">{t('tours.note')}</p>
      </Section>
      <Section id="tours-how" tone="white" title={t('tours.howTitle')}>
        <FeatureCards
          items={keysAt(t, 'tours.how').map((id, index) => ({
            id,
            title: t(dynamicKey(`tours.how.${id}.title`)),
            text: t(dynamicKey(`tours.how.${id}.text`)),
            icon: <span className="font-serif text-xl font-semibold">{index + 1}</span>,
          }))}
        />
      </Section>
      <Section id="tours-included" title={t('tours.includedTitle')}>
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckList
            items={keysAt(t, 'tours.included').map((id) => t(dynamicKey(`tours.included.${id}`)))}
          />
          <div className="rounded-2xl bg-ink-900 p-6 text-white md:p-8">
            <h3 className="text-2xl font-semibold">{t('tours.customTitle')}</h3>
            <p className="mt-3 text-ink-100">{t('tours.customText')}</p>
          </div>
        </div>
      </Section>
      <QuoteCallToAction />
    </>
  );
}
