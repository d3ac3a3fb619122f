import { RESERVATION_FIELD_MESSAGES as F } from '@navette/shared';
import type { TariffInput, TariffSimulation } from '@navette/shared';
import { parseWhole } from './tariff-parse';

/*
 * The simulator's trip (docs/product/back-office.md#tarifs) as its fields hold it, and the body
 * of POST /api/admin/tarifs/simulation made from it. A number that cannot be read is said here,
 * with the booking form's message; the server checks the rest, its messages shown alike.
 */

export interface SimulationForm {
  serviceId: string;
  from: string;
  to: string;
  date: string;
  time: string;
  passengers: string;
  luggage: string;
  babySeat: boolean;
  booster: boolean;
  withReturn: boolean;
  returnDate: string;
  returnTime: string;
  /** hire by the hour; empty when the trip is a transfer */
  hours: string;
  waitingMinutes: string;
}

export type SimulationField = keyof SimulationForm;

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Tomorrow at 10:00, back at 18:00, two passengers with two bags: a trip to start from. */
export const defaultSimulation = (now: Date, serviceId: string): SimulationForm => {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    serviceId,
    from: '',
    to: '',
    date: isoDay(tomorrow),
    time: '10:00',
    passengers: '2',
    luggage: '2',
    babySeat: false,
    booster: false,
    withReturn: false,
    returnDate: isoDay(tomorrow),
    returnTime: '18:00',
    hours: '',
    waitingMinutes: '0',
  };
};

/** The numbers that cannot be sent as typed: their messages (translation keys). */
const numberErrors = (form: SimulationForm): Partial<Record<SimulationField, string>> => {
  const errors: Partial<Record<SimulationField, string>> = {};
  if (parseWhole(form.passengers) === undefined) errors.passengers = F.passengersRange;
  if (parseWhole(form.luggage) === undefined) errors.luggage = F.baggageRange;
  if (form.hours.trim() !== '' && parseWhole(form.hours) === undefined)
    errors.hours = F.hoursInvalid;
  if (parseWhole(form.waitingMinutes) === undefined) {
    errors.waitingMinutes = 'adminTariff.simulator.waitingInvalid';
  }
  return errors;
};

export type SimulationRequest =
  | { ok: true; body: TariffSimulation }
  | { ok: false; errors: Partial<Record<SimulationField, string>> };

/**
 * The request: the trip, its return with the addresses swapped, and the tariff to try; or the
 * fields whose number cannot be read (the rest is the server's to check).
 */
export const simulationRequest = (
  form: SimulationForm,
  tariff?: TariffInput,
): SimulationRequest => {
  const errors = numberErrors(form);
  const passengers = parseWhole(form.passengers);
  const luggage = parseWhole(form.luggage);
  const waitingMinutes = parseWhole(form.waitingMinutes);
  const unread = passengers === undefined || luggage === undefined || waitingMinutes === undefined;
  if (unread || Object.keys(errors).length > 0) return { ok: false, errors };
  const trip: TariffSimulation['trip'] = {
    service: form.serviceId,
    date: form.date,
    heure: form.time,
    adresse_depart: form.from,
    adresse_arrivee: form.to,
    nombre_personnes: passengers,
    nombre_bagages: luggage,
    siege_bebe: form.babySeat,
    rehausseurs: form.booster,
    duree_heures: parseWhole(form.hours) ?? null,
    retour: form.withReturn,
    ...(form.withReturn && {
      date_retour: form.returnDate,
      heure_retour: form.returnTime,
      adresse_depart_retour: form.to,
      adresse_arrivee_retour: form.from,
      nombre_passagers_retour: passengers,
      nombre_bagages_retour: luggage,
    }),
  };
  return { ok: true, body: { trip, ...(tariff && { tariff }), waitingMinutes } };
};

/** Where the server's trip messages go: its field names → the simulator's. */
const TRIP_FIELDS: Readonly<Record<string, SimulationField>> = {
  'trip.service': 'serviceId',
  'trip.date': 'date',
  'trip.heure': 'time',
  'trip.adresse_depart': 'from',
  'trip.adresse_arrivee': 'to',
  'trip.nombre_personnes': 'passengers',
  'trip.nombre_bagages': 'luggage',
  'trip.duree_heures': 'hours',
  'trip.date_retour': 'returnDate',
  'trip.heure_retour': 'returnTime',
  waitingMinutes: 'waitingMinutes',
};

export const simulationFieldErrors = (
  fields: Readonly<Record<string, string>>,
): Partial<Record<SimulationField, string>> => {
  const errors: Partial<Record<SimulationField, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = TRIP_FIELDS[path];
    if (field) errors[field] ??= message;
  }
  return errors;
};
