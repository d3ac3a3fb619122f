import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serviceImageUrl, serviceText } from '@navette/shared';
import type { Service } from '@navette/shared';
import { ArrowRightIcon } from '../../../components/Icons';
import { ImageOffIcon } from '../../../components/PageIcons';
import { useServiceList } from '../marketing-api';
import { serviceRoute } from '../service-route';

const ServicePicture = ({ image }: { image: string }) => {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <span className="flex aspect-[8/5] w-full items-center justify-center bg-ink-50 text-slate-500">
        <ImageOffIcon className="size-8" />
      </span>
    );
  }
  return (
    <img
      src={serviceImageUrl(image)}
      alt=""
      width={800}
      height={500}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[8/5] h-auto w-full bg-ink-50 object-cover transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
};

const ServiceCard = ({ service }: { service: Service }) => {
  const { t, i18n } = useTranslation();
  // the company's texts in the reader's language; the route follows the French name, the
  // reference (docs/product/public-site.md#services)
  const text = serviceText(service, i18n.language);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-card">
      <div className="overflow-hidden">
        <ServicePicture image={service.image} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-ink-900">{text.name}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{text.description}</p>
        {/* the link covers the card (::after) so that the whole card is one target */}
        <Link
          to={serviceRoute(service.name)}
          className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-gold-700 after:absolute after:inset-0 after:content-[''] group-hover:text-ink-900"
        >
          {t('home.services.more')}
          <span className="sr-only"> – {text.name}</span>
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </li>
  );
};

/** The services offered, as the administrator configured them (GET /api/services). */
export const ServicesGrid = () => {
  const { t } = useTranslation();
  const { data, isPending, isError } = useServiceList();
  if (isError) return <p className="text-slate-600">{t('home.services.error')}</p>;
  if (isPending) {
    return (
      <ul aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="h-96 animate-pulse rounded-2xl bg-white shadow-card">
            <span className="sr-only">{index === 0 ? t('home.services.loading') : ''}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((service) => (
        <ServiceCard key={service._id} service={service} />
      ))}
    </ul>
  );
};
