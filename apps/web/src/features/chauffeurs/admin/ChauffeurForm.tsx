import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminChauffeur, ChauffeurInvite } from '@navette/shared';
import { TextField } from '../../../components/form/TextField';

const buttonClass =
  'min-h-11 rounded-md px-4 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-gold-400 disabled:opacity-60';

const EMPTY: ChauffeurInvite = {
  name: '',
  email: '',
  telephone: '',
  carteVtcNumero: '',
  carteVtcExpireLe: '',
};

/**
 * The invitation form, or the edit form without the e-mail (docs/product/dispatch.md#chauffeurs);
 * the server's refusal shows above the buttons, its field messages under the fields.
 */
export const ChauffeurForm = ({
  chauffeur,
  saving,
  error,
  fieldErrors,
  onSubmit,
  onCancel,
}: {
  /** null: a new invitation */
  chauffeur: AdminChauffeur | null;
  saving: boolean;
  error: string | null;
  fieldErrors: Readonly<Record<string, string>>;
  onSubmit: (body: ChauffeurInvite) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<ChauffeurInvite>(() => (chauffeur ? { ...chauffeur } : EMPTY));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const field = (name: keyof ChauffeurInvite, type = 'text') => (
    <TextField
      label={t(`adminChauffeurs.fields.${name}`)}
      type={type}
      value={draft[name]}
      maxLength={120}
      autoComplete="off"
      error={fieldErrors[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );
  const heading = chauffeur
    ? t('adminChauffeurs.formEdit', { name: chauffeur.name })
    : t('adminChauffeurs.formNew');
  return (
    <form
      onSubmit={submit}
      aria-label={heading}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-card md:p-6"
      noValidate
    >
      <h2 className="text-lg font-semibold text-ink-900">{heading}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {field('name')}
        {chauffeur ? null : field('email', 'email')}
        {field('telephone', 'tel')}
        {field('carteVtcNumero')}
        {field('carteVtcExpireLe', 'date')}
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-error-50 p-3 text-sm text-error-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={`${buttonClass} bg-ink-900 text-white`}>
          {saving
            ? t('adminChauffeurs.saving')
            : chauffeur
              ? t('adminChauffeurs.save')
              : t('adminChauffeurs.send')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className={`${buttonClass} border border-slate-300 text-ink-900`}
        >
          {t('adminChauffeurs.cancel')}
        </button>
      </div>
    </form>
  );
};
