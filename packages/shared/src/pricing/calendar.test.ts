import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisMoment } from '../schemas/primitives';
import {
  easterSunday,
  frenchPublicHolidays,
  hoursUntilPickup,
  isFrenchPublicHoliday,
  isNightTime,
  isSunday,
  parisWallClockToInstant,
} from './calendar';

describe('the public holidays of metropolitan France', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i is on %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it.each([
    [2024, ['2024-04-01', '2024-05-09', '2024-05-20']],
    [2025, ['2025-04-21', '2025-05-29', '2025-06-09']],
    [2026, ['2026-04-06', '2026-05-14', '2026-05-25']],
    [2027, ['2027-03-29', '2027-05-06', '2027-05-17']],
  ])('%i: the eleven days, Easter Monday, Ascension and Whit Monday included', (year, movable) => {
    const [easterMonday, ascension, whitMonday] = movable as [string, string, string];
    expect(frenchPublicHolidays(year)).toEqual(
      [
        `${year}-01-01`,
        easterMonday,
        `${year}-05-01`,
        `${year}-05-08`,
        ascension,
        whitMonday,
        `${year}-07-14`,
        `${year}-08-15`,
        `${year}-11-01`,
        `${year}-11-11`,
        `${year}-12-25`,
      ].sort(),
    );
  });

  it('lists a day once when Ascension falls on 1 May (2008)', () => {
    const days = frenchPublicHolidays(2008);
    expect(days).toHaveLength(10);
    expect(days.filter((day) => day === '2008-05-01')).toHaveLength(1);
  });

  it.each([
    ['2025-04-21', true],
    ['2026-05-14', true],
    ['2027-05-17', true],
    ['2026-07-14', true],
    ['2026-04-05', false], // Easter Sunday itself is a Sunday, not a holiday
    ['2026-12-26', false],
    ['2026-06-10', false],
  ])('%s is a public holiday: %s', (day, holiday) => {
    expect(isFrenchPublicHoliday(day)).toBe(holiday);
  });

  it.each([
    ['2026-06-14', true],
    ['2026-11-01', true],
    ['2026-06-13', false],
    ['2026-06-15', false],
  ])('%s is a Sunday: %s', (day, sunday) => {
    expect(isSunday(day)).toBe(sunday);
  });

  it('refuses a day that is not written YYYY-MM-DD or does not exist', () => {
    expect(() => isSunday('2026-02-30')).toThrow(RangeError);
    expect(() => isFrenchPublicHoliday('14/07/2026')).toThrow(RangeError);
  });
});

describe('the night hours', () => {
  const acrossMidnight = { start: '22:00', end: '06:00' };
  it.each([
    ['22:00', true],
    ['23:30', true],
    ['00:00', true],
    ['05:59', true],
    ['06:00', false],
    ['21:59', false],
    ['14:00', false],
  ])('22:00–06:00 holds %s: %s', (time, night) => {
    expect(isNightTime(time, acrossMidnight)).toBe(night);
  });

  it.each([
    ['00:00', true],
    ['04:59', true],
    ['05:00', false],
    ['23:59', false],
  ])('00:00–05:00 holds %s: %s', (time, night) => {
    expect(isNightTime(time, { start: '00:00', end: '05:00' })).toBe(night);
  });

  it('a window starting at its end holds no hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (t, s) => {
        const clock = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        expect(isNightTime(clock(t), { start: clock(s), end: clock(s) })).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a Paris wall-clock pick-up as an instant', () => {
  it.each([
    ['2026-06-10', '14:00', '2026-06-10T12:00:00.000Z'], // summer time, UTC+2
    ['2026-01-15', '14:00', '2026-01-15T13:00:00.000Z'], // winter time, UTC+1
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    // 02:00–02:59 does not exist that day: the instant clocks go forward, 03:00 summer time
    ['2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '02:30', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    // 02:00–02:59 happens twice: the first time, still in summer time
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
  ])('%s %s in Paris is %s', (day, time, iso) => {
    expect(parisWallClockToInstant(day, time).toISOString()).toBe(iso);
  });

  it('gives back the day and time Paris reads at any instant', () => {
    const instants = fc
      .integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
      .map((minutes) => new Date(minutes * 60_000));
    fc.assert(
      fc.property(instants, (instant) => {
        const moment = parisMoment(instant);
        const back = parisWallClockToInstant(moment.day, moment.time);
        expect(parisMoment(back)).toEqual(moment);
        // twice the same wall clock (autumn): the first of the two
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - back.getTime()).toBeLessThanOrEqual(3_600_000);
      }),
      { numRuns: 200 },
    );
  });

  it('gives back any wall-clock time but those the spring change skips', () => {
    const days = fc
      .integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
      .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
    const times = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(days, times, (day, time) => {
        const read = parisMoment(parisWallClockToInstant(day, time));
        const lastSundayOfMarch = day.slice(5, 7) === '03' && day.slice(8) >= '25' && isSunday(day);
        if (lastSundayOfMarch && time.startsWith('02:')) {
          expect(read).toEqual({ day, time: '03:00' });
        } else {
          expect(read).toEqual({ day, time });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('counts the real hours to a pick-up, across the changes of time', () => {
    const at = (day: string, time: string) => parisWallClockToInstant(day, time);
    expect(hoursUntilPickup('2026-03-29', '04:30', at('2026-03-29', '00:30'))).toBe(3);
    expect(hoursUntilPickup('2026-10-25', '04:30', at('2026-10-25', '00:30'))).toBe(5);
    expect(hoursUntilPickup('2026-06-10', '14:00', new Date('2026-06-10T10:30:00Z'))).toBe(1.5);
    expect(hoursUntilPickup('2026-06-10', '14:00', new Date('2026-06-11T12:00:00Z'))).toBe(-24);
  });

  it('refuses a time not written HH:mm', () => {
    expect(() => parisWallClockToInstant('2026-06-10', '24:00')).toThrow(RangeError);
    expect(() => parisWallClockToInstant('2026-06-10', '9:00')).toThrow(RangeError);
  });
});
