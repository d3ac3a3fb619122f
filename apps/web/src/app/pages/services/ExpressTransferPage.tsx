import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { Art } from '../../../features/marketing/components/Art';
import { ExpressDestinations } from '../../../features/marketing/components/ExpressDestinations';
import { Section } from '../../../features/marketing/components/Section';
import { ArrowLink } from '../parts/CallToActions';
import { ServicePage } from '../parts/ServicePage';

const BASE = 'services.expressTransfer';

/** Long-distance transfers: the France / Europe destination selector and the vehicle card. */
export default function ExpressTransferPage() {
  const { t } = useTranslation();
  return (
    <ServicePage
      name="expressTransfer"
      // leaving Paris: the France and Europe pictures come with the destination selector below
      art="city"
      artAlt={t('home.carousel.slides.city.alt')}
    >
      <div className="container-page pb-14 md:pb-20">
        <ExpressDestinations />
      </div>
      <Section id="express-vehicle" tone="white" title={t(`${BASE}.vehicleTitle`)}>
        <article className="grid overflow-hidden rounded-2xl bg-cream shadow-card md:grid-cols-2">
          <Art name="van" alt={t('home.showcase.alt')} />
          <div className="flex flex-col justify-center p-6 md:p-8">
            <p className="text-lg text-slate-700">{t(`${BASE}.vehicleText`)}</p>
            <ArrowLink
              to={ROUTES.privateChauffeur}
              className="mt-6 text-gold-700 hover:text-ink-900"
            >
              {t(`${BASE}.vehicleLink`)}
            </ArrowLink>
          </div>
        </article>
      </Section>
    </ServicePage>
  );
}
