import { isFrenchPublicHoliday, isSunday, type PriceRequest } from '@navette/shared';
import { startGeoStandIn, type GeoStandIn } from '@navette/test-support/geo-stand-in';
import { vehicles } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../build-test-app';
import { dayFromToday } from './reservations';

/*
 * The instant-price tests' set-up (docs/product/pricing.md): the app with its address search on
 * one geo stand-in and its router on another, so that a test can take the router down alone.
 */

/** Places of the stand-in's gazetteer, as a visitor picks them from the suggestions. */
export const PLACES = {
  rivoli: '10 Rue de Rivoli 75004 Paris',
  gareDuNord: 'Gare du Nord, 18 Rue de Dunkerque 75010 Paris',
  cdg: 'Aéroport Paris-Charles de Gaulle Terminal 2E 95700 Roissy-en-France',
  orly: 'Aéroport de Paris-Orly 94390 Orly',
  versailles: "Château de Versailles, Place d'Armes 78000 Versailles",
  laDefense: 'Grande Arche, 1 Parvis de la Défense 92800 Puteaux',
  lyon: 'Place Bellecour 69002 Lyon',
} as const;

export interface PricingTestApp {
  t: TestApp;
  /** the address search */
  geo: GeoStandIn;
  /** the routing service */
  roads: GeoStandIn;
  /** the seed's services, by name */
  serviceIds: Record<string, string>;
  /** the seed's vehicles, by name */
  vehicleIds: Record<string, string>;
  close(): Promise<void>;
}

export const startPricingTestApp = async (env: Record<string, string> = {}) => {
  const geo = await startGeoStandIn();
  const roads = await startGeoStandIn();
  const t = await buildTestApp({
    env: {
      GEOCODER: 'ban',
      GEOCODER_URL: geo.env().GEOCODER_URL!,
      ROUTER: 'geoplateforme',
      ROUTER_URL: roads.env().ROUTER_URL!,
      ...env,
    },
  });
  const services = (await t.app.inject({ method: 'GET', url: '/api/services' })).json<
    { _id: string; name: string }[]
  >();
  const fleet = await t.database.db.select().from(vehicles);
  return {
    t,
    geo,
    roads,
    serviceIds: Object.fromEntries(services.map((s) => [s.name, s._id])),
    vehicleIds: Object.fromEntries(fleet.map((v) => [v.nom, v.id])),
    close: async () => {
      await t.close();
      await Promise.all([geo.close(), roads.close()]);
    },
  } satisfies PricingTestApp;
};

/**
 * A day at least `days` ahead that is neither a Sunday nor a public holiday: the trip's price
 * then takes no day supplement, whatever day the tests run.
 */
export const plainDayAhead = (days: number): string => {
  for (let ahead = days; ; ahead += 1) {
    const day = dayFromToday(ahead);
    if (!isSunday(day) && !isFrenchPublicHoliday(day)) return day;
  }
};

/** A daytime trip for two with two bags, ten days ahead or more (no supplement applies). */
export const tripOf = (
  serviceId: string,
  from: string,
  to: string,
  fields: Partial<PriceRequest> = {},
): PriceRequest => ({
  service: serviceId,
  date: plainDayAhead(10),
  heure: '10:00',
  adresse_depart: from,
  adresse_arrivee: to,
  nombre_personnes: 2,
  nombre_bagages: 2,
  ...fields,
});
