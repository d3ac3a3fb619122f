import { z } from 'zod';
import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '../constants';

/*
 * The text, date and time values people type, as every form of the site reads them: booking,
 * the quick request, contact, job applications and the accounts. One set of size limits and one
 * rule per kind of value (docs/product/booking.md, docs/product/contact-and-recruitment.md).
 */

/** Bounds no honest visitor reaches; they keep hostile bodies small and the admin views legible. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** raw phone input, separators included */
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 300;

/** "Not in the past" is judged by the calendar of the company, whatever the browser's zone. */
export const BOOKING_TIME_ZONE = 'Europe/Paris';

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Paris as YYYY-MM-DD. */
export const parisToday = (now: Date = new Date()): string => parisDay.format(now);

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and the time (HH:mm) it is in Paris: how a trip's pick-up is written. */
export interface ParisMoment {
  day: string;
  time: string;
}
export const parisMoment = (now: Date = new Date()): ParisMoment => ({
  day: parisDay.format(now),
  time: parisClock.format(now),
});

/**
 * Whether a pick-up on `date` at `heure` (Paris) has passed at `now`: an earlier day, or today at
 * an earlier minute (this very minute is still "now", the time picker's `Maintenant`). A request
 * for it is refused like a past day, and its devis can no longer be accepted
 * (docs/product/booking.md, docs/product/customer-area.md#confirm-and-cancel).
 */
export const isPickupPast = (date: string, heure: string, now: ParisMoment = parisMoment()) =>
  date < now.day || (date === now.day && heure < now.time);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Written YYYY-MM-DD, whether or not the day exists (the quick form's check). */
export const isDateText = (value: string): boolean => DATE_PATTERN.test(value);

/** A real calendar day written YYYY-MM-DD ('2025-02-30' is not one). */
export const isCalendarDate = (value: string): boolean => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/** HH:mm from 00:00 to 23:59, two digits each (the time picker's output). */
export const isClockTime = (value: string): boolean => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * Phone numbers: people write "06 12 34 56 78", "06.12.34.56.78" or "+33 6 12 34 56 78". Spaces
 * (any Unicode space), dots and hyphens are separators and are removed before the "digits only,
 * 10 to 15" rule; a single leading + is kept (it is part of an international number) and not
 * counted as a digit. The number is stored in that normalised form.
 */
export const normalisePhone = (value: string): string => value.replace(/[\s.-]/g, '');
const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}$`);
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(normalisePhone(value));

/** The "simple address pattern": something@something.something, no spaces. */
// the domain: its first character, then up to its first dot after it, then at least one more
// (one way to match each address: linear time, whatever is typed)
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);

/**
 * Control characters (NUL breaks PostgreSQL text, newlines break headers and CSV exports), line
 * separators, bidirectional controls — embeddings, overrides, isolates and the invisible
 * direction marks (they disguise text in the back-office and in e-mails) — and lone surrogates
 * (not text) are refused in one-line fields. Emoji and accents are fine.
 */
const FORBIDDEN_SINGLE_LINE =
  /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** The message of a field holding such characters, when its form has no wording of its own. */
export const INVALID_CHARACTERS_MESSAGE = 'validation.invalidCharacters';
export const isSingleLineText = (value: string): boolean => !FORBIDDEN_SINGLE_LINE.test(value);
/** A comment or a message may span lines: tab, line feed and carriage return are allowed there. */
export const isMultiLineText = (value: string): boolean =>
  isSingleLineText(value.replace(/[\t\n\r]/g, ''));

/** The message keys of a text field; each form has its own wording. */
export interface TextMessages {
  /** the value is not text at all */
  type: string;
  tooLong: string;
  invalidCharacters: string;
  /** set when the field is required: the key shown when it is missing or blank */
  required?: string;
}

/** A one-line text: trimmed, bounded, without control characters. */
export const boundedLine = (max: number, messages: TextMessages) => {
  const trimmed = z.string(messages.type).trim();
  return (messages.required === undefined ? trimmed : trimmed.min(1, messages.required))
    .max(max, messages.tooLong)
    .refine(isSingleLineText, messages.invalidCharacters);
};

/** A text that may span lines: trimmed, bounded, without other control characters. */
export const boundedText = (max: number, messages: TextMessages) => {
  const trimmed = z.string(messages.type).trim();
  return (messages.required === undefined ? trimmed : trimmed.min(1, messages.required))
    .max(max, messages.tooLong)
    .refine(isMultiLineText, messages.invalidCharacters);
};

/**
 * A required one-line text of the contact and recruitment forms. `required` is the key shown when
 * it is missing or blank.
 */
export const singleLineText = (
  max: number,
  messages: { required: string; invalidCharacters: string },
) =>
  boundedLine(max, {
    type: messages.required,
    required: messages.required,
    tooLong: 'validation.tooLong',
    invalidCharacters: messages.invalidCharacters,
  });

/** The format rule of an e-mail field, once the length is known to fit. */
export const fitsEmailRule = (value: string): boolean =>
  value === '' || value.length > EMAIL_MAX_LENGTH || isEmailAddress(value);
/** The format rule of a phone field, once the length is known to fit. */
export const fitsPhoneRule = (value: string): boolean =>
  value === '' || value.length > PHONE_MAX_LENGTH || isPhoneNumber(value);

interface FormatMessages {
  required: string;
  invalid: string;
  invalidCharacters: string;
}

/** A required e-mail address; a blank or oversized value already has its message. */
export const emailAddress = (messages: FormatMessages) =>
  singleLineText(EMAIL_MAX_LENGTH, messages).refine(fitsEmailRule, messages.invalid);

/** A required phone number. */
export const phoneNumber = (messages: FormatMessages) =>
  singleLineText(PHONE_MAX_LENGTH, messages).refine(fitsPhoneRule, messages.invalid);

/**
 * A search as typed, without control characters (no name, address or phone holds one, and
 * PostgreSQL refuses NUL in text) and without surrounding spaces.
 */
export const searchTerm = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
