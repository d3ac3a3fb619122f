import { describe, expect, it } from 'vitest';
import { transportModeFromServiceParam } from './transport-preset';

describe('the service query parameter presets the transport mode', () => {
  it.each([
    ['gare', 'train'],
    ['gares', 'train'],
    ['train', 'train'],
    ['Train', 'train'],
    ['aeroport', 'avion'],
    ['Aéroport', 'avion'],
    ['airport', 'avion'],
    ['avion', 'avion'],
    [' AVION ', 'avion'],
    ['vip', 'aucun'],
    ['', 'aucun'],
    [null, 'aucun'],
    ['gare-de-lyon', 'aucun'],
  ] as const)('%j gives %s', (param, mode) => {
    expect(transportModeFromServiceParam(param)).toBe(mode);
  });
});
