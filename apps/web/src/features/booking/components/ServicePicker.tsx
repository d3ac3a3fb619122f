import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceText, type Service } from '@navette/shared';
import { Spinner } from '../../../components/Spinner';
import { ArrowRightIcon, CheckIcon } from '../../../components/Icons';
import { company } from '../../../lib/company';
import { useServices } from '../booking-api';
import { ServiceImage } from '../../../entities/service/ServiceImage';

export interface ServicePickerProps {
  selectedId: string | null;
  onSelect: (service: Service) => void;
  onContinue: () => void;
}

/** Step 0 of both reservation forms: choose the service, then continue. */
export const ServicePicker = ({ selectedId, onSelect, onContinue }: ServicePickerProps) => {
  const { t, i18n } = useTranslation();
  const name = useId();
  const { data: services = [], isPending } = useServices();

  if (isPending) {
    return (
      // about the height of the service cards, so that nothing below jumps when they arrive
      <div className="flex min-h-[32rem] items-start justify-center py-16">
        <Spinner size="large" label={t('booking.picker.loading')} />
      </div>
    );
  }

  if (services.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-card">
        <p className="font-serif text-xl text-ink-900">{t('booking.picker.emptyTitle')}</p>
        <p className="mt-2 text-slate-600">
          {t('booking.picker.emptyText', { phone: company.phone, email: company.email })}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <a href={company.phoneHref} className="btn btn-ink">
            {t('booking.picker.call')}
          </a>
          <a href={`mailto:${company.email}`} className="btn btn-outline">
            {t('booking.picker.write')}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div>
      <fieldset>
        <legend className="mb-4 font-serif text-2xl text-ink-900">
          {t('booking.picker.legend')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => {
            const isSelected = service._id === selectedId;
            // the company's texts in the reader's language (docs/product/booking.md#service-picker)
            const text = serviceText(service, i18n.language);
            return (
              <label
                key={service._id}
                className={`group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl border-2 bg-white shadow-card transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${
                  isSelected ? 'border-gold-500' : 'border-transparent hover:border-gold-300'
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={service._id}
                  checked={isSelected}
                  onChange={() => onSelect(service)}
                  // covers the card, invisible: a click anywhere selects, and tools can check it
                  className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
                />
                <ServiceImage
                  // the first card is the largest thing on a phone's first screen
                  eager={index === 0}
                  image={service.image}
                  unavailable={t('booking.picker.imageUnavailable')}
                />
                <span className="flex flex-1 flex-col gap-1 p-4">
                  <span className="pr-10 font-serif text-lg font-semibold text-ink-900">
                    {text.name}
                  </span>
                  <span className="text-sm text-slate-600">
                    {text.description.trim() || t('booking.picker.defaultDescription')}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  data-testid={isSelected ? 'selected-marker' : undefined}
                  className={`absolute top-3 right-3 flex size-8 items-center justify-center rounded-full border-2 ${
                    isSelected
                      ? 'border-gold-500 bg-gold-500 text-ink-950'
                      : 'border-white/90 bg-ink-950/40 text-transparent'
                  }`}
                >
                  <CheckIcon className="size-5" strokeWidth={2.5} />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {selectedId !== null && (
        <div className="sticky bottom-4 z-20 mt-6 flex justify-end pr-[4.5rem] md:static md:pr-0">
          <button
            type="button"
            onClick={onContinue}
            className="btn btn-gold w-full shadow-raised sm:w-auto"
          >
            {t('booking.picker.continue')}
            <ArrowRightIcon className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
};
