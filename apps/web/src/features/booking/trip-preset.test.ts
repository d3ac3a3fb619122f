import { describe, expect, it } from 'vitest';
import { emptyBookingValues } from './booking-form';
import { withTripPreset } from './trip-preset';

const preset = (query: string, values = emptyBookingValues()) =>
  withTripPreset(values, new URLSearchParams(query));

describe('the trip a price link presets', () => {
  it('takes the hire hours and both addresses', () => {
    const values = preset('service=chauffeur&forfait=3&depart=12+rue+de+Rivoli&arrivee=Orly');
    expect(values).toMatchObject({
      duree_heures: 3,
      adresse_depart: '12 rue de Rivoli',
      adresse_arrivee: 'Orly',
    });
  });

  it.each(['0', '25', '2.5', 'trois', ''])('ignores forfait=%s', (hours) => {
    expect(preset(`forfait=${hours}`).duree_heures).toBeNull();
  });

  it('never replaces what the form already holds', () => {
    const filled = { ...emptyBookingValues(), adresse_depart: 'Gare de Lyon', duree_heures: 5 };
    expect(preset('forfait=3&depart=Orly&arrivee=Roissy', filled)).toMatchObject({
      duree_heures: 5,
      adresse_depart: 'Gare de Lyon',
      adresse_arrivee: 'Roissy',
    });
  });
});
