import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeoStandIn, type GeoStandIn } from './geo-stand-in';

let standIn: GeoStandIn;
beforeAll(async () => {
  standIn = await startGeoStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const labelsFor = async (q: string) => {
  const response = await fetch(`${standIn.baseUrl}/search/?${new URLSearchParams({ q })}`);
  const answer = (await response.json()) as { features: { properties: { label: string } }[] };
  return answer.features.map((feature) => feature.properties.label);
};

describe('the geo stand-in’s address search', () => {
  it('finds the places holding every word typed, accents and capitals aside, best first', async () => {
    expect(await labelsFor('AEROPORT orly')).toEqual(['Aéroport de Paris-Orly 94390 Orly']);
    expect(await labelsFor('chateau de versail')).toEqual([
      "Château de Versailles, Place d'Armes 78000 Versailles",
    ]);
    const airports = await labelsFor('aéroport');
    expect(airports).toHaveLength(3);
    // the shortest label holds the most of what was typed
    expect(airports[0]).toBe('Aéroport de Paris-Orly 94390 Orly');
    expect(await labelsFor('rue inconnue')).toEqual([]);
  });

  it('answers at most 5 places', async () => {
    const paris = await labelsFor('paris');
    expect(paris).toHaveLength(5);
    expect(paris.every((label) => /Paris/.test(label))).toBe(true);
  });

  it('answers 503 when down, and records what it was asked', async () => {
    standIn.reset();
    standIn.setDown(true);
    const response = await fetch(`${standIn.baseUrl}/route/v1/driving/2.35,48.85;2.37,48.84`);
    expect(response.status).toBe(503);
    standIn.setDown(false);
    expect(standIn.requests.osrm.map((url) => url.pathname)).toEqual([
      '/route/v1/driving/2.35,48.85;2.37,48.84',
    ]);
  });
});
