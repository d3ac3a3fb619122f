import { useTranslation } from 'react-i18next';
import { isServiceEnglishMissing, type Service } from '@navette/shared';
import { ServiceImage } from '../../../entities/service/ServiceImage';

export interface ServiceCardProps {
  service: Service;
  /** another card is being edited: only one at a time */
  locked: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/**
 * One service of the grid: its image (or 'Image indisponible'), name, description, its English
 * texts or 'Anglais manquant' when the company left them to write (decision 0049), actions.
 */
export const ServiceCard = ({ service, locked, onEdit, onDelete }: ServiceCardProps) => {
  const { t } = useTranslation('admin');
  const englishMissing = isServiceEnglishMissing(service);
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
        {englishMissing ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="rounded-full bg-warning-50 px-2.5 py-0.5 font-semibold text-warning-600">
              {t('adminServices.english.missing')}
            </span>
            <span className="text-slate-600">{t('adminServices.english.missingHint')}</span>
          </p>
        ) : (
          <div className="border-t border-slate-200 pt-2 text-sm">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t('adminServices.english.label')}
            </p>
            <p lang="en" className="break-words font-semibold text-ink-900">
              {service.nameEn}
            </p>
            <p lang="en" className="whitespace-pre-line break-words text-slate-600">
              {service.descriptionEn}
            </p>
          </div>
        )}
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
