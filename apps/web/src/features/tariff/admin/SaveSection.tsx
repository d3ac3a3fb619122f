import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TARIFF_NOTE_MAX, type AdminTariff } from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { TextField } from '../../../components/form/TextField';
import { adminToast } from '../../../components/toast-store';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { useSaveTariff } from './tariff-admin-api';
import type { TariffDraft } from './tariff-draft';
import { parseDraft, splitServerFields, type DraftErrors } from './tariff-parse';
import { TariffSection } from './TariffFields';

/** Why the last save failed: the message, and whether someone else saved first. */
interface SaveProblem {
  message: string;
  changed: boolean;
}

/**
 * `Enregistrer une nouvelle version` (docs/product/back-office.md#tarifs): the draft with an
 * optional note, made on the version the page loaded. Someone else's save in between
 * (TARIFF_CHANGED) offers to reload; refused fields show their messages and the draft stays as
 * typed.
 */
export const SaveSection = ({
  draft,
  basedOn,
  onErrors,
  onSaved,
  onReload,
}: {
  draft: TariffDraft;
  /** the version the draft was made on; null before the first */
  basedOn: number | null;
  onErrors: (errors: DraftErrors) => void;
  onSaved: (answer: AdminTariff) => void;
  onReload: () => void;
}) => {
  const { t } = useTranslation('admin');
  const save = useSaveTariff();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const fail = (message: string, changed = false) => {
    setProblem({ message, changed });
    adminToast.error(t('adminTariff.save.failed'));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setNoteError(undefined);
    const parsed = parseDraft(draft);
    onErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) {
      fail(t('adminTariff.save.invalid'));
      return;
    }
    save.mutate(
      { tariff: parsed.tariff, basedOn, note },
      {
        onSuccess: (answer) => {
          adminToast.success(t('adminTariff.save.saved', { version: answer.current?.version }));
          onSaved(answer);
        },
        onError: (error) => {
          const { tariff, other } = splitServerFields(
            error instanceof ApiError ? error.fields : undefined,
          );
          onErrors(tariff);
          setNoteError(other.note);
          const changed = error instanceof ApiError && error.code === 'TARIFF_CHANGED';
          fail(serverMessageOr(error, t('adminTariff.save.failed')), changed);
        },
      },
    );
  };

  return (
    <TariffSection title={t('adminTariff.save.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 md:max-w-2xl">
        {problem && (
          <ErrorBanner
            // a new failure shows again after the banner was closed
            key={`${problem.message}-${String(save.failureCount)}-${String(save.submittedAt)}`}
            title={t('adminTariff.save.failed')}
            message={
              <div className="flex flex-col items-start gap-2">
                <p>{problem.message}</p>
                {problem.changed && (
                  <button
                    type="button"
                    onClick={onReload}
                    className="btn btn-ink min-h-11 px-4 text-sm"
                  >
                    {t('adminTariff.save.reload')}
                  </button>
                )}
              </div>
            }
          />
        )}
        <TextField
          label={t('adminTariff.save.note')}
          hint={t('adminTariff.save.noteHint')}
          value={note}
          maxLength={TARIFF_NOTE_MAX}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
        <div>
          <button type="submit" disabled={save.isPending} className="btn btn-ink min-h-11 px-4">
            {save.isPending ? t('adminTariff.save.saving') : t('adminTariff.save.submit')}
          </button>
        </div>
      </form>
    </TariffSection>
  );
};
