import {
  legSuggestionsSchema,
  planningSchema,
  tripLegSchema,
  type LegSuggestions,
  type Planning,
  type TripLegView,
} from '@navette/shared';

/* Legs, suggestions and plannings as the server answers them, checked against its schemas. */

export const RESERVATION_ID = '6c0e9f1a-2b3c-4d5e-8f90-123456789abc';
export const KARIM = 'a1b2c3d4-0000-4000-8000-00000000c001';
export const INES = 'a1b2c3d4-0000-4000-8000-00000000c002';
export const VAN = 'a1b2c3d4-0000-4000-8000-00000000d001';

export const aLeg = (overrides: Partial<TripLegView> = {}): TripLegView =>
  tripLegSchema.parse({
    reservationId: RESERVATION_ID,
    reference: 'NP-2027-0042',
    leg: 'aller',
    date: '2027-03-04',
    heure: '14:00',
    startsAt: '2027-03-04T13:00:00.000Z',
    endsAt: '2027-03-04T14:10:00.000Z',
    durationMinutes: 70,
    durationSource: 'route',
    from: 'Orly',
    to: 'Paris 8e',
    stop: null,
    passengers: 2,
    luggage: 1,
    transportMode: 'aucun',
    transportNumber: null,
    siegeBebe: false,
    rehausseurs: false,
    commentaire: null,
    passengerName: 'Hélène Lefèvre',
    passengerPhone: '+33612345678',
    serviceName: null,
    statut: 'confirmé',
    chauffeur: null,
    vehicle: null,
    state: null,
    stateTimes: {
      'en route': null,
      'sur place': null,
      'à bord': null,
      terminé: null,
      'client absent': null,
    },
    ...overrides,
  });

export const suggestions = (overrides: Partial<LegSuggestions> = {}): LegSuggestions =>
  legSuggestionsSchema.parse({
    leg: aLeg(),
    version: 3,
    chauffeurs: [
      { _id: INES, name: 'Inès Morel', telephone: '0600000002', available: true, reason: null },
      {
        _id: KARIM,
        name: 'Karim Benali',
        telephone: '0600000001',
        available: false,
        reason: 'Karim Benali est désactivé.',
      },
    ],
    vehicles: [
      { _id: VAN, nom: 'Mercedes Classe V', plaque: 'GA-123-BC', available: true, reason: null },
    ],
    ...overrides,
  });

export const aPlanning = (overrides: Partial<Planning> = {}): Planning =>
  planningSchema.parse({
    from: '2027-03-04',
    until: '2027-03-04',
    legs: [],
    chauffeurs: [{ _id: INES, name: 'Inès Morel', active: true }],
    vehicles: [{ _id: VAN, nom: 'Mercedes Classe V', plaque: 'GA-123-BC' }],
    ...overrides,
  });
