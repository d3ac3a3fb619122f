/*
 * French typography of generated text, one helper each, used by the site, the e-mails and the
 * documents alike (docs/product/public-site.md#phone-numbers-and-names).
 */

/** Country codes of one and two digits (E.164); every other code has three. */
const SHORT_COUNTRY_CODES = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/** `123456789` → `1 23 45 67 89`: pairs from the end, as French numbers are read. */
const pairsFromEnd = (digits: string): string =>
  (digits.length % 2 === 1 ? [digits.slice(0, 1), ...pairs(digits.slice(1))] : pairs(digits)).join(
    ' ',
  );
const pairs = (digits: string): string[] => digits.match(/\d{2}/g) ?? [];

/**
 * A phone number as people read it: `0612345678` → `06 12 34 56 78`, `+33612345678` →
 * `+33 6 12 34 56 78`, another country's `+<code> ` then pairs. Anything that is not a phone
 * number (letters, too few digits) is returned as it was written.
 */
export const formatPhone = (raw: string): string => {
  const compact = raw.replace(/[\s.\-()]/g, '');
  if (!/^\+?\d{6,15}$/.test(compact)) return raw.trim();
  if (!compact.startsWith('+')) {
    return compact.length === 10 && compact.startsWith('0') ? pairs(compact).join(' ') : compact;
  }
  const digits = compact.slice(1);
  const code = SHORT_COUNTRY_CODES.has(digits.slice(0, 1))
    ? digits.slice(0, 1)
    : SHORT_COUNTRY_CODES.has(digits.slice(0, 2))
      ? digits.slice(0, 2)
      : digits.slice(0, 3);
  return `+${code} ${pairsFromEnd(digits.slice(code.length))}`;
};

/** The address of a `tel:` link: the digits and a leading `+`. */
export const phoneHref = (raw: string): string => `tel:${raw.replace(/[^\d+]/g, '')}`;

/**
 * `de` before a name, elided before a vowel: `de Marc`, `d'Élodie`, `d'Yves`
 * (docs/product/public-site.md#phone-numbers-and-names). An `h` is left alone: whether it is
 * silent cannot be told from the spelling.
 */
export const deName = (name: string): string =>
  /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name.trim()) ? `d'${name.trim()}` : `de ${name.trim()}`;
