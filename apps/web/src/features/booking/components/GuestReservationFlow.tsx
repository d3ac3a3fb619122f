import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '@navette/shared';
import { ArrowLeftIcon } from '../../../components/Icons';
import { ServiceImage } from './ServiceImage';
import { ServicePicker } from './ServicePicker';
import { StepIndicator } from './StepIndicator';

/**
 * The guest quote request: step 0 chooses the service, steps 1 to 4 describe the trip.
 * The form steps themselves arrive with the booking issue; step 1 shows the choice so far.
 */
export const GuestReservationFlow = () => {
  const { t } = useTranslation();
  const [service, setService] = useState<Service | null>(null);
  const [step, setStep] = useState(0);
  const top = useRef<HTMLDivElement>(null);

  const goTo = (next: number) => {
    setStep(next);
    // keyboard and screen-reader users land on the new step, not at the bottom of the old one
    requestAnimationFrame(() => top.current?.focus());
  };

  return (
    <div ref={top} tabIndex={-1} className="scroll-mt-24 outline-none">
      {step === 0 ? (
        <ServicePicker
          selectedId={service?._id ?? null}
          onSelect={setService}
          onContinue={() => goTo(1)}
        />
      ) : (
        <div className="flex flex-col gap-8">
          <StepIndicator current={step} />
          {service && (
            <section
              aria-labelledby="chosen-service"
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card sm:flex-row"
            >
              <div className="sm:w-64 sm:shrink-0">
                <ServiceImage image={service.image} />
              </div>
              <div className="flex flex-col gap-2 p-6">
                <h2
                  id="chosen-service"
                  className="text-sm font-semibold tracking-wide text-gold-700 uppercase font-sans"
                >
                  {t('booking.chosen.heading')}
                </h2>
                <p className="font-serif text-2xl font-semibold text-ink-900">{service.name}</p>
                <p className="text-slate-600">
                  {service.description.trim() || t('booking.picker.defaultDescription')}
                </p>
              </div>
            </section>
          )}
          <div>
            <button type="button" onClick={() => goTo(0)} className="btn btn-outline">
              <ArrowLeftIcon className="size-5" />
              {t('booking.chosen.back')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
};
