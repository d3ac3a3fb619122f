import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TariffVersion, TariffVersionSummary } from '@navette/shared';
import type { DataTableColumn } from '../../../components/DataTable';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Modal } from '../../../components/Modal';
import { ShortList } from '../../../components/ShortList';
import { Spinner } from '../../../components/Spinner';
import { adminToast, toast } from '../../../components/toast-store';
import { serverMessageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTariffVersion } from './tariff-admin-api';
import { useTariffEditor } from './tariff-editor-context';
import { TariffSection } from './TariffFields';
import { TariffSummary } from './TariffSummary';

/** One past version, read-only, and the way to take it up as the draft. */
const VersionModal = ({
  version,
  onClose,
  onStartFrom,
}: {
  version: number;
  onClose: () => void;
  onStartFrom: (version: TariffVersion) => void;
}) => {
  const { t } = useTranslation('admin');
  const { services, vehicles } = useTariffEditor();
  const loaded = useTariffVersion(version);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('adminTariff.history.modalTitle', { version })}
      className="sm:max-w-3xl"
    >
      {loaded.isPending && <Spinner label={t('adminTariff.history.loading')} />}
      {loaded.isError && (
        <ErrorBanner message={serverMessageOr(loaded.error, loaded.error.message)} />
      )}
      {loaded.data && (
        <div className="flex flex-col gap-6">
          <TariffSummary tariff={loaded.data.tariff} services={services} vehicles={vehicles} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => onStartFrom(loaded.data)}
              className="btn btn-ink min-h-11 px-4 text-sm"
            >
              {t('adminTariff.history.startFrom')}
            </button>
            <button
              type="button"
              onClick={onClose}
              className="btn btn-outline min-h-11 px-4 text-sm"
            >
              {t('common.close')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
};

/**
 * `Historique des versions` (docs/product/back-office.md#tarifs): newest first, each with its
 * date, author and note; `Voir` opens it read-only, from where `Repartir de cette version` makes
 * it the draft (saved, it becomes a new version: the history never changes).
 */
export const VersionHistory = ({
  versions,
  dirty,
  onStartFrom,
}: {
  versions: readonly TariffVersionSummary[];
  /** the draft has unsaved changes: replacing it asks first */
  dirty: boolean;
  onStartFrom: (version: TariffVersion) => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const [viewed, setViewed] = useState<number | null>(null);

  const startFrom = (version: TariffVersion) => {
    const apply = () => {
      onStartFrom(version);
      setViewed(null);
      adminToast.info(t('adminTariff.history.startedFrom', { version: version.version }));
    };
    if (!dirty) apply();
    else {
      toast.confirm(t('adminTariff.history.confirmStartFrom', { version: version.version }), {
        onConfirm: apply,
      });
    }
  };

  const columns: DataTableColumn<TariffVersionSummary>[] = [
    {
      id: 'version',
      header: t('adminTariff.history.columns.version'),
      cell: (row) => row.version,
    },
    {
      id: 'date',
      header: t('adminTariff.history.columns.date'),
      cell: (row) => formatDateTime(row.createdAt, i18n.language),
    },
    {
      id: 'author',
      header: t('adminTariff.history.columns.author'),
      cell: (row) => row.createdBy ?? t('adminTariff.history.noAuthor'),
    },
    { id: 'note', header: t('adminTariff.history.columns.note'), cell: (row) => row.note },
    {
      id: 'actions',
      header: t('adminTariff.history.columns.actions'),
      cell: (row) => (
        <button
          type="button"
          aria-label={t('adminTariff.history.viewLabel', { version: row.version })}
          onClick={() => setViewed(row.version)}
          className="btn btn-outline min-h-11 px-3 text-sm"
        >
          {t('adminTariff.history.view')}
        </button>
      ),
    },
  ];

  return (
    <TariffSection title={t('adminTariff.history.title')}>
      <ShortList
        caption={t('adminTariff.history.title')}
        columns={columns}
        rows={versions}
        rowKey={(row) => String(row.version)}
        emptyText={t('adminTariff.history.empty')}
      />
      {viewed !== null && (
        <VersionModal version={viewed} onClose={() => setViewed(null)} onStartFrom={startFrom} />
      )}
    </TariffSection>
  );
};
