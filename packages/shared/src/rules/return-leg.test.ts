import { describe, expect, it } from 'vitest';
import { returnLegOf } from './return-leg';

const trip = {
  retour: true,
  dateRetour: '2026-12-20',
  heureRetour: '18:30',
  adresseDepart: 'Gare de Lyon, Paris',
  adresseArrivee: 'Aéroport CDG, Roissy',
  adresseDepartRetour: null,
  adresseArriveeRetour: null,
};

describe('returnLegOf', () => {
  it('reverses the outbound addresses when the return gives none', () => {
    expect(returnLegOf(trip)).toEqual({
      date: '2026-12-20',
      heure: '18:30',
      from: 'Aéroport CDG, Roissy',
      to: 'Gare de Lyon, Paris',
    });
  });

  it('keeps the addresses the return gives', () => {
    expect(
      returnLegOf({ ...trip, adresseDepartRetour: 'Orly', adresseArriveeRetour: 'Versailles' }),
    ).toMatchObject({ from: 'Orly', to: 'Versailles' });
  });

  it('is null for a one-way trip, or a return without its day or time', () => {
    expect(returnLegOf({ ...trip, retour: false })).toBeNull();
    expect(returnLegOf({ ...trip, heureRetour: null })).toBeNull();
  });
});
