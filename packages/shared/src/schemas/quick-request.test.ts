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

/** Company invoicing with a valid SIRET and ICE, for the cases that spoil one of them. */
const invoicing = {
  facturationEntreprise: true,
  numeroSiret: '12345678901234',
  numeroIce: '123456789012345',
} satisfies Partial<QuickRequestForm>;

/**
 * The rows of a refusal table: for each expected problem, written "field: message key", the
 * cases (label → fields changed in a complete request) that must raise it and nothing else.
 */
type Refusal = [
  label: string,
  overrides: Partial<QuickRequestForm>,
  problems: Record<string, string>,
];

const refusals = (table: Record<string, Record<string, Partial<QuickRequestForm>>>): Refusal[] =>
  Object.entries(table).flatMap(([problem, cases]) => {
    const [field = '', message = ''] = problem.split(': ');
    return Object.entries(cases).map(([label, overrides]): Refusal => [
      label,
      overrides,
      { [field]: message },
    ]);
  });

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

  it.each(
    refusals({
      'telephone: quickRequest.errors.phone': {
        'a phone shorter than 10 characters': { telephone: '06 12 34' },
        'a phone with letters': { telephone: '06 12 34 56 AB' },
      },
      'email: quickRequest.errors.email': {
        'an e-mail without a domain': { email: 'camille@example' },
        'an e-mail with a space': { email: 'cam ille@example.fr' },
      },
      'nombrePassagersAutres: quickRequest.errors.passengersOther': {
        '0 other passengers': { nombrePassagers: 'autres', nombrePassagersAutres: '0' },
        '21 other passengers': { nombrePassagers: 'autres', nombrePassagersAutres: '21' },
        'no number of other passengers': { nombrePassagers: 'autres' },
      },
      'nombreValisesAutres: quickRequest.errors.luggageOther': {
        '51 other suitcases': { nombreValises: 'autres', nombreValisesAutres: '51' },
        '2.5 other suitcases': { nombreValises: 'autres', nombreValisesAutres: '2.5' },
      },
      'numeroVol: validation.required': {
        'a plane without flight number': { moyenTransport: 'avion', provenanceVol: 'Nice' },
      },
      'provenanceVol: validation.required': {
        'a plane without origin': { moyenTransport: 'avion', numeroVol: 'AF1' },
      },
      'numeroTrain: validation.required': {
        'a train without number': { moyenTransport: 'train', provenanceTrain: 'Lyon' },
      },
      'provenanceTrain: validation.required': {
        'a train without origin': { moyenTransport: 'train', numeroTrain: 'TGV 1' },
      },
      'enfants: quickRequest.errors.babySeatChild': {
        'a baby seat without child': { siegeBebe: true },
      },
      'numeroSiret: quickRequest.errors.siret': {
        'invoicing with a 13-digit SIRET': { ...invoicing, numeroSiret: '1234567890123' },
      },
      'numeroIce: quickRequest.errors.ice': {
        'invoicing with a 16-digit ICE': { ...invoicing, numeroIce: '1234567890123456' },
      },
      'numeroSiret: validation.required': {
        'invoicing without SIRET': { ...invoicing, numeroSiret: '' },
      },
      'depart: validation.tooLong': {
        'a 301-character address': { depart: 'a'.repeat(301) },
      },
    }),
  )('refuses %s', (_case, overrides, problems) => {
    expect(problemsOf(aCompleteRequest(overrides))).toEqual(problems);
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
