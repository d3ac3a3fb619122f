import { serviceListSchema, type Service } from '@navette/shared';
import { encode } from 'zod';
import type { Database } from '../../db/client';
import { findActiveServices } from './services.repository';

/**
 * The list of services is read on every booking page and changes a few times a year: it is kept
 * in memory for a short while (and dropped at once by this instance's own changes). Another
 * instance's change shows here after at most `ttlMs`. Its JSON answer is kept with it, checked
 * against the response schema once per read of the database rather than once per request
 * (docs/decisions/0037-request-hot-path.md).
 */
export const createServiceCatalogue = (db: Database, ttlMs = 30_000) => {
  let cached: { at: number; services: Promise<Service[]>; json?: Promise<string> } | undefined;
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
    /** The list as the body of `GET /api/services`: encoded by its schema, then serialised. */
    json(now = Date.now()): Promise<string> {
      const entry = current(now);
      entry.json ??= entry.services.then((services) =>
        JSON.stringify(encode(serviceListSchema, services)),
      );
      return entry.json;
    },
    invalidate() {
      cached = undefined;
    },
  };
};

export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;
