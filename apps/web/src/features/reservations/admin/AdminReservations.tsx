import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ADMIN_RESERVATIONS_PAGE_SIZE_DEFAULT,
  RESERVATION_STATUSES,
  type AdminReservation,
  type ReservationStatusFilter,
} from '@navette/shared';
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
import { deleteReservation } from '../../../lib/admin-reservation-edits';
import {
  announceDeleteFailure,
  announceDeleted,
} from '../../../components/admin-reservation-toasts';
import {
  useAdminReservations,
  useRefreshReservations,
  type ReservationListFilters,
} from './reservations-admin-api';

const FIRST_PAGE: Pick<ReservationListFilters, 'page'> = { page: 1 };

const dateInputClass =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink-900 focus:border-ink-700 focus:outline-none focus:ring-2 focus:ring-gold-400';

/**
 * The reservations page (docs/product/back-office.md#reservations): the server searches,
 * filters, sorts by trip date and counts; the page shows one page of cards, at every width.
 */
export const AdminReservations = () => {
  const { t } = useTranslation('admin');
  const format = useReservationFormat();
  const fromId = useId();
  const toId = useId();
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
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:max-w-md">
        <div>
          <label htmlFor={fromId} className="mb-1 block text-sm font-medium text-ink-900">
            {t('adminReservations.filters.from')}
          </label>
          <input
            id={fromId}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => change({ from: event.target.value })}
            className={dateInputClass}
          />
        </div>
        <div>
          <label htmlFor={toId} className="mb-1 block text-sm font-medium text-ink-900">
            {t('adminReservations.filters.to')}
          </label>
          <input
            id={toId}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => change({ to: event.target.value })}
            className={dateInputClass}
          />
        </div>
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
      <ReservationDialog opened={opened} onClose={() => setOpened(null)} />
    </div>
  );
};
