import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ADMIN_RESERVATIONS_PAGE_SIZE_DEFAULT,
  RESERVATION_STATUSES,
  type AdminReservation,
  type ReservationStatusFilter,
} from '@navette/shared';
import { DatePicker } from '../../../components/DatePicker';
import { CloseIcon } from '../../../components/Icons';
import { DataTablePagination } from '../../../components/DataTablePagination';
import { clampPage } from '../../../components/data-table-state';
import { DataTableToolbar } from '../../../components/DataTableToolbar';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast-store';
import { serverMessageOr } from '../../../lib/api-client';
import { isReservationStatus } from './reservation-edit';
import { useReservationFormat } from './reservation-format';
import { ReservationCard } from './ReservationCard';
import { ReservationDialog, type ReservationDialogProps } from './ReservationDialog';
import { deleteReservation } from '../../../entities/reservation/admin-reservation-edits';
import {
  announceDeleteFailure,
  announceDeleted,
} from '../../../entities/reservation/admin-reservation-toasts';
import {
  useAdminReservations,
  useRefreshReservations,
  type ReservationListFilters,
} from './reservations-admin-api';

const FIRST_PAGE: Pick<ReservationListFilters, 'page'> = { page: 1 };

/** A day filter: any day, past ones included, and a button that empties it. */
const DateFilter = ({
  label,
  clearLabel,
  value,
  onChange,
}: {
  label: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <div className="flex items-start gap-1">
    <DatePicker
      label={label}
      value={value}
      onChange={onChange}
      minDate={null}
      className="min-w-0 flex-1"
    />
    {value && (
      <button
        type="button"
        onClick={() => onChange('')}
        className="mt-7 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">{clearLabel}</span>
      </button>
    )}
  </div>
);

/**
 * The reservations page (docs/product/back-office.md#reservations): the server searches,
 * filters, sorts by trip date and counts; the page shows one page of cards, at every width.
 */
export const AdminReservations = ({
  legsSection,
}: Pick<ReservationDialogProps, 'legsSection'> = {}) => {
  const { t } = useTranslation('admin');
  const format = useReservationFormat();
  // `?q=NP-2026-0042`: the link of the company's e-mails opens the list on that reservation,
  // whatever its trip date (docs/product/emails.md#company-notices)
  const linked = useSearchParams()[0].get('q') ?? '';
  const [filters, setFilters] = useState<ReservationListFilters>({
    q: linked,
    statut: 'tous',
    // an operator opens the list for what comes next, not the oldest trips of history
    when: linked ? 'all' : 'upcoming',
    from: '',
    to: '',
    paid: '',
    page: 1,
    pageSize: ADMIN_RESERVATIONS_PAGE_SIZE_DEFAULT,
  });
  const [opened, setOpened] = useState<ReservationDialogProps['opened']>(null);
  const list = useAdminReservations(filters);
  const refresh = useRefreshReservations();
  const change = (patch: Partial<ReservationListFilters>) =>
    setFilters((current) => ({ ...current, ...FIRST_PAGE, ...patch }));

  const open = (reservation: AdminReservation, mode: 'view' | 'edit') =>
    setOpened({ id: reservation._id, name: `${reservation.prenom} ${reservation.nom}`, mode });

  const askDelete = (reservation: AdminReservation) =>
    toast.confirm(t('adminReservations.messages.deleteConfirm'), {
      onConfirm: () => {
        deleteReservation(reservation)
          .then(() => announceDeleted(t))
          .catch((error: unknown) => announceDeleteFailure(t, error))
          .finally(() => void refresh());
      },
    });

  const page = list.data;
  const total = page?.total ?? 0;
  // a delete (here or by someone else) emptied the last page: show the new last page
  const lastUsefulPage = page
    ? clampPage(filters.page, page.total, filters.pageSize)
    : filters.page;
  if (!list.isPlaceholderData && lastUsefulPage !== filters.page) {
    setFilters((current) => ({ ...current, page: lastUsefulPage }));
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DataTableToolbar
        search={filters.q}
        onSearch={(q) => change({ q })}
        filters={[
          {
            id: 'when',
            label: t('adminReservations.filters.when'),
            value: filters.when === 'all' ? '' : filters.when,
            options: [
              { value: 'upcoming', label: t('adminReservations.filters.upcoming') },
              { value: 'past', label: t('adminReservations.filters.past') },
            ],
          },
          {
            id: 'statut',
            label: t('adminReservations.filters.statut'),
            value: filters.statut === 'tous' ? '' : filters.statut,
            options: RESERVATION_STATUSES.map((status) => ({
              value: status,
              label: format.status(status),
            })),
          },
          {
            id: 'paid',
            label: t('adminReservations.filters.paid'),
            value: filters.paid,
            options: [
              { value: 'true', label: t('adminReservations.filters.paidYes') },
              { value: 'false', label: t('adminReservations.filters.paidNo') },
            ],
          },
        ]}
        onFilterChange={(id, value) => {
          if (id === 'when') {
            change({ when: value === 'upcoming' || value === 'past' ? value : 'all' });
          } else if (id === 'statut') {
            const statut: ReservationStatusFilter = isReservationStatus(value) ? value : 'tous';
            change({ statut });
          } else if (id === 'paid') {
            change({ paid: value === 'true' || value === 'false' ? value : '' });
          }
        }}
      />
      {/* the app's calendar, in the interface's language and Monday-first (docs/product/back-office.md) */}
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2 md:max-w-xl">
        <DateFilter
          label={t('adminReservations.filters.from')}
          clearLabel={t('adminReservations.filters.clearFrom')}
          value={filters.from}
          onChange={(from) => change({ from })}
        />
        <DateFilter
          label={t('adminReservations.filters.to')}
          clearLabel={t('adminReservations.filters.clearTo')}
          value={filters.to}
          onChange={(to) => change({ to })}
        />
      </div>
      {list.isError && (
        <ErrorBanner
          key={list.errorUpdatedAt}
          title={t('adminReservations.loadError')}
          message={serverMessageOr(list.error, list.error.message)}
        />
      )}
      <p aria-live="polite" className="text-sm font-medium text-slate-600">
        {list.isFetching
          ? t('adminWidgets.dataTable.loading')
          : t('adminWidgets.dataTable.resultCount', { count: total })}
      </p>
      {list.isPending && (
        <div className="flex justify-center rounded-lg bg-white p-8 shadow-card">
          <Spinner label={t('adminWidgets.dataTable.loading')} />
        </div>
      )}
      {page && page.items.length === 0 && (
        <p className="rounded-lg bg-white p-8 text-center text-slate-600 shadow-card">
          {t('adminReservations.empty')}
        </p>
      )}
      {page && page.items.length > 0 && (
        <ul
          aria-label={t('adminReservations.list')}
          className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3"
        >
          {page.items.map((reservation) => (
            <li key={reservation._id} className="min-w-0">
              <ReservationCard
                reservation={reservation}
                onOpen={(r) => open(r, 'view')}
                onEdit={(r) => open(r, 'edit')}
                onDelete={askDelete}
              />
            </li>
          ))}
        </ul>
      )}
      <DataTablePagination
        page={filters.page}
        pageSize={filters.pageSize}
        total={total}
        onPageChange={(next) => setFilters((current) => ({ ...current, page: next }))}
        pageSizeOptions={[10, 20, 50, 100]}
        onPageSizeChange={(pageSize) => change({ pageSize })}
      />
      <ReservationDialog
        opened={opened}
        onClose={() => setOpened(null)}
        legsSection={legsSection}
      />
    </div>
  );
};
