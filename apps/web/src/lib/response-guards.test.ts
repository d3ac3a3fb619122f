import { describe, expect, it } from 'vitest';
import { arrayOf, checkWith, hasStrings } from './response-guards';

const isNamed = (value: unknown): value is { name: string } => hasStrings(value, ['name']);

describe('response checks', () => {
  it('pass what has the expected shape, and nothing else', () => {
    const check = checkWith(arrayOf(isNamed));
    expect(check.safeParse([{ name: 'Léa' }])).toEqual({ success: true, data: [{ name: 'Léa' }] });
    for (const garbage of [null, '<html>', [{ name: 1 }], [null], { name: 'x' }]) {
      expect(check.safeParse(garbage)).toEqual({ success: false });
    }
  });
});
