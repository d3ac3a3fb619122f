import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTariff as AdminTariffAnswer, TariffVersion } from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Spinner } from '../../../components/Spinner';
import { adminToast } from '../../../components/toast-store';
import { serverMessageOr } from '../../../lib/api-client';
import type { RatePair } from './pair-name';
import { defaultSimulation, type SimulationForm } from './simulation-form';
import { useAdminTariff, useTariffServices, useTariffVehicles } from './tariff-admin-api';
import { TariffWorkspace } from './TariffWorkspace';

/** The version the draft is made on, and a count that mounts a fresh draft at each load. */
interface Loaded {
  current: TariffVersion | null;
  generation: number;
}

/**
 * The `Tarifs` page (docs/product/back-office.md#tarifs): the current tariff, the services and
 * the fleet that name its rates, then the editor. The pair shown and the simulator's trip stay
 * across a save or a reload; the draft starts again from the version loaded.
 */
export const AdminTariff = () => {
  const { t } = useTranslation('admin');
  const tariff = useAdminTariff();
  const services = useTariffServices();
  const vehicles = useTariffVehicles();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pair, setPair] = useState<RatePair | null>(null);
  const [simulation, setSimulation] = useState<SimulationForm | null>(null);

  // the first answer only: a later one (a save, a reload) replaces the draft when asked
  if (tariff.data && loaded === null) setLoaded({ current: tariff.data.current, generation: 0 });

  const failed = tariff.isError || services.isError || vehicles.isError;
  useEffect(() => {
    if (tariff.isError) adminToast.error(t('adminTariff.loadError'));
  }, [tariff.isError, t]);

  const reloadWith = (answer: AdminTariffAnswer) =>
    setLoaded((previous) => ({
      current: answer.current,
      generation: (previous?.generation ?? 0) + 1,
    }));
  const reload = () => {
    void tariff.refetch().then((result) => {
      if (result.data) reloadWith(result.data);
    });
  };

  if (failed) {
    const error = tariff.error ?? services.error ?? vehicles.error;
    return (
      <ErrorBanner
        title={t(tariff.isError ? 'adminTariff.loadError' : 'adminTariff.lookupsError')}
        message={serverMessageOr(error, error?.message ?? '')}
      />
    );
  }
  if (!loaded || !tariff.data || !services.data || !vehicles.data) {
    return (
      <div className="flex justify-center rounded-lg bg-white p-8 shadow-card">
        <Spinner label={t('adminWidgets.dataTable.loading')} />
      </div>
    );
  }

  const firstRate = loaded.current?.tariff.rates[0];
  const shownPair = pair ??
    firstRate ?? {
      serviceId: services.data[0]?._id ?? '',
      vehicleId: vehicles.data[0]?._id ?? '',
    };
  const trip = simulation ?? defaultSimulation(new Date(), shownPair.serviceId);

  return (
    <TariffWorkspace
      key={loaded.generation}
      current={loaded.current}
      versions={tariff.data.versions}
      services={services.data}
      vehicles={vehicles.data}
      pair={{ serviceId: shownPair.serviceId, vehicleId: shownPair.vehicleId }}
      onPairChange={setPair}
      simulation={trip}
      onSimulationChange={setSimulation}
      onSaved={reloadWith}
      onReload={reload}
    />
  );
};
