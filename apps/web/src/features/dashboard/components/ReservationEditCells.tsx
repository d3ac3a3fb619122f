import { useTranslation } from 'react-i18next';
import { RESERVATION_STATUSES, type ReservationStatus } from '@navette/shared';
import type { ReservationEdit } from '../dashboard-api';

/*
 * The inputs of the dashboard's inline edit, one per field of the spec's edit form
 * (docs/product/back-office.md#reservation-edit-form), each named by its label. The table and its
 * phone cards both render them, bound to the same draft.
 */

const fieldClass =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-ink-900 focus:border-ink-700 focus:outline-none focus:ring-2 focus:ring-gold-400';
const inputClass = `${fieldClass} min-w-0`;

type TextField = 'nom' | 'email' | 'date' | 'heure' | 'adresse_depart' | 'adresse_arrivee';

const TYPES: Record<TextField, string> = {
  nom: 'text',
  email: 'email',
  date: 'date',
  heure: 'time',
  adresse_depart: 'text',
  adresse_arrivee: 'text',
};

interface DraftProps {
  draft: ReservationEdit;
  onChange: (draft: ReservationEdit) => void;
}

export const DraftInput = ({ field, draft, onChange }: DraftProps & { field: TextField }) => {
  const { t } = useTranslation('admin');
  return (
    <input
      type={TYPES[field]}
      aria-label={t(`adminDashboard.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      className={inputClass}
    />
  );
};

/** A whole number or a quote in euros; an empty quote stays unset. */
export const DraftNumber = ({
  field,
  draft,
  onChange,
}: DraftProps & { field: 'nombre_personnes' | 'devis' }) => {
  const { t } = useTranslation('admin');
  const value = draft[field];
  return (
    <input
      type="number"
      min={field === 'devis' ? 0 : 1}
      step={field === 'devis' ? 0.01 : 1}
      inputMode={field === 'devis' ? 'decimal' : 'numeric'}
      aria-label={t(`adminDashboard.fields.${field}`)}
      value={value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        const number = text === '' ? null : Number(text);
        onChange({ ...draft, [field]: field === 'devis' ? number : (number ?? 0) });
      }}
      className={inputClass}
    />
  );
};

/** Wide enough for its longest status (`en attente`) with the arrow: min-w-0 cut it to `en att`. */
export const DraftStatus = ({ draft, onChange }: DraftProps) => {
  const { t } = useTranslation('admin');
  return (
    <select
      aria-label={t('adminDashboard.fields.statut')}
      value={draft.statut}
      onChange={(event) => onChange({ ...draft, statut: event.target.value as ReservationStatus })}
      className={`${fieldClass} min-w-36`}
    >
      {RESERVATION_STATUSES.map((statut) => (
        <option key={statut} value={statut}>
          {t(`adminDashboard.status.${statut}`)}
        </option>
      ))}
    </select>
  );
};
