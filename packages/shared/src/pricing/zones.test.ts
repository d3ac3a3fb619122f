import { describe, expect, it } from 'vitest';
import { zoneSchema } from './tariff';
import { normaliseCommune, zoneContains, zonesContaining } from './zones';

const zone = (input: Parameters<typeof zoneSchema.parse>[0]) => zoneSchema.parse(input);

describe('the communes as zones compare them', () => {
  it.each([
    ['Paris', 'paris'],
    ['Saint-Denis', 'saint denis'],
    ['SAINT-GERMAIN-EN-LAYE', 'saint germain en laye'],
    ['Saint-Cyr-l’École', 'saint cyr l ecole'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['  Boulogne -  Billancourt ', 'boulogne billancourt'],
    ['Œuilly', 'oeuilly'],
    ['Évry-Courcouronnes', 'evry courcouronnes'],
  ])('%s is compared as "%s"', (name, normalised) => {
    expect(normaliseCommune(name)).toBe(normalised);
  });
});

describe('whether a place is in a zone', () => {
  const paris = zone({ id: 'paris', name: 'Paris', postcodes: ['75'] });
  const orly = zone({
    id: 'orly',
    name: 'Orly',
    communes: ['Paray-Vieille-Poste', "L'Haÿ-les-Roses"],
  });
  // a square around Roissy-Charles-de-Gaulle, [longitude, latitude], not closed
  const cdg = zone({
    id: 'cdg',
    name: 'CDG',
    polygon: [
      [2.5, 48.98],
      [2.62, 48.98],
      [2.62, 49.03],
      [2.5, 49.03],
    ],
  });
  // a concave outline: an L whose inner corner is at (1, 1)
  const ell = zone({
    id: 'ell',
    name: 'L',
    polygon: [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ],
  });

  it.each([
    ['75008', true],
    ['75116', true],
    ['92100', false],
    ['57500', false],
  ])('postcode %s in the zone of the prefix 75: %s', (postcode, inside) => {
    expect(zoneContains(paris, { lat: 0, lon: 0, postcode })).toBe(inside);
  });

  it('a longer prefix takes only the postcodes it begins', () => {
    const roissy = zone({ id: 'roissy', name: 'Roissy', postcodes: ['95700', '951'] });
    expect(zoneContains(roissy, { lat: 0, lon: 0, postcode: '95700' })).toBe(true);
    expect(zoneContains(roissy, { lat: 0, lon: 0, postcode: '95150' })).toBe(true);
    expect(zoneContains(roissy, { lat: 0, lon: 0, postcode: '95000' })).toBe(false);
  });

  it.each([
    ['Paray-Vieille-Poste', true],
    ['paray vieille poste', true],
    ['PARAY-VIEILLE-POSTE', true],
    ['L’Haÿ-les-Roses', true],
    ['lhay les roses', false],
    ['Paray', false],
  ])('commune %s in the zone of Paray-Vieille-Poste: %s', (city, inside) => {
    expect(zoneContains(orly, { lat: 0, lon: 0, city })).toBe(inside);
  });

  it.each([
    [2.571, 49.004, true],
    [2.49, 49.004, false],
    [2.571, 49.04, false],
    [2.3376, 48.8606, false],
  ])('point (%f, %f) inside the outline of CDG: %s', (lon, lat, inside) => {
    expect(zoneContains(cdg, { lon, lat })).toBe(inside);
  });

  it.each([
    [0.5, 0.5, true],
    [1.5, 0.5, true],
    [0.5, 1.5, true],
    [1.5, 1.5, false], // the notch of the L
    [2.5, 0.5, false],
    [-0.5, 1, false],
  ])('point (%f, %f) inside a concave outline: %s', (lon, lat, inside) => {
    expect(zoneContains(ell, { lon, lat })).toBe(inside);
  });

  it('any one of postcode, commune and outline is enough', () => {
    const mixed = zone({
      id: 'mixed',
      name: 'Mixed',
      postcodes: ['75'],
      communes: ['Orly'],
      polygon: cdg.polygon,
    });
    expect(zoneContains(mixed, { lat: 0, lon: 0, postcode: '75001', city: 'Nowhere' })).toBe(true);
    expect(zoneContains(mixed, { lat: 0, lon: 0, postcode: '94310', city: 'Orly' })).toBe(true);
    expect(zoneContains(mixed, { lat: 49.004, lon: 2.571, postcode: '95700' })).toBe(true);
    expect(zoneContains(mixed, { lat: 0, lon: 0, postcode: '94310', city: 'Rungis' })).toBe(false);
  });

  it('lists the zones holding a place, in the tariff’s order', () => {
    const idf = zone({
      id: 'idf',
      name: 'Île-de-France',
      postcodes: ['75', '77', '78', '91', '92', '93', '94', '95'],
    });
    const place = { lat: 48.8606, lon: 2.3376, postcode: '75001', city: 'Paris' };
    expect(zonesContaining([cdg, idf, orly, paris], place).map((z) => z.id)).toEqual([
      'idf',
      'paris',
    ]);
    expect(zonesContaining([cdg, orly], place)).toEqual([]);
  });
});
