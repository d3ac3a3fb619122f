import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it('writes the calendar day in long form, in French or English', () => {
    expect(formatLongDate('2026-03-14', 'fr')).toBe('samedi 14 mars 2026');
    expect(formatLongDate('2026-03-14', 'en')).toBe('Saturday, March 14, 2026');
  });

  it('leaves anything else as it is', () => {
    expect(formatLongDate('', 'fr')).toBe('');
    expect(formatLongDate(null, 'fr')).toBe('');
    expect(formatLongDate('14/03/2026', 'fr')).toBe('14/03/2026');
  });
});
