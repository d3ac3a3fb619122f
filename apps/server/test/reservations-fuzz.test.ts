import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { fuzzOptions, hostileValue } from './support/fuzz';
import {
  buildBookingTestApp,
  countReservations,
  firstServiceId,
  fullGuestRequest,
} from './support/reservations';

let t: TestApp;
let serviceId: string;
let client: BrowserClient;
beforeAll(async () => {
  t = await buildBookingTestApp();
  serviceId = await firstServiceId(t);
  client = new BrowserClient(t.app);
});
afterAll(async () => t?.close());

type Payload = Record<string, unknown>;
const baseline = (): Payload => fullGuestRequest(serviceId);
const fieldNames = Object.keys(fullGuestRequest('00000000-0000-4000-8000-000000000000'));

/**
 * The fields a rule between fields can name when another one changes (the booking's rules: a
 * transport makes its number and counts required — `vol` is accepted for `avion` —, a return
 * its fields, a later outbound date or time the return's, a baby seat the number of people,
 * another main passenger their name and phone).
 */
const DEPENDENT_FIELDS = new Map<string, readonly string[]>([
  ['moyen_transport', ['numero_train', 'numero_vol', 'nombre_passagers', 'nombre_bagages']],
  ['date', ['date_retour', 'heure_retour']],
  ['heure', ['heure_retour']],
  [
    'retour',
    [
      'date_retour',
      'heure_retour',
      'adresse_depart_retour',
      'adresse_arrivee_retour',
      'nombre_passagers_retour',
      'nombre_bagages_retour',
    ],
  ],
  ['siege_bebe', ['nombre_personnes']],
  ['est_passager_principal', ['nom_passager_principal', 'telephone_passager_principal']],
]);

/** For some fields: drop them or replace their value; sometimes add unknown fields. */
const mutation = fc.record({
  changes: fc.dictionary(
    fc.constantFrom(...fieldNames),
    fc.oneof(
      fc.constant({ drop: true as const }),
      hostileValue.map((value) => ({ value })),
    ),
    { minKeys: 1, maxKeys: 6 },
  ),
  extra: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !fieldNames.includes(key)),
    hostileValue,
    { maxKeys: 2 },
  ),
});

describe('POST /api/reservations under random bodies', () => {
  it('never answers 500, stores nothing for an invalid body, and names the offending fields', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, async ({ changes, extra }) => {
        const body = baseline();
        for (const [field, change] of Object.entries(changes)) {
          if ('drop' in change) delete body[field];
          else body[field] = change.value;
        }
        // `__proto__` and friends must stay plain keys of the JSON text
        const payload = JSON.stringify({ ...body, ...extra });
        const before = await countReservations(t);
        const response = await client.postRaw('/api/reservations', payload);
        const after = await countReservations(t);

        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 201) {
          expect(after).toBe(before + 1);
          return;
        }
        expect(after).toBe(before);
        expect([400, 413]).toContain(response.statusCode);
        if (response.statusCode === 413) return;
        const { fields, error } = response.json() as {
          fields?: Record<string, string>;
          error: string;
        };
        expect(error).toEqual(expect.any(String));
        // A body that tries to reach the prototype is refused as a whole, before any field is read.
        if (/"(__proto__|constructor)"\s*:/.test(payload) && !fields) {
          expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
          return;
        }
        const named = Object.keys(fields ?? {});
        expect(named.length).toBeGreaterThan(0);
        const touched = [...Object.keys(changes), ...Object.keys(extra)];
        const answerable = new Set(
          touched.flatMap((name) => [name, ...(DEPENDENT_FIELDS.get(name) ?? [])]),
        );
        for (const name of named) expect(answerable).toContain(name);
      }),
      fuzzOptions(200),
    );
  });

  it.each([['null'], ['[]'], ['"texte"'], ['42'], ['{"date": "2099-01-01"'], ['']])(
    'refuses the body %s with a 400 and stores nothing',
    async (payload) => {
      const before = await countReservations(t);
      const response = await client.postRaw('/api/reservations', payload);
      expect(response.statusCode).toBe(400);
      expect(await countReservations(t)).toBe(before);
    },
  );
});
