import { describe, expect, it } from 'vitest';
import { tariffSchema } from '@navette/shared';
import { isZoneUsed, removeZone, renameZone } from './draft-edits';
import { centsText, draftOf, emptyDraft, newRateDraft } from './tariff-draft';
import { errorAt, parseCents, parseDraft, parsePolygon, splitPostcodes } from './tariff-parse';
import { SERVICE_ID, VEHICLE_ID, aTariff } from './tariff-test-server';

describe('the tariff draft’s texts', () => {
  it('reads euros typed with a comma, a point or spaces as cents', () => {
    expect(parseCents('85')).toBe(8500);
    expect(parseCents('85,5')).toBe(8550);
    expect(parseCents('85.05')).toBe(8505);
    expect(parseCents(' 1 250,00 ')).toBe(125000);
    expect(parseCents('1\u202f250')).toBe(125000);
    expect(parseCents('')).toBeUndefined();
    expect(parseCents('85,505')).toBeUndefined();
    expect(parseCents('-5')).toBeUndefined();
    expect(parseCents('85 €')).toBeUndefined();
  });

  it('writes cents back as the reader’s language types them', () => {
    expect(centsText(8500, 'fr')).toBe('85');
    expect(centsText(8550, 'fr')).toBe('85,50');
    expect(centsText(8505, 'en')).toBe('85.05');
    expect(centsText(50, 'fr')).toBe('0,50');
  });

  it('splits postcodes on commas and spaces, and reads an outline as [longitude, latitude]', () => {
    expect(splitPostcodes('75, 92100 ;93\n 951')).toEqual(['75', '92100', '93', '951']);
    expect(parsePolygon('49.02, 2.52\n49.02 2.6\n\n48.99;2.57')).toEqual([
      [2.52, 49.02],
      [2.6, 49.02],
      [2.57, 48.99],
    ]);
    expect(parsePolygon('49.02, 2.52, 3')).toBeUndefined();
    expect(parsePolygon('nord, 2.52')).toBeUndefined();
  });

  it('gives back the saved tariff from its draft, in either language', () => {
    for (const language of ['fr', 'en']) {
      const parsed = parseDraft(draftOf(aTariff(), language));
      expect(parsed.ok && tariffSchema.parse(parsed.tariff)).toEqual(aTariff());
    }
  });

  it('names each text it cannot read by the schema’s path', () => {
    const draft = draftOf(aTariff(), 'fr');
    const [cdg] = draft.zones;
    const [rate] = draft.rates;
    if (!cdg || !rate?.flatFares[0]) throw new Error('the fixture has a zone and a flat fare');
    cdg.postcodes = '95700, Roissy';
    cdg.polygon = '49.02';
    rate.flatFares[0].price = 'quatre-vingts';
    rate.supplements.nightPercent = '15 %';
    draft.cancellation.freeUntilHours = '';
    expect(parseDraft(draft)).toEqual({
      ok: false,
      errors: {
        'zones.0.postcodes': 'adminTariff.validation.postcode',
        'zones.0.polygon': 'adminTariff.validation.polygon',
        'rates.0.flatFares.0.priceCents': 'adminTariff.validation.amount',
        'rates.0.supplements.nightPercent': 'adminTariff.validation.percent',
        'cancellation.freeUntilHours': 'adminTariff.validation.hours',
      },
    });
  });

  it('finds a field’s message at its path or under it', () => {
    const errors = { 'zones.1.postcodes.3': 'postcode', 'rates.0': 'duplicate' };
    expect(errorAt(errors, 'zones.1.postcodes')).toBe('postcode');
    expect(errorAt(errors, 'zones.1')).toBe('postcode');
    expect(errorAt(errors, 'zones.10')).toBeUndefined();
    expect(errorAt(errors, 'rates.0')).toBe('duplicate');
  });
});

describe('a zone’s identifier in the rates', () => {
  it('follows a rename into the flat fares and the formula’s area', () => {
    const draft = draftOf(aTariff(), 'fr');
    renameZone(draft, 1, 'paris-centre');
    expect(draft.rates[0]?.flatFares[0]).toMatchObject({ from: 'cdg', to: 'paris-centre' });
    expect(draft.rates[0]?.formula?.area).toEqual(['paris-centre']);
  });

  it('leaves the rates alone when another zone had the same identifier', () => {
    const draft = draftOf(aTariff(), 'fr');
    const [, paris] = draft.zones;
    if (paris) draft.zones.push({ ...paris });
    renameZone(draft, 2, 'banlieue');
    expect(draft.rates[0]?.formula?.area).toEqual(['paris']);
  });

  it('takes a removed zone’s flat fares and area with it', () => {
    const draft = draftOf(aTariff(), 'fr');
    draft.rates.push(newRateDraft(SERVICE_ID, VEHICLE_ID.replace('aa', 'bb'), 'fr'));
    expect(isZoneUsed(draft, 'paris')).toBe(true);
    removeZone(draft, 1);
    expect(draft.zones.map((zone) => zone.id)).toEqual(['cdg']);
    expect(draft.rates[0]?.flatFares).toEqual([]);
    expect(draft.rates[0]?.formula?.area).toEqual([]);
    expect(isZoneUsed(draft, 'paris')).toBe(false);
  });

  it('starts an empty tariff with the product’s night hours and cancellation terms', () => {
    expect(parseDraft(emptyDraft())).toEqual({
      ok: true,
      tariff: {
        zones: [],
        rates: [],
        night: { start: '22:00', end: '06:00' },
        cancellation: { freeUntilHours: 24, feePercent: 50 },
      },
    });
  });
});
