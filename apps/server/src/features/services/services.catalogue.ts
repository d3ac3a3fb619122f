import { serviceListSchema, type Service } from '@navette/shared';
import { encode } from 'zod';
import type { Database } from '../../db/client';
import { keptInMemory } from '../../lib/kept-in-memory';
import { findActiveServices } from './services.repository';

/**
 * The list of services is read on every booking page and changes a few times a year: it is kept
 * in memory for a short while (and dropped at once by this instance's own changes). Another
 * instance's change shows here after at most `ttlMs`. Its JSON answer is kept with it, checked
 * against the response schema once per read of the database rather than once per request, and
 * encoded to UTF-8 bytes once: a string body would be measured and encoded again for every
 * response (docs/decisions/0037-request-hot-path.md).
 */
export const createServiceCatalogue = (db: Database, ttlMs = 30_000) => {
  const kept = keptInMemory(() => findActiveServices(db), ttlMs);
  // the JSON body of each read, made once from it
  const bodies = new WeakMap<Promise<Service[]>, Promise<Buffer>>();
  return {
    list(now = Date.now()): Promise<Service[]> {
      return kept.get(now);
    },
    /** The body of `GET /api/services`: the list encoded by its schema, serialised, in UTF-8. */
    json(now = Date.now()): Promise<Buffer> {
      const services = kept.get(now);
      let body = bodies.get(services);
      if (!body) {
        body = services.then((list) =>
          Buffer.from(JSON.stringify(encode(serviceListSchema, list))),
        );
        bodies.set(services, body);
      }
      return body;
    },
    invalidate() {
      kept.invalidate();
    },
  };
};

export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;
