import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatMonthTitle,
  isBeforeDay,
  monthGrid,
  moveFocus,
  parseIsoDay,
  toIsoDay,
} from './calendar-dates';

const day = (iso: string): Date => {
  const date = parseIsoDay(iso);
  if (!date) throw new Error(`bad test date ${iso}`);
  return date;
};

describe('date picker calendar maths', () => {
  it('lays June 2025 out in whole weeks from Sunday to Saturday', () => {
    const weeks = monthGrid(day('2025-06-14'));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(toIsoDay(weeks[0]![0]!)).toBe('2025-06-01'); // a Sunday
    expect(toIsoDay(weeks[4]![6]!)).toBe('2025-07-05');
  });

  it('starts February 2026 on the Sunday of the previous month', () => {
    const weeks = monthGrid(day('2026-02-10'));
    expect(toIsoDay(weeks[0]![0]!)).toBe('2026-02-01');
    const march = monthGrid(day('2026-03-01'));
    expect(toIsoDay(march[0]![0]!)).toBe('2026-03-01');
    const may = monthGrid(day('2026-05-31'));
    expect(toIsoDay(may[0]![0]!)).toBe('2026-04-26');
    expect(may).toHaveLength(6);
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
    const moved = (key: string, shift = false) => toIsoDay(moveFocus(from, key, shift)!);
    expect(moved('ArrowRight')).toBe('2025-07-01');
    expect(moved('ArrowLeft')).toBe('2025-06-29');
    expect(moved('ArrowDown')).toBe('2025-07-07');
    expect(moved('ArrowUp')).toBe('2025-06-23');
    expect(moved('Home')).toBe('2025-06-29');
    expect(moved('End')).toBe('2025-07-05');
    expect(moved('PageDown')).toBe('2025-07-30');
    expect(moved('PageUp', true)).toBe('2024-06-30');
    expect(moveFocus(from, 'a')).toBeUndefined();
  });
});
