import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, DashboardReservation, Service } from '@navette/shared';
import type { DataTableColumn } from '../../../components/DataTable';
import { useCatalogueServices } from '../dashboard-api';
import { ShortList } from './DashboardWidgets';
import { UpcomingTable } from './UpcomingTable';

const TABS = ['reservations', 'services', 'vehicles'] as const;
type Tab = (typeof TABS)[number];
type Vehicle = Dashboard['vehicles'][number];

const ServicesList = () => {
  const { t } = useTranslation('admin');
  const services = useCatalogueServices();
  const columns: DataTableColumn<Service>[] = [
    { id: 'name', header: t('adminDashboard.services.name'), cell: (row) => row.name },
    {
      id: 'description',
      header: t('adminDashboard.services.description'),
      cell: (row) => row.description,
    },
  ];
  return (
    <ShortList
      caption={t('adminDashboard.services.caption')}
      columns={columns}
      rows={services.data ?? []}
      rowKey={(row) => row._id}
      emptyText={t('adminDashboard.services.empty')}
      loading={services.isPending}
    />
  );
};

const VehiclesList = ({ vehicles }: { vehicles: readonly Vehicle[] }) => {
  const { t } = useTranslation('admin');
  const columns: DataTableColumn<Vehicle>[] = [
    { id: 'name', header: t('adminDashboard.vehicles.name'), cell: (row) => row.nom },
    {
      id: 'passengers',
      header: t('adminDashboard.vehicles.passengers'),
      cell: (row) => row.capacite_passagers,
    },
    {
      id: 'luggage',
      header: t('adminDashboard.vehicles.luggage'),
      cell: (row) =>
        t('adminDashboard.vehicles.luggageRange', {
          min: row.capacite_bagages_min,
          max: row.capacite_bagages_max,
        }),
    },
  ];
  return (
    <ShortList
      caption={t('adminDashboard.vehicles.caption')}
      columns={columns}
      rows={vehicles}
      rowKey={(row) => row._id}
      emptyText={t('adminDashboard.vehicles.empty')}
    />
  );
};

/**
 * Réservations / Services / Véhicules, as the WAI-ARIA tabs pattern: arrow keys, Home and End
 * move between the tabs; the catalogue is read-only here (its screens manage it).
 */
export const DashboardTabs = ({
  upcoming,
  vehicles,
}: {
  upcoming: readonly DashboardReservation[];
  vehicles: readonly Vehicle[];
}) => {
  const { t } = useTranslation('admin');
  const [active, setActive] = useState<Tab>('reservations');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const select = (tab: Tab) => {
    setActive(tab);
    tabRefs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next] ?? 'reservations');
  };
  const panels: Record<Tab, ReactNode> = {
    reservations: <UpcomingTable rows={upcoming} />,
    services: <ServicesList />,
    vehicles: <VehiclesList vehicles={vehicles} />,
  };
  return (
    <section className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('adminDashboard.tabs.label')}
        className="flex gap-2 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-controls={`${baseId}-${tab}-panel`}
            aria-selected={active === tab}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
            className={`min-h-11 whitespace-nowrap border-b-2 px-4 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-gold-400 ${
              active === tab ? 'border-ink-900 text-ink-900' : 'border-transparent text-slate-600'
            }`}
          >
            {t(`adminDashboard.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
      >
        {panels[active]}
      </div>
    </section>
  );
};
