import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, DashboardReservation, Service } from '@navette/shared';
import type { DataTableColumn } from '../../../components/DataTable';
import { Tabs } from '../../../components/Tabs';
import { useCatalogueServices } from '../dashboard-api';
import { ShortList } from '../../../components/ShortList';
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
 * Réservations / Services / Véhicules (components/Tabs: arrow keys, Home and End move between
 * the tabs); the catalogue is read-only here (its screens manage it).
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
  const panels: Record<Tab, ReactNode> = {
    reservations: <UpcomingTable rows={upcoming} />,
    services: <ServicesList />,
    vehicles: <VehiclesList vehicles={vehicles} />,
  };
  return (
    <Tabs
      label={t('adminDashboard.tabs.label')}
      active={active}
      onChange={setActive}
      tabs={TABS.map((tab) => ({
        id: tab,
        label: t(`adminDashboard.tabs.${tab}`),
        panel: panels[tab],
      }))}
    />
  );
};
