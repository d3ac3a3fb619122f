import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATIONS_PAGE_SIZE, type Application } from '@navette/shared';
import { EmailLink, PhoneLink } from '../../../components/ContactLinks';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { clampPage } from '../../../components/data-table-state';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { adminToast, toast } from '../../../components/toast-store';
import { serverMessageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  deleteApplication,
  useApplications,
  useRefreshApplications,
  type ApplicationListQuery,
} from './applications-api';

/** "JD" for Jean Dupont: the avatar of a row. */
export const initialsOf = (application: Pick<Application, 'prenom' | 'nom'>): string =>
  `${application.prenom.trim().charAt(0)}${application.nom.trim().charAt(0)}`.toUpperCase();

const fullName = (application: Application) => `${application.prenom} ${application.nom}`;

/**
 * The job applications (docs/product/back-office.md#applications): the server searches by
 * name, e-mail or phone, counts, and serves pages of 25; the table numbers the rows across pages.
 */
export const AdminApplications = () => {
  const { t, i18n } = useTranslation('admin');
  const [query, setQuery] = useState<ApplicationListQuery>({ q: '', page: 1 });
  const list = useApplications(query);
  const refresh = useRefreshApplications();
  const page = list.data;
  const total = page?.total ?? 0;

  // a delete emptied the last page: show the new last page
  const lastUsefulPage = page ? clampPage(query.page, page.total, APPLICATIONS_PAGE_SIZE) : 1;
  if (page && !list.isPlaceholderData && lastUsefulPage !== query.page) {
    setQuery((current) => ({ ...current, page: lastUsefulPage }));
  }

  const askDelete = (application: Application) =>
    toast.confirm(t('adminRecruitment.confirmDelete', { name: fullName(application) }), {
      onConfirm: () => {
        deleteApplication(application._id)
          .then(() => adminToast.success(t('adminRecruitment.deleted')))
          .catch((error: unknown) =>
            adminToast.error(
              t('adminRecruitment.deleteError', { reason: serverMessageOr(error, String(error)) }),
            ),
          )
          .finally(() => void refresh());
      },
    });

  const firstNumber = ((page?.page ?? query.page) - 1) * APPLICATIONS_PAGE_SIZE + 1;
  const numberOf = (application: Application) =>
    firstNumber + (page?.items.indexOf(application) ?? 0);

  const columns: DataTableColumn<Application>[] = [
    {
      id: 'name',
      header: t('adminRecruitment.columns.name'),
      cell: (application) => (
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-white"
          >
            {initialsOf(application)}
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-ink-900">{fullName(application)}</span>
            <span className="text-xs text-slate-600">
              {t('adminRecruitment.number', { number: numberOf(application) })}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'email',
      header: t('adminRecruitment.columns.email'),
      cell: (application) => <EmailLink email={application.email} />,
    },
    {
      id: 'telephone',
      header: t('adminRecruitment.columns.telephone'),
      cell: (application) => <PhoneLink phone={application.telephone} />,
    },
    {
      id: 'cv',
      header: t('adminRecruitment.columns.cv'),
      cell: (application) => (
        <a
          href={application.cvUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-ink-700 underline"
          aria-label={t('adminRecruitment.viewCvOf', { name: fullName(application) })}
        >
          {t('adminRecruitment.viewCv')}
        </a>
      ),
    },
    {
      id: 'date',
      header: t('adminRecruitment.columns.date'),
      cell: (application) => (
        <time dateTime={application.date} className="whitespace-nowrap">
          {formatDateTime(application.date, i18n.language)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: t('adminRecruitment.columns.actions'),
      cell: (application) => (
        <button
          type="button"
          className="btn btn-outline min-h-11 px-3 text-red-700"
          onClick={() => askDelete(application)}
          aria-label={t('adminRecruitment.deleteOf', { name: fullName(application) })}
        >
          {t('adminRecruitment.delete')}
        </button>
      ),
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {list.isError && (
        <ErrorBanner
          key={list.errorUpdatedAt}
          title={t('adminRecruitment.loadError')}
          message={serverMessageOr(list.error, list.error.message)}
        />
      )}
      <DataTable
        caption={t('adminRecruitment.list')}
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(application) => application._id}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        loadingText={t('adminRecruitment.loading')}
        countText={(count) => t('adminRecruitment.count', { count })}
        emptyText={query.q ? t('adminRecruitment.noMatch') : t('adminRecruitment.empty')}
        search={query.q}
        onSearch={(q) => setQuery({ q, page: 1 })}
        page={query.page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        total={total}
        onPageChange={(next) => setQuery((current) => ({ ...current, page: next }))}
        rangeText={(range) => t('adminRecruitment.range', range)}
      />
    </div>
  );
};
