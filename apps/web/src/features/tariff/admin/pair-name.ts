import { useTranslation } from 'react-i18next';
import type { Service, Vehicle } from '@navette/shared';

/** The service and vehicle a rate prices. */
export interface RatePair {
  serviceId: string;
  vehicleId: string;
}

/**
 * `Transfert aéroport — Mercedes Classe V`: a pair named with the lists the page loaded (the
 * back-office names services in French), a service or vehicle since deleted said so.
 */
export const usePairName = (services: readonly Service[], vehicles: readonly Vehicle[]) => {
  const { t } = useTranslation('admin');
  return ({ serviceId, vehicleId }: RatePair): string =>
    t('adminTariff.rates.pair', {
      service:
        services.find((s) => s._id === serviceId)?.name ?? t('adminTariff.rates.unknownService'),
      vehicle:
        vehicles.find((v) => v._id === vehicleId)?.nom ?? t('adminTariff.rates.unknownVehicle'),
    });
};
