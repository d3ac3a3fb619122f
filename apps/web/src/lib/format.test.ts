import { describe, expect, it } from 'vitest';
import { formatEuros } from './format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('amounts in euros', () => {
  it('never writes one decimal: cents are two digits or none', () => {
    expect(spaces(formatEuros(75.5, 'fr'))).toBe('75,50 €');
    expect(spaces(formatEuros(75.5, 'en'))).toBe('€75.50');
    expect(spaces(formatEuros(1280, 'fr'))).toBe('1 280 €');
  });

  it('writes the cents of every amount of the back-office, even whole', () => {
    expect(spaces(formatEuros(430, 'fr', true))).toBe('430,00 €');
    expect(spaces(formatEuros(0, 'en', true))).toBe('€0.00');
  });
});
