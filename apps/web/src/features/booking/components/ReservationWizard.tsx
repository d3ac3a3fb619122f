import { Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORM_STEP_COUNT, serviceText } from '@navette/shared';
import type { PriceOption, Service } from '@navette/shared';
import { BackButton } from '../../../components/BackButton';
import { ArrowRightIcon } from '../../../components/Icons';
import { toast } from '../../../components/toast-store';
import { firstStepWithError, resolverFor } from '../booking-form';
import type { BookingValues } from '../booking-form';
import { ReservationDetails } from './ReservationDetails';
import { ServiceImage } from '../../../entities/service/ServiceImage';
import { ServicePicker } from './ServicePicker';
import { useServices } from '../booking-api';
import { STEP_KEYS, StepIndicator } from './StepIndicator';
import type { BookingVariant } from './StepIndicator';
import { Spinner } from '../../../components/Spinner';
import { formatCents } from '../../../entities/pricing/PriceBreakdown';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { usePriceBooking } from '../use-price-booking';
import { TripPrice } from './TripPrice';

// The steps (date and time pickers, address search) are their own chunk: the page opens on the
// service picker, and they are fetched as soon as a service is selected.
const loadSteps = () => import('./steps');
const TripStep = lazyWithRetry<{ variant: BookingVariant }>(async () => ({
  default: (await loadSteps()).TripStep,
}));
const PassengersStep = lazyWithRetry<object>(async () => ({
  default: (await loadSteps()).PassengersStep,
}));
const ContactStep = lazyWithRetry<object>(async () => ({
  default: (await loadSteps()).ContactStep,
}));

export interface ReservationWizardProps {
  variant: BookingVariant;
  defaultValues: BookingValues;
  /** the label of the final button ('Demander un devis' for guests) */
  submitLabel: string;
  /**
   * Sends the request once steps 1 to 3 validate together, with the vehicle class chosen and
   * whether it books at the price (`option`: that class's price). The flow shows the outcome
   * (success screen, toast or alert; the form stays filled meanwhile) and throws only the
   * server's refusal of the price (isPriceRefusal), which the form shows next to the price.
   */
  onSubmit: (values: BookingValues, service: Service, option?: PriceOption) => Promise<void>;
  /** the submission found steps 1 to 3 incomplete */
  onIncomplete: () => void;
  /** a message about the whole form (the signed-in form's alerts), shown above the buttons */
  notice?: ReactNode;
  /** the service to preselect once the catalogue arrives (a service page's `Réserver`) */
  isPreselected?: (service: Service) => boolean;
}

/**
 * Both reservation forms (docs/product/booking.md): step 0 chooses the service, steps 1 to 4 describe the trip.
 * Continue moves on only when the step validates on the shared schema; Back, or a passed step's
 * header, goes back without checking; the summary re-validates steps 1 to 3 before sending.
 */
export const ReservationWizard = ({
  variant,
  defaultValues,
  submitLabel,
  onSubmit,
  onIncomplete,
  notice,
  isPreselected,
}: ReservationWizardProps) => {
  const { t, i18n } = useTranslation();
  const { data: services } = useServices();
  const [service, setService] = useState<Service | null>(null);
  // the service the link named is chosen once the catalogue arrives; the customer still confirms
  // it with Continuer (docs/product/booking.md#choosing-the-service)
  const [preselected, setPreselected] = useState(false);
  if (!preselected && services && isPreselected) {
    setPreselected(true);
    const match = services.find(isPreselected);
    if (match && service === null) setService(match);
  }
  const text = service ? serviceText(service, i18n.language) : undefined;
  const [step, setStep] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<BookingValues>({
    defaultValues,
    // the current step's rules; RHF reads the resolver of the latest render
    resolver: resolverFor(variant, step),
    // an edited field's error disappears (docs/product/booking.md#validation-messages); the step is checked again on Continue only
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const booking = usePriceBooking(form, step);

  const goTo = (next: number) => {
    setStep(next);
    // keyboard and screen-reader users land on the new step, not at the bottom of the old one
    requestAnimationFrame(() => {
      top.current?.scrollIntoView?.({ block: 'start' });
      (heading.current ?? top.current)?.focus({ preventScroll: true });
    });
  };

  const chooseService = () => {
    if (!service) return;
    // the hours of another service's hire do not carry over; a link's `forfait` does
    if (form.getValues('service') !== service._id) {
      form.setValue('duree_heures', defaultValues.duree_heures ?? null);
    }
    form.setValue('service', service._id);
    goTo(1);
  };

  const onStepInvalid = (errors: FieldErrors<BookingValues>) => {
    toast.error(t('booking.toast.missingFields', { count: Object.keys(errors).length }));
  };

  const onAllValid = async (values: BookingValues) => {
    if (!service) return;
    booking.clearRefusal();
    try {
      await onSubmit(booking.requestOf(values), service, booking.chosen);
    } catch (error) {
      booking.takeRefusal(error);
    }
  };

  const onAllInvalid = (errors: FieldErrors<BookingValues>) => {
    const first = firstStepWithError(Object.keys(errors));
    if (first !== undefined && first < step) goTo(first);
    onIncomplete();
  };

  const isSummary = step === FORM_STEP_COUNT;
  const finalLabel =
    booking.isBookable && booking.chosen
      ? t('booking.price.bookAndPay', {
          amount: formatCents(booking.chosen.totalCents, i18n.language),
        })
      : submitLabel;
  const stepKey = STEP_KEYS[variant][step - 1];

  return (
    <div ref={top} tabIndex={-1} className="scroll-mt-24 outline-none">
      {step === 0 || !service ? (
        <ServicePicker
          selectedId={service?._id ?? null}
          onSelect={(chosen) => {
            setService(chosen);
            void loadSteps().catch(() => undefined);
          }}
          onContinue={chooseService}
        />
      ) : (
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-10">
          <div className="min-w-0">
            <div className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-cream/95 px-4 py-3 backdrop-blur md:top-20 lg:mx-0 lg:px-0">
              <StepIndicator
                current={step}
                variant={variant}
                onStepClick={isSubmitting ? undefined : goTo}
              />
            </div>
            <p className="mt-4 text-sm text-slate-600 lg:hidden">
              {t('booking.chosen.heading')} :{' '}
              <span className="font-semibold text-ink-900">{text?.name}</span>
            </p>

            <Suspense
              fallback={
                <div className="mt-10 flex justify-center">
                  <Spinner size="large" />
                </div>
              }
            >
              <FormProvider {...form}>
                <form
                  noValidate
                  onSubmit={(event) =>
                    void form.handleSubmit(
                      isSummary ? onAllValid : async () => goTo(step + 1),
                      isSummary ? onAllInvalid : onStepInvalid,
                    )(event)
                  }
                  className="mt-6"
                >
                  <h2
                    ref={heading}
                    tabIndex={-1}
                    className="mb-6 scroll-mt-40 text-2xl font-semibold text-ink-900 outline-none md:text-3xl"
                  >
                    <span className="sr-only">
                      {t('booking.steps.stepOf', { step, count: FORM_STEP_COUNT })}{' '}
                    </span>
                    {stepKey && t(`booking.steps.${stepKey}`)}
                  </h2>

                  {step === 1 && <TripStep variant={variant} />}
                  {step === 2 && <PassengersStep />}
                  {step === 3 && <ContactStep />}
                  {isSummary && (
                    <>
                      <p className="mb-4 text-slate-600">{t('booking.summary.intro')}</p>
                      <ReservationDetails
                        values={form.getValues()}
                        serviceName={text?.name ?? ''}
                        option={booking.chosen}
                        onEdit={isSubmitting ? undefined : goTo}
                      />
                    </>
                  )}
                  {step >= 2 && <TripPrice booking={booking} isSummary={isSummary} />}

                  {notice && <div className="mt-6">{notice}</div>}

                  <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex gap-3 border-t border-slate-200 bg-cream/95 py-3 pr-[5.5rem] pl-4 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:pr-0 md:backdrop-blur-none">
                    <BackButton
                      onClick={() => goTo(step - 1)}
                      disabled={isSubmitting}
                      className="btn btn-outline"
                    >
                      {t('booking.chosen.back')}
                    </BackButton>
                    <button
                      type="submit"
                      disabled={isSubmitting}
                      className="btn btn-gold flex-1 md:ml-auto md:flex-none"
                    >
                      {isSummary ? (
                        isSubmitting ? (
                          t('booking.form.submitting')
                        ) : (
                          finalLabel
                        )
                      ) : (
                        <>
                          {t('booking.form.next')}
                          <ArrowRightIcon className="size-5" />
                        </>
                      )}
                    </button>
                  </div>
                </form>
              </FormProvider>
            </Suspense>
          </div>

          <aside aria-labelledby="chosen-service" className="hidden lg:block">
            <div className="sticky top-28 overflow-hidden rounded-2xl bg-white shadow-card">
              <ServiceImage
                image={service.image}
                unavailable={t('booking.picker.imageUnavailable')}
              />
              <div className="flex flex-col gap-2 p-5">
                <h2
                  id="chosen-service"
                  className="font-sans text-sm font-semibold tracking-wide text-gold-700 uppercase"
                >
                  {t('booking.chosen.heading')}
                </h2>
                <p className="font-serif text-xl font-semibold text-ink-900">{text?.name}</p>
                <p className="text-sm text-slate-600">
                  {text?.description.trim() || t('booking.picker.defaultDescription')}
                </p>
              </div>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
};
