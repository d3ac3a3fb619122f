import { describe, expect, it } from 'vitest';
import {
  clampTimeUnit,
  currentTime,
  formatTime,
  parseTime,
  sanitizeTypedUnit,
  stepTimeUnit,
} from './time-values';

describe('time picker helpers', () => {
  it.each([
    ['7', 23, 7],
    ['23', 23, 23],
    ['24', 23, 23],
    ['99', 59, 59],
    ['0', 59, 0],
    ['', 23, 0],
    ['abc', 23, 0],
    ['-3', 23, 0],
    ['1.5', 59, 0],
  ])('reads %j as %i (range 0 to %i)', (text, max, expected) => {
    expect(clampTimeUnit(text, max)).toBe(expected);
  });

  it('keeps what is being typed in range, replaces the rest at once', () => {
    expect(sanitizeTypedUnit('', 23)).toBe('');
    expect(sanitizeTypedUnit('0', 23)).toBe('0');
    expect(sanitizeTypedUnit('08', 23)).toBe('08');
    expect(sanitizeTypedUnit('25', 23)).toBe('23');
    expect(sanitizeTypedUnit('x', 59)).toBe('0');
    expect(sanitizeTypedUnit('123', 59)).toBe('59');
  });

  it('stops the arrows at the bounds', () => {
    expect(stepTimeUnit(23, 1, 23)).toBe(23);
    expect(stepTimeUnit(0, -1, 23)).toBe(0);
    expect(stepTimeUnit(58, 1, 59)).toBe(59);
    expect(stepTimeUnit(59, 1, 59)).toBe(59);
  });

  it('writes two-digit hours, a colon and two-digit minutes', () => {
    expect(formatTime(5, 7)).toBe('05:07');
    expect(currentTime(new Date(2025, 5, 14, 21, 4))).toBe('21:04');
    expect(parseTime('05:07')).toEqual({ hours: 5, minutes: 7 });
    expect(parseTime('24:00')).toBeUndefined();
    expect(parseTime('5:07')).toBeUndefined();
  });
});
