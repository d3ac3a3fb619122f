import type { RateDraft, TariffDraft } from './tariff-draft';

/*
 * The draft's changes that reach beyond one field: a zone's identifier is how the rates name it,
 * so renaming or removing a zone carries over to the flat fares and the formula's area.
 */

const isOnlyZone = (draft: TariffDraft, id: string): boolean =>
  draft.zones.filter((zone) => zone.id === id).length === 1;

const replaceZone = (rate: RateDraft, from: string, to: string) => {
  for (const fare of rate.flatFares) {
    if (fare.from === from) fare.from = to;
    if (fare.to === from) fare.to = to;
  }
  if (rate.formula) rate.formula.area = rate.formula.area.map((id) => (id === from ? to : id));
};

/**
 * Gives the zone at `index` a new identifier, and the rates that named it by the old one follow
 * — unless another zone also had the old one (then they were that zone's).
 */
export const renameZone = (draft: TariffDraft, index: number, id: string): void => {
  const zone = draft.zones[index];
  if (!zone) return;
  const previous = zone.id;
  const carries = previous !== '' && isOnlyZone(draft, previous);
  zone.id = id;
  if (carries) for (const rate of draft.rates) replaceZone(rate, previous, id);
};

/** Whether a flat fare or a formula's area names the zone. */
export const isZoneUsed = (draft: TariffDraft, id: string): boolean =>
  id !== '' &&
  draft.rates.some(
    (rate) =>
      rate.flatFares.some((fare) => fare.from === id || fare.to === id) ||
      (rate.formula?.area.includes(id) ?? false),
  );

/** Removes the zone, its flat fares and its place in the formulas' areas. */
export const removeZone = (draft: TariffDraft, index: number): void => {
  const [zone] = draft.zones.splice(index, 1);
  if (!zone || zone.id === '' || draft.zones.some((other) => other.id === zone.id)) return;
  for (const rate of draft.rates) {
    rate.flatFares = rate.flatFares.filter((fare) => fare.from !== zone.id && fare.to !== zone.id);
    if (rate.formula) rate.formula.area = rate.formula.area.filter((id) => id !== zone.id);
  }
};

/** The index of a service and vehicle's rate in the draft, or -1. */
export const rateIndexOf = (draft: TariffDraft, serviceId: string, vehicleId: string): number =>
  draft.rates.findIndex((rate) => rate.serviceId === serviceId && rate.vehicleId === vehicleId);
