import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_MODES,
  QUICK_LUGGAGE_CHOICES,
  QUICK_LUGGAGE_OTHER_MAX,
  QUICK_LUGGAGE_OTHER_MIN,
  QUICK_MODAL_CLOSE_MS,
  QUICK_OTHER,
  QUICK_PASSENGER_CHOICES,
  QUICK_PASSENGERS_OTHER_MAX,
  QUICK_PASSENGERS_OTHER_MIN,
  QUICK_REQUEST_MESSAGES,
  TRANSPORT_MODES,
  VEHICLE_TYPES,
  buildQuickRequestWhatsApp,
  emptyQuickRequest,
  quickRequestSchema,
  quickRequestWarnings,
} from '@navette/shared';
import type { QuickRequestField, QuickRequestForm as QuickRequestValues } from '@navette/shared';
import { AddressInput } from '../../../components/AddressInput';
import { DatePicker } from '../../../components/DatePicker';
import { ArrowLeftIcon, WhatsAppIcon } from '../../../components/Icons';
import { TextField } from '../../../components/TextField';
import { TimePicker } from '../../../components/TimePicker';
import { toast } from '../../../components/toast-store';
import { company } from '../../../lib/company';
import { useFieldErrorText } from '../../../lib/form-errors';
import { openInNewTab } from '../open-in-new-tab';
import { ChildrenList } from './ChildrenList';
import { ChoiceGroup } from './ChoiceGroup';
import { textOf } from '../../../lib/translation-key';

/** The form's fields in the order they are shown: the order of the missing-fields toast. */
const FIELD_ORDER = Object.keys(emptyQuickRequest()) as QuickRequestField[];

type WarnedField = keyof typeof quickRequestWarnings;
const isWarnedField = (name: string): name is WarnedField =>
  Object.hasOwn(quickRequestWarnings, name);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="border-t border-slate-200 pt-5 first-of-type:border-t-0 first-of-type:pt-0">
    <h3 className="mb-3 font-serif text-lg font-semibold text-ink-900">{title}</h3>
    {children}
  </section>
);

export interface QuickRequestFormProps {
  onBack: () => void;
  /** closes the modal (after a successful send, QUICK_MODAL_CLOSE_MS later) */
  onDone: () => void;
}

/**
 * The quick reservation form (spec §2 "Quick WhatsApp modal", §5 "Quick form"): checked with the
 * shared schema, then handed over to WhatsApp as a prefilled message to the company; nothing is
 * sent to the API. Unmounted when the modal closes, which resets values and errors.
 */
export const QuickRequestForm = ({ onBack, onDone }: QuickRequestFormProps) => {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const childrenErrorId = useId();
  const requestId = useId();
  const [isSent, setIsSent] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the last value warned about, per field: a warning is shown once, not on every blur
  const warned = useRef<Partial<Record<WarnedField, string>>>({});

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<QuickRequestValues>({
    resolver: zodResolver(quickRequestSchema),
    defaultValues: emptyQuickRequest(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const [moyenTransport, nombrePassagers, nombreValises, siegeBebe, facturationEntreprise] =
    useWatch({
      control,
      name: [
        'moyenTransport',
        'nombrePassagers',
        'nombreValises',
        'siegeBebe',
        'facturationEntreprise',
      ],
    });

  /**
   * Spec §5: live, non-blocking warnings, given when the visitor leaves a field (not on every
   * keystroke), once per value. One handler for the whole form: blur events bubble.
   */
  const warnOnBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { target } = event;
    if (!(target instanceof HTMLInputElement) || !isWarnedField(target.name)) return;
    const warning = quickRequestWarnings[target.name](target.value);
    if (!warning || warned.current[target.name] === target.value) return;
    warned.current[target.name] = target.value;
    toast.warning(t(warning));
  };

  const send = (values: QuickRequestValues) => {
    const { url } = buildQuickRequestWhatsApp(values, company.whatsappNumber);
    if (!openInNewTab(url)) {
      toast.error(t('quickRequest.sendError'));
      return;
    }
    toast.success(t('quickRequest.sent'));
    setIsSent(true);
    closeTimer.current = setTimeout(onDone, QUICK_MODAL_CLOSE_MS);
  };

  const reportProblems = (problems: FieldErrors<QuickRequestValues>) => {
    const fields = FIELD_ORDER.filter((field) => problems[field]);
    const messageOf = (field: QuickRequestField) => {
      const problem = problems[field];
      return problem && 'message' in problem ? problem.message : undefined;
    };
    const missing = fields.filter((field) => messageOf(field) === QUICK_REQUEST_MESSAGES.required);
    if (missing.length > 0) {
      toast.error(
        t('quickRequest.missingFields', {
          fields: missing.map((field) => t(`quickRequest.fields.${field}`)).join(', '),
        }),
      );
      return;
    }
    const first = fields[0] ? messageOf(fields[0]) : undefined;
    if (first) toast.error(textOf(t, first));
  };

  const fieldError = (field: QuickRequestField) => {
    const problem = errors[field];
    return problem && 'message' in problem && typeof problem.message === 'string'
      ? textOf(t, problem.message)
      : undefined;
  };

  /** the numbered buttons, then 'Autres', which reveals an exact count */
  const countChoices = (choices: readonly string[]) => [
    ...choices.filter((choice) => choice !== QUICK_OTHER).map((value) => ({ value, label: value })),
    { value: QUICK_OTHER, label: t('quickRequest.other') },
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send, reportProblems)(event)}
      onBlur={warnOnBlur}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-slate-600">{t('quickRequest.required')}</p>

      <Section title={t('quickRequest.sections.personal')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={`${t('quickRequest.fields.nom')} *`}
            autoComplete="family-name"
            error={errorText(errors.nom)}
            {...register('nom')}
          />
          <TextField
            label={`${t('quickRequest.fields.prenom')} *`}
            autoComplete="given-name"
            error={errorText(errors.prenom)}
            {...register('prenom')}
          />
          <TextField
            label={t('quickRequest.fields.nomSociete')}
            autoComplete="organization"
            error={errorText(errors.nomSociete)}
            className="sm:col-span-2"
            {...register('nomSociete')}
          />
          <TextField
            label={`${t('quickRequest.fields.telephone')} *`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={errorText(errors.telephone)}
            {...register('telephone')}
          />
          <TextField
            label={`${t('quickRequest.fields.email')} *`}
            type="email"
            autoComplete="email"
            error={errorText(errors.email)}
            {...register('email')}
          />
        </div>
      </Section>

      <Section title={t('quickRequest.sections.reservation')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="dateReservation"
            render={({ field }) => (
              <DatePicker
                label={t('quickRequest.fields.dateReservation')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError('dateReservation')}
              />
            )}
          />
          <Controller
            control={control}
            name="heureReservation"
            render={({ field }) => (
              <TimePicker
                label={t('quickRequest.fields.heureReservation')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError('heureReservation')}
              />
            )}
          />
        </div>
      </Section>

      <Section title={t('quickRequest.sections.transport')}>
        <ChoiceGroup
          legend={t('quickRequest.fields.moyenTransport')}
          choices={TRANSPORT_MODES.map((mode) => ({
            value: mode,
            label: t(`quickRequest.transport.${mode}`),
          }))}
          registration={register('moyenTransport')}
        />
        {moyenTransport === 'avion' && (
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={`${t('quickRequest.fields.numeroVol')} *`}
              error={errorText(errors.numeroVol)}
              {...register('numeroVol')}
            />
            <TextField
              label={`${t('quickRequest.fields.provenanceVol')} *`}
              error={errorText(errors.provenanceVol)}
              {...register('provenanceVol')}
            />
          </div>
        )}
        {moyenTransport === 'train' && (
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={`${t('quickRequest.fields.numeroTrain')} *`}
              error={errorText(errors.numeroTrain)}
              {...register('numeroTrain')}
            />
            <TextField
              label={`${t('quickRequest.fields.provenanceTrain')} *`}
              error={errorText(errors.provenanceTrain)}
              {...register('provenanceTrain')}
            />
          </div>
        )}
      </Section>

      <Section title={t('quickRequest.sections.itinerary')}>
        {(['depart', 'arrivee'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <AddressInput
                label={t(`quickRequest.fields.${name}`)}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(name)}
              />
            )}
          />
        ))}
      </Section>

      <Section title={t('quickRequest.sections.passengers')}>
        <ChoiceGroup
          legend={t('quickRequest.fields.nombrePassagers')}
          required
          choices={countChoices(QUICK_PASSENGER_CHOICES)}
          registration={register('nombrePassagers')}
          error={fieldError('nombrePassagers')}
        />
        {nombrePassagers === QUICK_OTHER && (
          <TextField
            label={`${t('quickRequest.fields.nombrePassagersAutres')} *`}
            type="number"
            inputMode="numeric"
            min={QUICK_PASSENGERS_OTHER_MIN}
            max={QUICK_PASSENGERS_OTHER_MAX}
            error={errorText(errors.nombrePassagersAutres)}
            className="max-w-60"
            {...register('nombrePassagersAutres')}
          />
        )}
        <ChoiceGroup
          legend={t('quickRequest.fields.nombreValises')}
          required
          choices={countChoices(QUICK_LUGGAGE_CHOICES)}
          registration={register('nombreValises')}
          error={fieldError('nombreValises')}
        />
        {nombreValises === QUICK_OTHER && (
          <TextField
            label={`${t('quickRequest.fields.nombreValisesAutres')} *`}
            type="number"
            inputMode="numeric"
            min={QUICK_LUGGAGE_OTHER_MIN}
            max={QUICK_LUGGAGE_OTHER_MAX}
            error={errorText(errors.nombreValisesAutres)}
            className="max-w-60"
            {...register('nombreValisesAutres')}
          />
        )}
      </Section>

      <Section title={t('quickRequest.sections.babySeat')}>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink-900">
          <input type="checkbox" className="size-5 accent-ink-900" {...register('siegeBebe')} />
          {t('quickRequest.fields.siegeBebe')}
        </label>
        {siegeBebe && (
          <fieldset className="mt-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink-900">
              {t('quickRequest.fields.enfants')}
            </legend>
            <Controller
              control={control}
              name="enfants"
              render={({ field }) => (
                <ChildrenList
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldError('enfants')}
                  errorId={childrenErrorId}
                />
              )}
            />
          </fieldset>
        )}
      </Section>

      <Section title={t('quickRequest.sections.vehicle')}>
        <ChoiceGroup
          legend={t('quickRequest.fields.typeVehicule')}
          required
          choices={VEHICLE_TYPES.map((type) => ({
            value: type,
            label: t(`quickRequest.vehicles.${type}`),
            hint: t(`quickRequest.vehicleHints.${type}`),
          }))}
          registration={register('typeVehicule')}
          error={fieldError('typeVehicule')}
        />
      </Section>

      <Section title={t('quickRequest.sections.payment')}>
        <ChoiceGroup
          legend={t('quickRequest.fields.modePaiement')}
          required
          layout="columns"
          choices={PAYMENT_MODES.map((mode) => ({
            value: mode,
            label: t(`quickRequest.payments.${mode}`),
          }))}
          registration={register('modePaiement')}
          error={fieldError('modePaiement')}
        />
      </Section>

      <Section title={t('quickRequest.sections.invoicing')}>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink-900">
          <input
            type="checkbox"
            className="size-5 accent-ink-900"
            {...register('facturationEntreprise')}
          />
          {t('quickRequest.fields.facturationEntreprise')}
        </label>
        {facturationEntreprise && (
          <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={`${t('quickRequest.fields.numeroSiret')} *`}
              inputMode="numeric"
              autoComplete="off"
              error={errorText(errors.numeroSiret)}
              {...register('numeroSiret')}
            />
            <TextField
              label={`${t('quickRequest.fields.numeroIce')} *`}
              inputMode="numeric"
              autoComplete="off"
              error={errorText(errors.numeroIce)}
              {...register('numeroIce')}
            />
          </div>
        )}
      </Section>

      <Section title={t('quickRequest.sections.request')}>
        <label htmlFor={requestId} className="block text-sm font-semibold text-ink-900">
          {t('quickRequest.fields.demandeParticuliere')}
        </label>
        <textarea
          id={requestId}
          rows={3}
          aria-invalid={errors.demandeParticuliere ? true : undefined}
          aria-describedby={errors.demandeParticuliere ? `${requestId}-error` : undefined}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300"
          {...register('demandeParticuliere')}
        />
        <p id={`${requestId}-error`} className="min-h-6 pt-1 text-sm text-error-600">
          {errorText(errors.demandeParticuliere)}
        </p>
      </Section>

      {/* kept in view while the form scrolls inside the modal (phones) */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:justify-between">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-ink-900 hover:bg-slate-100"
        >
          <ArrowLeftIcon className="size-5" />
          {t('quickRequest.back')}
        </button>
        <button
          type="submit"
          disabled={isSent}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-whatsapp px-5 font-semibold text-white shadow-card hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <WhatsAppIcon className="size-5" />
          {t('quickRequest.submit')}
        </button>
      </div>
    </form>
  );
};
