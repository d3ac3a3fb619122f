import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatMonthTitle,
  isBeforeDay,
  monthGrid,
  moveFocus,
  parseIsoDay,
  toIsoDay,
  weekStartsOn,
  weekdayKeys,
} from './calendar-dates';

const day = (iso: string): Date => {
  const date = parseIsoDay(iso);
  if (!date) throw new Error(`bad test date ${iso}`);
  return date;
};

describe('date picker calendar maths', () => {
  it('lays June 2025 out in whole French weeks from Monday to Sunday', () => {
    const weeks = monthGrid(day('2025-06-14'), 'fr');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(toIsoDay(weeks[0]![0]!)).toBe('2025-05-26'); // a Monday
    expect(toIsoDay(weeks[0]![6]!)).toBe('2025-06-01'); // Sunday 1 June, last column
    expect(toIsoDay(weeks[5]![6]!)).toBe('2025-07-06');
  });

  it('starts each month on the Monday on or before its first day, in French and British English', () => {
    for (const language of ['fr', 'en']) {
      expect(toIsoDay(monthGrid(day('2026-02-10'), language)[0]![0]!)).toBe('2026-01-26');
      expect(toIsoDay(monthGrid(day('2026-06-01'), language)[0]![0]!)).toBe('2026-06-01');
      const march = monthGrid(day('2026-03-01'), language);
      expect(toIsoDay(march[0]![0]!)).toBe('2026-02-23');
      expect(march).toHaveLength(6);
    }
  });

  it('heads the columns from Monday (Lun … Dim) in both of the app languages', () => {
    expect(weekStartsOn('fr')).toBe(1);
    expect(weekStartsOn('en')).toBe(1);
    expect(weekdayKeys('fr')).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(weekdayKeys('en-GB')).toEqual(weekdayKeys('fr'));
  });

  it('compares by calendar day, whatever the hour', () => {
    const today = new Date(2025, 5, 14, 0, 1);
    expect(isBeforeDay(new Date(2025, 5, 13, 23, 59), today)).toBe(true);
    expect(isBeforeDay(new Date(2025, 5, 14, 0, 0), new Date(2025, 5, 14, 23, 59))).toBe(false);
    expect(isBeforeDay(new Date(2025, 5, 15), today)).toBe(false);
  });

  it('reads and writes year-month-day text as local days, refusing impossible dates', () => {
    expect(toIsoDay(day('2025-06-14'))).toBe('2025-06-14');
    expect(day('2025-06-14').getDate()).toBe(14);
    expect(parseIsoDay('2025-02-30')).toBeUndefined();
    expect(parseIsoDay('14/06/2025')).toBeUndefined();
    expect(parseIsoDay('')).toBeUndefined();
  });

  it('writes the long French form and the English one', () => {
    expect(formatLongDate(day('2025-06-14'), 'fr')).toBe('samedi 14 juin 2025');
    expect(formatLongDate(day('2025-06-14'), 'en')).toBe('Saturday 14 June 2025');
    expect(formatMonthTitle(day('2025-06-14'), 'fr')).toBe('Juin 2025');
    expect(formatMonthTitle(day('2025-06-14'), 'en')).toBe('June 2025');
  });

  it('moves the focus like the APG date picker grid', () => {
    const from = day('2025-06-30'); // a Monday
    const moved = (key: string, shift = false) => toIsoDay(moveFocus(from, key, 'fr', shift)!);
    expect(moved('ArrowRight')).toBe('2025-07-01');
    expect(moved('ArrowLeft')).toBe('2025-06-29');
    expect(moved('ArrowDown')).toBe('2025-07-07');
    expect(moved('ArrowUp')).toBe('2025-06-23');
    expect(moved('Home')).toBe('2025-06-30'); // already the first day of a French week
    expect(moved('End')).toBe('2025-07-06'); // the Sunday that closes it
    expect(moved('PageDown')).toBe('2025-07-30');
    expect(moved('PageUp', true)).toBe('2024-06-30');
    expect(moveFocus(from, 'a', 'fr')).toBeUndefined();
  });
});
