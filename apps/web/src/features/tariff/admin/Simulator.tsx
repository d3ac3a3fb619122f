import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceAnswer, TariffInput } from '@navette/shared';
import { AddressInput } from '../../../components/AddressInput';
import { DatePicker } from '../../../components/DatePicker';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextField } from '../../../components/form/TextField';
import { TimePicker } from '../../../components/TimePicker';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { textOf } from '../../../lib/translation-key';
import {
  simulationFieldErrors,
  simulationRequest,
  type SimulationField,
  type SimulationForm,
} from './simulation-form';
import { SimulationResult } from './SimulationResult';
import { useSimulateTariff } from './tariff-admin-api';
import type { TariffDraft } from './tariff-draft';
import { useTariffEditor } from './tariff-editor-context';
import { parseDraft, splitServerFields, type DraftErrors } from './tariff-parse';
import { CheckboxRow, SelectInput, TariffSection } from './TariffFields';

type FieldErrors = Partial<Record<SimulationField, string>>;

/**
 * `Simulateur` (docs/product/back-office.md#tarifs): a trip priced as a visitor would see it,
 * with the draft when it has unsaved changes (the version in force otherwise), the waiting time
 * added. The form's values live with the page, so that a save keeps them.
 */
export const Simulator = ({
  draft,
  dirty,
  form,
  onFormChange,
  onDraftErrors,
}: {
  draft: TariffDraft;
  dirty: boolean;
  form: SimulationForm;
  onFormChange: (form: SimulationForm) => void;
  onDraftErrors: (errors: DraftErrors) => void;
}) => {
  const { t } = useTranslation('admin');
  // a message is a key of any namespace (the booking form's) or the server's sentence
  const { t: text } = useTranslation();
  const { services } = useTariffEditor();
  const simulate = useSimulateTariff();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [result, setResult] = useState<{ answer: PriceAnswer; usedDraft: boolean } | null>(null);

  const set =
    <K extends SimulationField>(field: K) =>
    (value: SimulationForm[K]) =>
      onFormChange({ ...form, [field]: value });
  const errorOf = (field: SimulationField) => {
    const message = errors[field];
    return message && textOf(text, message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    let tariff: TariffInput | undefined;
    if (dirty) {
      const parsed = parseDraft(draft);
      if (!parsed.ok) {
        onDraftErrors(parsed.errors);
        setProblem(t('adminTariff.simulator.fixDraft'));
        return;
      }
      tariff = parsed.tariff;
    }
    const request = simulationRequest(form, tariff);
    setErrors(request.ok ? {} : request.errors);
    if (!request.ok) return;
    simulate.mutate(request.body, {
      onSuccess: (answer) => setResult({ answer, usedDraft: tariff !== undefined }),
      onError: (error) => {
        const fields = splitServerFields(error instanceof ApiError ? error.fields : undefined);
        if (Object.keys(fields.tariff).length > 0) onDraftErrors(fields.tariff);
        setErrors(simulationFieldErrors(fields.other));
        setResult(null);
        setProblem(serverMessageOr(error, t('adminTariff.simulator.failed')));
      },
    });
  };

  const number = (field: 'passengers' | 'luggage' | 'hours' | 'waitingMinutes', hint?: string) => (
    <TextField
      label={t(`adminTariff.simulator.${field === 'waitingMinutes' ? 'waiting' : field}`)}
      hint={hint}
      inputMode="numeric"
      value={form[field]}
      error={errorOf(field)}
      onChange={(event) => set(field)(event.target.value)}
    />
  );

  /** A pick-up's day and time; any day may be tried, past ones too. */
  const when = (day: 'date' | 'returnDate', time: 'time' | 'returnTime') => (
    <>
      <DatePicker
        label={t(`adminTariff.simulator.${day}`)}
        value={form[day]}
        minDate={null}
        error={errorOf(day)}
        onChange={set(day)}
      />
      <TimePicker
        label={t(`adminTariff.simulator.${time}`)}
        value={form[time]}
        error={errorOf(time)}
        onChange={set(time)}
      />
    </>
  );

  return (
    <TariffSection
      title={t('adminTariff.simulator.title')}
      intro={t('adminTariff.simulator.intro')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <FormAlert tone="error">{problem}</FormAlert>
        <SelectInput
          label={t('adminTariff.simulator.service')}
          value={form.serviceId}
          options={services.map((service) => ({ value: service._id, label: service.name }))}
          error={errorOf('serviceId')}
          onChange={set('serviceId')}
        />
        <div className="grid gap-x-4 md:grid-cols-2">
          <AddressInput
            label={t('adminTariff.simulator.from')}
            value={form.from}
            error={errorOf('from')}
            onChange={set('from')}
          />
          <AddressInput
            label={t('adminTariff.simulator.to')}
            value={form.to}
            error={errorOf('to')}
            onChange={set('to')}
          />
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
          {when('date', 'time')}
          {number('passengers')}
          {number('luggage')}
          {number('hours', t('adminTariff.simulator.hoursHint'))}
          {number('waitingMinutes')}
        </div>
        <div className="flex flex-wrap gap-x-6">
          <CheckboxRow
            label={t('adminTariff.simulator.babySeat')}
            checked={form.babySeat}
            onChange={set('babySeat')}
          />
          <CheckboxRow
            label={t('adminTariff.simulator.booster')}
            checked={form.booster}
            onChange={set('booster')}
          />
          <CheckboxRow
            label={t('adminTariff.simulator.withReturn')}
            checked={form.withReturn}
            onChange={set('withReturn')}
          />
        </div>
        {form.withReturn && (
          <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
            {when('returnDate', 'returnTime')}
          </div>
        )}
        <div>
          <button type="submit" disabled={simulate.isPending} className="btn btn-ink min-h-11 px-4">
            {simulate.isPending
              ? t('adminTariff.simulator.running')
              : t('adminTariff.simulator.submit')}
          </button>
        </div>
      </form>
      {result && (
        <section aria-label={t('adminTariff.simulator.results')} aria-live="polite">
          <SimulationResult answer={result.answer} usedDraft={result.usedDraft} />
        </section>
      )}
    </TariffSection>
  );
};
