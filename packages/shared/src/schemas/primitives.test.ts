import { describe, expect, it } from 'vitest';
import {
  boundedLine,
  boundedText,
  emailAddress,
  isDateText,
  isCalendarDate,
  phoneNumber,
} from './primitives';

const messages = { type: 'm.type', tooLong: 'm.tooLong', invalidCharacters: 'm.characters' };
const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text primitives', () => {
  it('a one-line text is trimmed, bounded and refuses control characters', () => {
    const line = boundedLine(5, messages);
    expect(line.parse('  abc  ')).toBe('abc');
    expect(issuesOf(line.safeParse('abcdef'))).toEqual(['m.tooLong']);
    expect(issuesOf(line.safeParse('a\nb'))).toEqual(['m.characters']);
    expect(issuesOf(line.safeParse(3))).toEqual(['m.type']);
    expect(line.parse('')).toBe('');
  });

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['Arabic letter mark', '\u061C'],
    ['right-to-left override', '\u202E'],
    ['first-strong isolate', '\u2068'],
  ])('refuses a %s in one-line and multi-line texts alike', (_, char) => {
    expect(issuesOf(boundedLine(20, messages).safeParse(`Léa${char}`))).toEqual(['m.characters']);
    expect(issuesOf(boundedText(20, messages).safeParse(`Léa\n${char}`))).toEqual(['m.characters']);
  });

  it('a required text names the missing value with its own message', () => {
    const required = boundedLine(5, { ...messages, required: 'm.required' });
    expect(issuesOf(required.safeParse('   '))).toEqual(['m.required']);
  });

  it('a multi-line text accepts line breaks and tabs, not other control characters', () => {
    const text = boundedText(20, messages);
    expect(text.parse('one\ntwo\tthree')).toBe('one\ntwo\tthree');
    expect(issuesOf(text.safeParse('one\u0000two'))).toEqual(['m.characters']);
  });

  it('e-mail and phone fields give their format message only to a value that fits', () => {
    const format = { required: 'f.required', invalid: 'f.invalid', invalidCharacters: 'f.chars' };
    expect(issuesOf(emailAddress(format).safeParse('no-at-sign'))).toEqual(['f.invalid']);
    expect(issuesOf(emailAddress(format).safeParse(''))).toEqual(['f.required']);
    expect(phoneNumber(format).parse('06 12 34 56 78')).toBe('06 12 34 56 78');
    expect(issuesOf(phoneNumber(format).safeParse('12'))).toEqual(['f.invalid']);
  });

  it('tells a date written YYYY-MM-DD from a real calendar day', () => {
    expect(isDateText('2025-02-30')).toBe(true);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isDateText('30/02/2025')).toBe(false);
  });
});
