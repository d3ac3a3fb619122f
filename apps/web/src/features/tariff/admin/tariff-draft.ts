import { supplementsSchema } from '@navette/shared';
import type { Supplements, Tariff, TariffRate, TariffZone } from '@navette/shared';

/*
 * The tariff as the back-office edits it (docs/product/back-office.md#tarifs): the document's
 * shape, but every number as the text typed (euros with a comma or a point, whole numbers) and a
 * zone's lists as the text areas hold them, so that a half-typed `12,` stays on screen. It turns
 * into the document on save or simulation (tariff-parse.ts).
 */

export interface ZoneDraft {
  id: string;
  name: string;
  nameEn: string;
  address: string;
  /** comma- or space-separated */
  postcodes: string;
  /** one a line */
  communes: string;
  /** one `latitude, longitude` a line */
  polygon: string;
}

export interface FlatFareDraft {
  from: string;
  to: string;
  price: string;
  bothWays: boolean;
}

export interface FormulaDraft {
  pickup: string;
  perKm: string;
  perMinute: string;
  minimum: string;
  area: string[];
}

export interface HourlyDraft {
  packages: { hours: string; price: string }[];
  extraHour: string;
}

export type SupplementKey = keyof Supplements;
export type SupplementsDraft = Record<SupplementKey, string>;

export interface RateDraft {
  serviceId: string;
  vehicleId: string;
  flatFares: FlatFareDraft[];
  formula: FormulaDraft | null;
  hourly: HourlyDraft | null;
  supplements: SupplementsDraft;
  returnDiscount: string;
}

export interface TariffDraft {
  zones: ZoneDraft[];
  rates: RateDraft[];
  night: { start: string; end: string };
  cancellation: { freeUntilHours: string; feePercent: string };
}

/** Which supplements are amounts (typed in euros); the others are whole numbers. */
export const SUPPLEMENT_KINDS = {
  nightPercent: 'percent',
  sundayPercent: 'percent',
  holidayPercent: 'percent',
  luggageIncluded: 'count',
  perExtraLuggageCents: 'amount',
  passengersIncluded: 'count',
  perExtraPassengerCents: 'amount',
  babySeatCents: 'amount',
  boosterCents: 'amount',
  stopCents: 'amount',
  waitingIncludedMinutes: 'count',
  perWaitingMinuteCents: 'amount',
} as const satisfies Record<SupplementKey, 'percent' | 'count' | 'amount'>;

export const SUPPLEMENT_KEYS = Object.keys(SUPPLEMENT_KINDS) as SupplementKey[];

/** Cents as the amount field shows them: `85`, `85,50` (a comma in French, a point in English). */
export const centsText = (cents: number, language: string): string => {
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  const text = rest === 0 ? String(euros) : `${euros}.${String(rest).padStart(2, '0')}`;
  return language.startsWith('en') ? text : text.replace('.', ',');
};

/** The schema's defaults: every piece of luggage and passenger included, nothing added. */
const DEFAULT_SUPPLEMENTS: Supplements = supplementsSchema.parse({});

const supplementsDraft = (supplements: Supplements, language: string): SupplementsDraft =>
  Object.fromEntries(
    SUPPLEMENT_KEYS.map((key) => [
      key,
      SUPPLEMENT_KINDS[key] === 'amount'
        ? centsText(supplements[key], language)
        : String(supplements[key]),
    ]),
  ) as SupplementsDraft;

const zoneDraft = (zone: TariffZone): ZoneDraft => ({
  id: zone.id,
  name: zone.name,
  nameEn: zone.nameEn,
  address: zone.address,
  postcodes: zone.postcodes.join(', '),
  communes: zone.communes.join('\n'),
  // the schema keeps GeoJSON's [longitude, latitude]; people write latitude first
  polygon: zone.polygon.map(([lon, lat]) => `${lat}, ${lon}`).join('\n'),
});

const rateDraft = (rate: TariffRate, language: string): RateDraft => {
  const money = (cents: number) => centsText(cents, language);
  return {
    serviceId: rate.serviceId,
    vehicleId: rate.vehicleId,
    flatFares: rate.flatFares.map((fare) => ({
      from: fare.from,
      to: fare.to,
      price: money(fare.priceCents),
      bothWays: fare.bothWays,
    })),
    formula: rate.formula && {
      pickup: money(rate.formula.pickupCents),
      perKm: money(rate.formula.perKmCents),
      perMinute: money(rate.formula.perMinuteCents),
      minimum: money(rate.formula.minimumCents),
      area: [...rate.formula.area],
    },
    hourly: rate.hourly && {
      packages: rate.hourly.packages.map((p) => ({
        hours: String(p.hours),
        price: money(p.priceCents),
      })),
      extraHour: money(rate.hourly.extraHourCents),
    },
    supplements: supplementsDraft(rate.supplements, language),
    returnDiscount: String(rate.returnDiscountPercent),
  };
};

/** A saved tariff as the page edits it. */
export const draftOf = (tariff: Tariff, language: string): TariffDraft => ({
  zones: tariff.zones.map(zoneDraft),
  rates: tariff.rates.map((rate) => rateDraft(rate, language)),
  night: { ...tariff.night },
  cancellation: {
    freeUntilHours: String(tariff.cancellation.freeUntilHours),
    feePercent: String(tariff.cancellation.feePercent),
  },
});

/** Before the first version: no zone, no rate, nights 22:00–06:00, free until 24 h, then 50 %. */
export const emptyDraft = (): TariffDraft => ({
  zones: [],
  rates: [],
  night: { start: '22:00', end: '06:00' },
  cancellation: { freeUntilHours: '24', feePercent: '50' },
});

export const newZoneDraft = (): ZoneDraft => ({
  id: '',
  name: '',
  nameEn: '',
  address: '',
  postcodes: '',
  communes: '',
  polygon: '',
});

/** A new pair's prices: nothing yet, the supplements at the schema's defaults. */
export const newRateDraft = (
  serviceId: string,
  vehicleId: string,
  language: string,
): RateDraft => ({
  serviceId,
  vehicleId,
  flatFares: [],
  formula: null,
  hourly: null,
  supplements: supplementsDraft(DEFAULT_SUPPLEMENTS, language),
  returnDiscount: '0',
});

export const newFormulaDraft = (): FormulaDraft => ({
  pickup: '0',
  perKm: '0',
  perMinute: '0',
  minimum: '0',
  area: [],
});

export const newHourlyDraft = (): HourlyDraft => ({
  packages: [{ hours: '3', price: '' }],
  extraHour: '',
});

/** Whether two drafts say the same thing (the page's "unsaved changes"). */
export const sameDraft = (a: TariffDraft, b: TariffDraft): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
