import type { Service } from '@navette/shared';
import type { Database } from '../../db/client';
import { findActiveServices } from './services.repository';

/**
 * The list of services is read on every booking page and changes a few times a year: it is kept
 * in memory for a short while (and dropped at once by this instance's own changes). Another
 * instance's change shows here after at most `ttlMs`.
 */
export const createServiceCatalogue = (db: Database, ttlMs = 30_000) => {
  let cached: { at: number; services: Promise<Service[]> } | undefined;
  return {
    list(now = Date.now()): Promise<Service[]> {
      if (!cached || now - cached.at > ttlMs) {
        const services = findActiveServices(db);
        cached = { at: now, services };
        // a failed read is not kept: the next request tries again
        services.catch(() => {
          if (cached?.services === services) cached = undefined;
        });
      }
      return cached.services;
    },
    invalidate() {
      cached = undefined;
    },
  };
};

export type ServiceCatalogue = ReturnType<typeof createServiceCatalogue>;
