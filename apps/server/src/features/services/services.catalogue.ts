import { serviceListSchema, type Service } from '@navette/shared';
import { encode } from 'zod';
import type { Database } from '../../db/client';
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
  let cached: { at: number; services: Promise<Service[]>; json?: Promise<Buffer> } | undefined;
  const current = (now: number) => {
    if (!cached || now - cached.at > ttlMs) {
      const services = findActiveServices(db);
      cached = { at: now, services };
      // a failed read is not kept: the next request tries again
      services.catch(() => {
        if (cached?.services === services) cached = undefined;
      });
    }
    return cached;
  };
  return {
    list(now = Date.now()): Promise<Service[]> {
      return current(now).services;
    },
    /** The body of `GET /api/services`: the list encoded by its schema, serialised, in UTF-8. */
    json(now = Date.now()): Promise<Buffer> {
      const entry = current(now);
      entry.json ??= entry.services.then((services) =>
        Buffer.from(JSON.stringify(encode(serviceListSchema, services))),
      );
      return entry.json;
    },
    invalidate() {
      cached = undefined;
    },
  };
};

export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;
