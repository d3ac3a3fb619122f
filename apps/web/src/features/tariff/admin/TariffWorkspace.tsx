import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminTariff,
  Service,
  TariffVersion,
  TariffVersionSummary,
  Vehicle,
} from '@navette/shared';
import { formatDateTime } from '../../../lib/format';
import { textOf } from '../../../lib/translation-key';
import type { RatePair } from './pair-name';
import { CancellationSection, NightSection } from './PolicySections';
import { RatesSection } from './RatesSection';
import { SaveSection } from './SaveSection';
import type { SimulationForm } from './simulation-form';
import { Simulator } from './Simulator';
import { draftOf, emptyDraft, sameDraft, type TariffDraft } from './tariff-draft';
import { TariffEditorContext, type TariffEditor } from './tariff-editor-context';
import { errorAt, hasErrorUnder, type DraftErrors } from './tariff-parse';
import { VersionHistory } from './VersionHistory';
import { ZonesSection } from './ZonesSection';

/** Which version is in force, and whether the draft has changes not saved yet. */
const StatusLine = ({ current, dirty }: { current: TariffVersion | null; dirty: boolean }) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-ink-900">
        {current
          ? t('adminTariff.status.current', {
              version: current.version,
              date: formatDateTime(current.createdAt, i18n.language),
            })
          : t('adminTariff.status.none')}
      </p>
      <p role="status" className="empty:hidden">
        {dirty && (
          <span className="rounded bg-warning-50 px-2 py-1 text-sm font-semibold text-warning-600">
            {t('adminTariff.status.dirty')}
          </span>
        )}
      </p>
    </div>
  );
};

export interface TariffWorkspaceProps {
  /** the version the draft starts from and is saved on; null before the first */
  current: TariffVersion | null;
  versions: readonly TariffVersionSummary[];
  services: readonly Service[];
  vehicles: readonly Vehicle[];
  pair: RatePair;
  onPairChange: (pair: RatePair) => void;
  simulation: SimulationForm;
  onSimulationChange: (form: SimulationForm) => void;
  onSaved: (answer: AdminTariff) => void;
  onReload: () => void;
}

/**
 * The tariff being edited (docs/product/back-office.md#tarifs): a draft made from the version
 * loaded, the field messages, and the page's sections around them. The page mounts a new one
 * for each version it loads (a save, a reload).
 */
export const TariffWorkspace = ({
  current,
  versions,
  services,
  vehicles,
  pair,
  onPairChange,
  simulation,
  onSimulationChange,
  onSaved,
  onReload,
}: TariffWorkspaceProps) => {
  // the messages are keys of the admin namespace or the server's sentences
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [baseline] = useState<TariffDraft>(() =>
    current ? draftOf(current.tariff, language) : emptyDraft(),
  );
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<DraftErrors>({});
  const dirty = !sameDraft(draft, baseline);

  const editor: TariffEditor = {
    draft,
    edit: (change) =>
      setDraft((previous) => {
        const next = structuredClone(previous);
        change(next);
        return next;
      }),
    errorOf: (path, exact = false) => {
      const message = exact ? errors[path] : errorAt(errors, path);
      return message === undefined ? undefined : textOf(t, message);
    },
    hasErrorUnder: (path) => hasErrorUnder(errors, path),
    clearErrors: () => setErrors({}),
    services,
    vehicles,
    language,
  };

  const startFrom = (version: TariffVersion) => {
    setDraft(draftOf(version.tariff, language));
    setErrors({});
  };

  return (
    <TariffEditorContext value={editor}>
      <div className="flex flex-col gap-6">
        <StatusLine current={current} dirty={dirty} />
        <ZonesSection />
        <RatesSection pair={pair} onPairChange={onPairChange} />
        <NightSection />
        <CancellationSection />
        <SaveSection
          draft={draft}
          basedOn={current?.version ?? null}
          onErrors={setErrors}
          onSaved={onSaved}
          onReload={onReload}
        />
        <VersionHistory versions={versions} dirty={dirty} onStartFrom={startFrom} />
        <Simulator
          draft={draft}
          dirty={dirty}
          form={simulation}
          onFormChange={onSimulationChange}
          onDraftErrors={setErrors}
        />
      </div>
    </TariffEditorContext>
  );
};
