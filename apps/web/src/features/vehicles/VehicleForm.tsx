import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle, VehicleInput } from '@navette/shared';
import { TextField } from '../../components/form/TextField';

const buttonClass =
  'min-h-11 rounded-md px-4 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-gold-400 disabled:opacity-60';

/** The product's rule for the capacity inputs: what is not a whole number counts as 0. */
export const toCapacity = (value: string): number => {
  const number = Number.parseInt(value, 10);
  return Number.isNaN(number) ? 0 : number;
};

const EMPTY: VehicleInput = {
  nom: '',
  capacite_passagers: 1,
  capacite_bagages_min: 0,
  capacite_bagages_max: 0,
};

type CapacityField = 'capacite_passagers' | 'capacite_bagages_min' | 'capacite_bagages_max';
/** The car on the road: typed as text, an empty input is sent as null (cleared). */
type PaperField = 'plaque' | 'couleur' | 'assurance_expire_le' | 'controle_technique_expire_le';
const PAPER_FIELDS: readonly PaperField[] = [
  'plaque',
  'couleur',
  'assurance_expire_le',
  'controle_technique_expire_le',
];

/**
 * The create and edit form (docs/product/back-office.md#vehicles): passengers at least 1, luggage
 * at least 0 (the inputs' bounds), then the car on the road — plate, colour and the last valid
 * days of its insurance and technical inspection (docs/product/dispatch.md); no required check
 * of its own; the server's messages show under the fields it names.
 */
export const VehicleForm = ({
  vehicle,
  saving,
  fieldErrors,
  onSubmit,
  onCancel,
}: {
  /** null: a new vehicle */
  vehicle: Vehicle | null;
  saving: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  onSubmit: (body: VehicleInput) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<VehicleInput>(() =>
    vehicle
      ? {
          nom: vehicle.nom,
          capacite_passagers: vehicle.capacite_passagers,
          capacite_bagages_min: vehicle.capacite_bagages_min,
          capacite_bagages_max: vehicle.capacite_bagages_max,
          plaque: vehicle.plaque ?? null,
          couleur: vehicle.couleur ?? null,
          assurance_expire_le: vehicle.assurance_expire_le ?? null,
          controle_technique_expire_le: vehicle.controle_technique_expire_le ?? null,
        }
      : EMPTY,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const papers = Object.fromEntries(
      PAPER_FIELDS.map((field) => [field, draft[field]?.trim() || null]),
    );
    onSubmit({ ...draft, ...papers });
  };
  const paper = (field: PaperField, label: string, type: 'text' | 'date', maxLength?: number) => (
    <TextField
      label={label}
      type={type}
      value={draft[field] ?? ''}
      maxLength={maxLength}
      autoComplete="off"
      error={fieldErrors[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
    />
  );
  const capacity = (field: CapacityField, label: string, min: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={String(draft[field])}
      error={fieldErrors[field]}
      onChange={(event) => setDraft({ ...draft, [field]: toCapacity(event.target.value) })}
    />
  );
  const heading = vehicle ? t('adminVehicles.formEdit') : t('adminVehicles.formNew');
  return (
    <form
      onSubmit={submit}
      aria-label={heading}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-card md:p-6"
      noValidate
    >
      <h2 className="text-lg font-semibold text-ink-900">{heading}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('adminVehicles.fields.nom')}
          value={draft.nom}
          maxLength={120}
          autoComplete="off"
          error={fieldErrors.nom}
          onChange={(event) => setDraft({ ...draft, nom: event.target.value })}
        />
        {capacity('capacite_passagers', t('adminVehicles.fields.passagers'), 1)}
        {capacity('capacite_bagages_min', t('adminVehicles.fields.bagagesMin'), 0)}
        {capacity('capacite_bagages_max', t('adminVehicles.fields.bagagesMax'), 0)}
        {paper('plaque', t('adminVehicles.fields.plaque'), 'text', 12)}
        {paper('couleur', t('adminVehicles.fields.couleur'), 'text', 40)}
        {paper('assurance_expire_le', t('adminVehicles.fields.assurance'), 'date')}
        {paper('controle_technique_expire_le', t('adminVehicles.fields.controleTechnique'), 'date')}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={`${buttonClass} bg-ink-900 text-white`}>
          {saving
            ? t('adminVehicles.saving')
            : vehicle
              ? t('adminVehicles.save')
              : t('adminVehicles.create')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className={`${buttonClass} border border-slate-300 text-ink-900`}
        >
          {t('adminVehicles.cancel')}
        </button>
      </div>
    </form>
  );
};
