import { HOURS_MAX, MINUTES_MAX } from '@navette/shared';

/** Pure helpers of the time picker (docs/product/booking.md), tested without rendering. */

/** The quick choices after 'Maintenant' (docs/product/booking.md#time-picker). */
export const QUICK_TIMES = ['08:00', '12:00', '14:00', '18:00', '20:00'] as const;

export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** Typed text as a value from 0 to `max`: anything that is not a whole number becomes 0. */
export const clampTimeUnit = (text: string, max: number): number => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 0;
  return Math.min(Number(trimmed), max);
};

/**
 * What the field shows while typing: up to two digits within range are kept as typed ('', '0',
 * '08'), anything else is replaced by its clamped value at once ('99' → '23', 'a' → '0').
 */
export const sanitizeTypedUnit = (text: string, max: number): string =>
  /^\d{0,2}$/.test(text) && (text === '' || Number(text) <= max)
    ? text
    : String(clampTimeUnit(text, max));

/** One step up or down, stopping at 0 and `max` (the arrows do not wrap around). */
export const stepTimeUnit = (value: number, delta: number, max: number): number =>
  Math.min(max, Math.max(0, value + delta));

export const formatTime = (hours: number, minutes: number): string =>
  `${pad2(hours)}:${pad2(minutes)}`;

/** 'HH:mm' → its parts, or undefined for anything else. */
export const parseTime = (value: string): { hours: number; minutes: number } | undefined => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= HOURS_MAX && minutes <= MINUTES_MAX ? { hours, minutes } : undefined;
};

/** 'Maintenant': the current local time, to the minute. */
export const currentTime = (now: Date): string => formatTime(now.getHours(), now.getMinutes());
