import { describe, expect, it } from 'vitest';
import { bookingLink } from './booking-link';
import { pricesOf } from './public-tariff';
import { showcasePackage } from './ShowcasePackage';
import { SERVICES, TARIFF } from './test/tariff-fixtures';

describe('the links of the prices', () => {
  it('open the request with the service, the package or the addresses of a flat fare', () => {
    expect(bookingLink({ service: 'gare' })).toBe('/demande-devis?service=gare');
    expect(bookingLink({ service: 'chauffeur', hours: 4 })).toBe(
      '/demande-devis?service=chauffeur&forfait=4',
    );
    expect(
      bookingLink({ service: 'aeroport', from: '12 rue de Rivoli, 75004 Paris', to: 'Orly' }),
    ).toBe('/demande-devis?service=aeroport&depart=12+rue+de+Rivoli%2C+75004+Paris&arrivee=Orly');
  });

  it('leave out the side of a zone without an address', () => {
    expect(bookingLink({ service: 'aeroport', from: '', to: 'Orly' })).toBe(
      '/demande-devis?service=aeroport&arrivee=Orly',
    );
    expect(bookingLink({ service: 'aeroport', from: 'Orly', to: '  ' })).toBe(
      '/demande-devis?service=aeroport&depart=Orly',
    );
  });
});

describe('the prices of a page', () => {
  it('are those of the service its word names', () => {
    expect(pricesOf(TARIFF, SERVICES, 'gare')?.fromCents).toBe(4500);
    expect(pricesOf(TARIFF, SERVICES, 'aeroport')?.flatFares).toHaveLength(5);
    // no service of the catalogue is the VIP one
    expect(pricesOf(TARIFF, SERVICES, 'vip')).toBeUndefined();
  });

  it("give the home page's packages the van's 3 hours, 4 hours and its longest day", () => {
    const hourly = pricesOf(TARIFF, SERVICES, 'chauffeur')?.hourly ?? [];
    const pick = (id: string) => {
      const found = showcasePackage(id, hourly);
      return found && [found.vehicleName, found.hours, found.priceCents];
    };
    expect(pick('h3')).toEqual(['Mercedes Classe V', 3, 24000]);
    expect(pick('h4')).toEqual(['Mercedes Classe V', 4, 30000]);
    expect(pick('day')).toEqual(['Mercedes Classe V', 10, 65000]);
    expect(pick('h5')).toBeUndefined();
    // a day needs at least 8 hours
    expect(
      showcasePackage(
        'day',
        hourly.filter(({ hours }) => hours < 8),
      ),
    ).toBeUndefined();
  });
});
