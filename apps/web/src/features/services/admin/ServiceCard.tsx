import { useTranslation } from 'react-i18next';
import type { Service } from '@navette/shared';
import { ServiceImage } from '../../../components/ServiceImage';

export interface ServiceCardProps {
  service: Service;
  /** another card is being edited: only one at a time */
  locked: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** One service of the grid: its image (or 'Image indisponible'), name, description, actions. */
export const ServiceCard = ({ service, locked, onEdit, onDelete }: ServiceCardProps) => {
  const { t } = useTranslation('admin');
  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-lg bg-white shadow-card">
      <ServiceImage image={service.image} unavailable={t('adminServices.imageUnavailable')} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="break-words text-lg font-semibold text-ink-900">{service.name}</h2>
        <p className="text-sm font-medium text-slate-600">
          {t('adminServices.vatRate', { rate: service.vatRate })}
        </p>
        <p className="whitespace-pre-line break-words text-sm text-slate-700">
          {service.description}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            className="btn btn-ink"
            disabled={locked}
            onClick={() => onEdit(service)}
          >
            {t('adminServices.actions.edit')}
            <span className="sr-only"> {service.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-outline text-error-600"
            onClick={() => onDelete(service)}
          >
            {t('adminServices.actions.delete')}
            <span className="sr-only"> {service.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
};
