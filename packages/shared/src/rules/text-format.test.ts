import { describe, expect, it } from 'vitest';
import { deName, formatPhone, phoneHref } from './text-format';

describe('phone numbers as people read them', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    [' 06 12 34 56 78 ', '06 12 34 56 78'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+33 1 84 60 00 00', '+33 1 84 60 00 00'],
    ['+447911123456', '+44 79 11 12 34 56'],
    ['+41791234567', '+41 7 91 23 45 67'],
    ['+12125551234', '+1 21 25 55 12 34'],
    ['+352621123456', '+352 6 21 12 34 56'],
    ['pas un numéro', 'pas un numéro'],
  ])('%s → %s', (raw, printed) => {
    expect(formatPhone(raw)).toBe(printed);
  });

  it('links with the digits only', () => {
    expect(phoneHref('+33 1 84 60 00 00')).toBe('tel:+33184600000');
  });
});

describe('« de » before a name', () => {
  it.each([
    ['Élodie', "d'Élodie"],
    ['Marc', 'de Marc'],
    ['Yves', "d'Yves"],
    ['anne', "d'anne"],
    ['Hugo', 'de Hugo'],
  ])('%s → %s', (name, written) => {
    expect(deName(name)).toBe(written);
  });
});
