import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { minimalGuestRequest, uniqueEmail } from './support/reservations';
import { statementsSentDuring } from './support/round-trips';

/*
 * A guest's quote request near the database's limit: what one costs in statements sent to the
 * database (docs/decisions/0055-mail-lease-heartbeat.md, "Round trips"). Counted through the
 * driver, PGlite or node-postgres (TEST_DATABASE_URL).
 */

const it = serverTest({ booking: true });

describe('a guest quote request, in statements sent to the database', () => {
  it('records the request with its link, its confirmation and the company notice in five statements', async ({
    t,
    serviceId,
  }) => {
    const browser = new BrowserClient(t.app);
    // the browser's anti-forgery cookie, as a visitor has it before sending the form
    await browser.get('/api/services');
    // a first request reads the tariff and the fleet, which are then kept in memory: the
    // request measured is every other one (lib/kept-in-memory.ts)
    await browser.post('/api/reservations', minimalGuestRequest(serviceId, uniqueEmail('warm')), {
      'idempotency-key': randomUUID(),
    });
    const email = uniqueEmail('round-trips');
    let status = 0;
    const sent = await statementsSentDuring(async () => {
      const response = await browser.post(
        '/api/reservations',
        minimalGuestRequest(serviceId, email),
        {
          'idempotency-key': randomUUID(),
        },
      );
      status = response.statusCode;
    });

    expect(status).toBe(201);
    expect(await mailsTo(t.database.db, email)).toHaveLength(1);
    // eight before decision 0055: the link, the recipient's lock and its count were one each
    expect(sent.map((text) => text.trim().slice(0, 40).toLowerCase())).toEqual([
      'begin',
      // the reservation and its "Gérer ma réservation" link
      'with "inserted" as (insert into "reserva',
      // the guest's confirmation, under the limit per recipient
      'with recent as materialized (select nave',
      // the company's notice
      'with recent as materialized (select fals',
      'commit',
    ]);
  });
});
