import { describe, expect, it } from 'vitest';
import { addDays, formatDay, formatMoney, formatRate, parisDayAndTime } from './documents.format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('how documents write amounts and dates', () => {
  it('writes euros the French way in French, the English way in English', () => {
    expect(plain(formatMoney(125_000, 'fr'))).toBe('1 250,00 €');
    expect(plain(formatMoney(113_636, 'fr'))).toBe('1 136,36 €');
    expect(plain(formatMoney(5, 'fr'))).toBe('0,05 €');
    expect(formatMoney(125_000, 'en')).toBe('€1,250.00');
  });

  it('never uses the narrow no-break space, which not every font has', () => {
    expect(formatMoney(125_000, 'fr')).not.toMatch(/\u202f/);
  });

  it('writes the rate as a percentage', () => {
    expect(plain(formatRate(1000, 'fr'))).toBe('10 %');
    expect(plain(formatRate(550, 'fr'))).toBe('5,5 %');
    expect(formatRate(2000, 'en')).toBe('20%');
  });

  it('writes days dd/mm/yyyy and reads instants in Paris time', () => {
    expect(formatDay('2026-03-09')).toBe('09/03/2026');
    // 23:30 UTC on 31 December is already 1 January in Paris (winter, UTC+1)
    expect(parisDayAndTime('2026-12-31T23:30:00Z')).toEqual({ day: '2027-01-01', time: '00:30' });
    // summer time: UTC+2
    expect(parisDayAndTime('2026-07-14T08:05:00Z')).toEqual({ day: '2026-07-14', time: '10:05' });
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-23', 30)).toBe('2026-12-23');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
