import { POSTCODE_PREFIX_PATTERN, TARIFF_MESSAGES as M } from '@navette/shared';
import type { TariffInput } from '@navette/shared';
import {
  SUPPLEMENT_KEYS,
  SUPPLEMENT_KINDS,
  type RateDraft,
  type TariffDraft,
  type ZoneDraft,
} from './tariff-draft';

/*
 * The draft's texts turned into the tariff document (docs/product/back-office.md#tarifs). Only
 * what cannot be sent is checked here: a text that is not an amount, a whole number, a postcode
 * or a point. The rest (ranges, zones named, pairs…) is the server's, whose field messages the
 * page shows at the same paths (`zones.0.postcodes`, `rates.1.flatFares.0.priceCents`).
 */

/** Field path (the schema's, dotted) → message key (`adminTariff.validation.*`). */
export type DraftErrors = Readonly<Record<string, string>>;

export type ParsedDraft = { ok: true; tariff: TariffInput } | { ok: false; errors: DraftErrors };

/** `85`, `85,5`, `85.50`, `1 250,00` (spaces as a thousands separator): euros → cents. */
export const parseCents = (text: string): number | undefined => {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return undefined;
  const [, euros = '', fraction = ''] = match;
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
};

export const parseWhole = (text: string): number | undefined =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** Comma-, semicolon- or space-separated. */
export const splitPostcodes = (text: string): string[] =>
  text.split(/[\s,;]+/).filter((code) => code !== '');

export const splitLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** One `latitude, longitude` a line → the schema's [longitude, latitude]; undefined if unreadable. */
export const parsePolygon = (text: string): [number, number][] | undefined => {
  const points: [number, number][] = [];
  for (const line of splitLines(text)) {
    const parts = line.split(/[\s,;]+/).filter((part) => part !== '');
    const [lat, lon] = parts.map(Number);
    if (parts.length !== 2 || !Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
    points.push([lon as number, lat as number]);
  }
  return points;
};

/** Reads the texts, noting each unreadable one at its path; a placeholder 0 keeps the shape. */
const reader = () => {
  const errors: Record<string, string> = {};
  const read = (value: number | undefined, path: string, message: string): number => {
    if (value !== undefined) return value;
    errors[path] ??= message;
    return 0;
  };
  return {
    errors,
    money: (text: string, path: string) => read(parseCents(text), path, M.amount),
    whole: (text: string, path: string, message: string) => read(parseWhole(text), path, message),
    note: (path: string, message: string) => {
      errors[path] ??= message;
    },
  };
};
type Reader = ReturnType<typeof reader>;

const parseZone = (zone: ZoneDraft, at: string, r: Reader) => {
  const postcodes = splitPostcodes(zone.postcodes);
  if (!postcodes.every((code) => POSTCODE_PREFIX_PATTERN.test(code))) {
    r.note(`${at}.postcodes`, M.postcode);
  }
  const polygon = parsePolygon(zone.polygon);
  if (!polygon) r.note(`${at}.polygon`, M.polygon);
  return {
    id: zone.id.trim(),
    name: zone.name,
    nameEn: zone.nameEn,
    address: zone.address,
    postcodes,
    communes: splitLines(zone.communes),
    polygon: polygon ?? [],
  };
};

const parseRate = (rate: RateDraft, at: string, r: Reader) => ({
  serviceId: rate.serviceId,
  vehicleId: rate.vehicleId,
  flatFares: rate.flatFares.map((fare, index) => ({
    from: fare.from,
    to: fare.to,
    priceCents: r.money(fare.price, `${at}.flatFares.${index}.priceCents`),
    bothWays: fare.bothWays,
  })),
  formula: rate.formula && {
    pickupCents: r.money(rate.formula.pickup, `${at}.formula.pickupCents`),
    perKmCents: r.money(rate.formula.perKm, `${at}.formula.perKmCents`),
    perMinuteCents: r.money(rate.formula.perMinute, `${at}.formula.perMinuteCents`),
    minimumCents: r.money(rate.formula.minimum, `${at}.formula.minimumCents`),
    area: [...rate.formula.area],
  },
  hourly: rate.hourly && {
    packages: rate.hourly.packages.map((item, index) => ({
      hours: r.whole(item.hours, `${at}.hourly.packages.${index}.hours`, M.hours),
      priceCents: r.money(item.price, `${at}.hourly.packages.${index}.priceCents`),
    })),
    extraHourCents: r.money(rate.hourly.extraHour, `${at}.hourly.extraHourCents`),
  },
  supplements: Object.fromEntries(
    SUPPLEMENT_KEYS.map((key) => {
      const text = rate.supplements[key];
      const path = `${at}.supplements.${key}`;
      const kind = SUPPLEMENT_KINDS[key];
      return [key, kind === 'amount' ? r.money(text, path) : r.whole(text, path, M[kind])];
    }),
  ),
  returnDiscountPercent: r.whole(rate.returnDiscount, `${at}.returnDiscountPercent`, M.percent),
});

/** The document to send, or the fields whose text cannot be read. */
export const parseDraft = (draft: TariffDraft): ParsedDraft => {
  const r = reader();
  const tariff: TariffInput = {
    zones: draft.zones.map((zone, index) => parseZone(zone, `zones.${index}`, r)),
    rates: draft.rates.map((rate, index) => parseRate(rate, `rates.${index}`, r)),
    night: { ...draft.night },
    cancellation: {
      freeUntilHours: r.whole(
        draft.cancellation.freeUntilHours,
        'cancellation.freeUntilHours',
        M.hours,
      ),
      feePercent: r.whole(draft.cancellation.feePercent, 'cancellation.feePercent', M.percent),
    },
  };
  return Object.keys(r.errors).length === 0
    ? { ok: true, tariff }
    : { ok: false, errors: r.errors };
};

/**
 * The message of a field: the one at its path, or the first one under it (a postcode of the
 * list, a point of the outline: `zones.0.polygon.2.1`).
 */
export const errorAt = (errors: DraftErrors, path: string): string | undefined =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

/** Whether anything under `path` is in error (a zone, a pair of the rates). */
export const hasErrorUnder = (errors: DraftErrors, path: string): boolean =>
  errorAt(errors, path) !== undefined;

/**
 * A 400's field messages, the body's paths: the tariff's (`tariff.zones.0.id`, shown in the
 * editor as `zones.0.id`) and the others (`note`, the simulator's `trip.date`).
 */
export const splitServerFields = (
  fields: Readonly<Record<string, string>> | undefined,
): { tariff: DraftErrors; other: Readonly<Record<string, string>> } => {
  const tariff: Record<string, string> = {};
  const other: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (path.startsWith('tariff.')) tariff[path.slice('tariff.'.length)] = message;
    else other[path] = message;
  }
  return { tariff, other };
};
