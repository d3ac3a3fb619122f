import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BAGGAGE_MAX, TRANSPORT_MODES } from '@navette/shared';
import type { BookingValues } from '../../booking-form';
import {
  BookingCountSelect,
  BookingRadioCards,
  BookingTextField,
  useLabel,
} from '../fields/BookingFields';

const LEGS = {
  outbound: {
    mode: 'moyen_transport',
    train: 'numero_train',
    flight: 'numero_vol',
    baggage: 'nombre_bagages',
  },
  return: {
    mode: 'moyen_transport_retour',
    train: 'numero_train_retour',
    flight: 'numero_vol_retour',
    baggage: 'nombre_bagages_retour',
  },
} as const;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * How the passengers arrive for one leg (docs/product/booking.md): train reveals the train number, avion the
 * flight number; on the guest form both also reveal the baggage (0 to 8, 0 is 'Aucun'), required
 * on the way out. The number of people is asked once, on step 2, never here.
 */
export const TransportFields = ({
  leg,
  withCounts,
}: {
  leg: keyof typeof LEGS;
  withCounts: boolean;
}) => {
  const { t } = useTranslation();
  const label = useLabel();
  const names = LEGS[leg];
  const { control } = useFormContext<BookingValues>();
  const mode = useWatch({ control, name: names.mode });
  // the return leg's numbers and counts are never required (docs/product/booking.md#step-1-trip)
  const optional = leg === 'return';

  return (
    <>
      <BookingRadioCards
        name={names.mode}
        legend={t(leg === 'outbound' ? 'booking.trip.transport' : 'booking.trip.returnTransport')}
        hint={t(
          leg === 'outbound' ? 'booking.trip.transportHint' : 'booking.trip.returnTransportHint',
        )}
        options={TRANSPORT_MODES.map((value) => ({
          value,
          label: t(`booking.transport.${value}`),
        }))}
      />
      {mode === 'train' && (
        <BookingTextField
          name={names.train}
          label={label('booking.trip.trainNumber', optional)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      {(mode === 'avion' || mode === 'vol') && (
        <BookingTextField
          name={names.flight}
          label={label('booking.trip.flightNumber', optional)}
          hint={t('booking.trip.flightNumberHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      {withCounts && mode !== 'aucun' && (
        // the number of people is asked once, on step 2 (docs/product/booking.md#step-1-trip)
        <div className="grid gap-x-4 sm:grid-cols-2">
          <BookingCountSelect
            name={names.baggage}
            label={label('booking.trip.baggage', optional)}
            options={range(0, BAGGAGE_MAX).map((count) => ({
              value: String(count),
              label: count === 0 ? t('booking.trip.noBaggage') : String(count),
            }))}
          />
        </div>
      )}
    </>
  );
};
