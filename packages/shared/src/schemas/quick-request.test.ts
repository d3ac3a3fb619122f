import { describe, expect, it } from 'vitest';
import { emptyQuickRequest, quickRequestSchema, quickRequestWarnings } from './quick-request';
import type { QuickRequestForm } from './quick-request';

const aCompleteRequest = (overrides: Partial<QuickRequestForm> = {}): QuickRequestForm => ({
  ...emptyQuickRequest(),
  nom: 'Martin',
  prenom: 'Camille',
  telephone: '+33 (0)6 12-34-56-78',
  email: 'camille@example.fr',
  dateReservation: '2025-06-14',
  heureReservation: '08:00',
  depart: 'Gare de Lyon',
  arrivee: 'Orly',
  nombrePassagers: '2',
  nombreValises: '0',
  typeVehicule: 'berline',
  modePaiement: 'cb',
  ...overrides,
});

/** field → message key of every problem found */
const problemsOf = (form: QuickRequestForm): Record<string, string> => {
  const result = quickRequestSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('quick request rules', () => {
  it('accepts a complete request', () => {
    expect(problemsOf(aCompleteRequest())).toEqual({});
  });

  it('names every required field of an empty form at once', () => {
    expect(Object.keys(problemsOf(emptyQuickRequest()))).toEqual([
      'nom',
      'prenom',
      'telephone',
      'email',
      'dateReservation',
      'heureReservation',
      'depart',
      'arrivee',
      'nombrePassagers',
      'nombreValises',
      'typeVehicule',
      'modePaiement',
    ]);
  });

  it.each([
    [
      'a phone shorter than 10 characters',
      { telephone: '06 12 34' },
      'telephone',
      'quickRequest.errors.phone',
    ],
    [
      'a phone with letters',
      { telephone: '06 12 34 56 AB' },
      'telephone',
      'quickRequest.errors.phone',
    ],
    [
      'an e-mail without a domain',
      { email: 'camille@example' },
      'email',
      'quickRequest.errors.email',
    ],
    [
      'an e-mail with a space',
      { email: 'cam ille@example.fr' },
      'email',
      'quickRequest.errors.email',
    ],
    [
      '0 other passengers',
      { nombrePassagers: 'autres', nombrePassagersAutres: '0' },
      'nombrePassagersAutres',
      'quickRequest.errors.passengersOther',
    ],
    [
      '21 other passengers',
      { nombrePassagers: 'autres', nombrePassagersAutres: '21' },
      'nombrePassagersAutres',
      'quickRequest.errors.passengersOther',
    ],
    [
      'no number of other passengers',
      { nombrePassagers: 'autres' },
      'nombrePassagersAutres',
      'quickRequest.errors.passengersOther',
    ],
    [
      '51 other suitcases',
      { nombreValises: 'autres', nombreValisesAutres: '51' },
      'nombreValisesAutres',
      'quickRequest.errors.luggageOther',
    ],
    [
      '2.5 other suitcases',
      { nombreValises: 'autres', nombreValisesAutres: '2.5' },
      'nombreValisesAutres',
      'quickRequest.errors.luggageOther',
    ],
    [
      'a plane without flight number',
      { moyenTransport: 'avion', provenanceVol: 'Nice' },
      'numeroVol',
      'validation.required',
    ],
    [
      'a plane without origin',
      { moyenTransport: 'avion', numeroVol: 'AF1' },
      'provenanceVol',
      'validation.required',
    ],
    [
      'a train without number',
      { moyenTransport: 'train', provenanceTrain: 'Lyon' },
      'numeroTrain',
      'validation.required',
    ],
    [
      'a train without origin',
      { moyenTransport: 'train', numeroTrain: 'TGV 1' },
      'provenanceTrain',
      'validation.required',
    ],
    [
      'a baby seat without child',
      { siegeBebe: true },
      'enfants',
      'quickRequest.errors.babySeatChild',
    ],
    [
      'invoicing with a 13-digit SIRET',
      { facturationEntreprise: true, numeroSiret: '1234567890123', numeroIce: '123456789012345' },
      'numeroSiret',
      'quickRequest.errors.siret',
    ],
    [
      'invoicing with a 16-digit ICE',
      { facturationEntreprise: true, numeroSiret: '12345678901234', numeroIce: '1234567890123456' },
      'numeroIce',
      'quickRequest.errors.ice',
    ],
    [
      'invoicing without SIRET',
      { facturationEntreprise: true, numeroIce: '123456789012345' },
      'numeroSiret',
      'validation.required',
    ],
    ['a 301-character address', { depart: 'a'.repeat(301) }, 'depart', 'validation.tooLong'],
  ] as const)('refuses %s', (_case, overrides, field, message) => {
    expect(problemsOf(aCompleteRequest(overrides))).toEqual({ [field]: message });
  });

  it.each([
    [
      '20 other passengers and 50 other suitcases',
      {
        nombrePassagers: 'autres',
        nombrePassagersAutres: '20',
        nombreValises: 'autres',
        nombreValisesAutres: '50',
      },
    ],
    ['0 other suitcases', { nombreValises: 'autres', nombreValisesAutres: '0' }],
    [
      'a SIRET and ICE written with spaces',
      {
        facturationEntreprise: true,
        numeroSiret: '732 829 320 00074',
        numeroIce: '001 524 398 000 073',
      },
    ],
    ['a baby seat with one child', { siegeBebe: true, enfants: [{ id: '1', age: '2-3' }] }],
    [
      'a plane with number and origin',
      { moyenTransport: 'avion', numeroVol: 'AF1', provenanceVol: 'Nice' },
    ],
    [
      'train fields left over once the train is no longer chosen',
      { moyenTransport: 'aucun', numeroTrain: '' },
    ],
  ] satisfies [string, Partial<QuickRequestForm>][])('accepts %s', (_case, overrides) => {
    expect(problemsOf(aCompleteRequest(overrides))).toEqual({});
  });

  it('reports a blank phone as missing, not as badly formatted', () => {
    expect(problemsOf(aCompleteRequest({ telephone: '   ' }))).toEqual({
      telephone: 'validation.required',
    });
  });
});

describe('live warnings while typing', () => {
  it('warn about a short phone, an odd e-mail, a SIRET or an ICE of the wrong length', () => {
    expect(quickRequestWarnings.telephone('06 12')).toBe('quickRequest.warnings.phone');
    expect(quickRequestWarnings.email('camille@')).toBe('quickRequest.warnings.email');
    expect(quickRequestWarnings.numeroSiret('123')).toBe('quickRequest.errors.siret');
    expect(quickRequestWarnings.numeroIce('123')).toBe('quickRequest.errors.ice');
  });

  it('stay quiet for empty or well-formed values', () => {
    expect(quickRequestWarnings.telephone('')).toBeUndefined();
    expect(quickRequestWarnings.telephone('06 12 34 56 78')).toBeUndefined();
    expect(quickRequestWarnings.email('camille@example.fr')).toBeUndefined();
    expect(quickRequestWarnings.numeroSiret('732 829 320 00074')).toBeUndefined();
    expect(quickRequestWarnings.numeroIce('001524398000073')).toBeUndefined();
  });
});
