import { describe, expect, it } from 'vitest';
import { pickRenamed, spreadRenamed } from './rename-keys';

const TABLE = { adresse_depart: 'adresseDepart', nombre_bagages: 'nombreBagages' } as const;

describe('pickRenamed', () => {
  it('reads each column into its field, in the table’s order, leaving other columns out', () => {
    const row = { nombreBagages: 2, id: 'r1', adresseDepart: 'Gare de Lyon' };
    const picked = pickRenamed(TABLE, row);
    expect(picked).toEqual({ adresse_depart: 'Gare de Lyon', nombre_bagages: 2 });
    expect(Object.keys(picked)).toEqual(['adresse_depart', 'nombre_bagages']);
    // the types follow: a number stays a number
    const bags: number = picked.nombre_bagages;
    expect(bags).toBe(2);
  });
});

describe('spreadRenamed', () => {
  it('writes each field under its column, and back again unchanged', () => {
    const input = { adresse_depart: 'Orly', nombre_bagages: null, extra: true };
    const row = spreadRenamed(TABLE, input);
    expect(row).toEqual({ adresseDepart: 'Orly', nombreBagages: null });
    expect(pickRenamed(TABLE, row)).toEqual({ adresse_depart: 'Orly', nombre_bagages: null });
  });
});
