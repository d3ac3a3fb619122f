import type { CalendarFeeds } from '@navette/shared';
import { describe, expect } from 'vitest';
import { chauffeurClient, insertChauffeur, insertVehicle } from './support/chauffeurs';
import { dayFromToday } from './support/reservations';
import { dispatchCalls, insertTrip } from './support/dispatch';
import { serverTest } from './support/fixtures';
import { BrowserClient } from '@navette/test-support/browser-client';

/*
 * The secret calendar feeds (docs/product/dispatch.md#calendar-feeds): the company's has every
 * driven leg, a chauffeur's their own; a new address ends the old one; no passenger's phone.
 */

const it = serverTest().extend('dispatch', async ({ t, admin }) => dispatchCalls(t, admin));

const PHONE = '+33611223344';

/** The path of a feed's URL (the tests call the app directly). */
const pathOf = (url: string) => new URL(url).pathname;
const eventsOf = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;
/** iCal folds its lines at 75 octets: read the text unfolded. */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

describe('the calendar feeds', () => {
  it('serves the company’s legs and a chauffeur’s own, without the passenger’s phone', async ({
    t,
    admin,
    dispatch,
  }) => {
    const chauffeur = await insertChauffeur(t.database.db, { name: 'Karim Benali' });
    const vehicleId = await insertVehicle(t.database.db, { nom: 'Mercedes Classe V' });
    const day = dayFromToday(3);
    const mine = await insertTrip(t, day, '09:00', {
      telephone: PHONE,
      adresseDepart: 'Aéroport d’Orly',
      adresseArrivee: 'Paris 8e',
      numeroVol: 'AF 1234',
      moyenTransport: 'avion',
      retour: true,
      dateRetour: dayFromToday(5),
      heureRetour: '18:00',
    });
    const other = await insertTrip(t, day, '13:00', { telephone: PHONE });
    await dispatch.assigned(mine.id, { chauffeurId: chauffeur.chauffeurId, vehicleId });

    const company = await admin.client.post('/api/admin/calendriers/entreprise', {});
    expect(company.statusCode, company.body).toBe(200);
    const companyUrl = company.json<{ url: string }>().url;
    expect(companyUrl).toMatch(/^http.*\/api\/calendrier\/[0-9a-f]{64}\.ics$/);
    const own = await admin.client.post(
      `/api/admin/chauffeurs/${chauffeur.chauffeurId}/calendrier`,
      {},
    );
    const ownUrl = own.json<{ url: string }>().url;

    const feed = await new BrowserClient(t.app).get(pathOf(companyUrl));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const text = unfolded(feed.body);
    // every leg of the window: ours (outbound and return) and the other trip, maybe more
    expect(eventsOf(text)).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`UID:${mine.id}-aller@navette`);
    expect(text).toContain(`UID:${mine.id}-retour@navette`);
    expect(text).toContain(`UID:${other.id}-aller@navette`);
    expect(text).toContain(`SUMMARY:${mine.reference} · Aller · Aéroport d’Orly → Paris 8e`);
    expect(text).toContain('Karim Benali');
    expect(text).toContain('AF 1234');
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain('0611223344');

    const chauffeurs = unfolded((await new BrowserClient(t.app).get(pathOf(ownUrl))).body);
    expect(eventsOf(chauffeurs)).toBe(1);
    expect(chauffeurs).toContain(`UID:${mine.id}-aller@navette`);
    expect(chauffeurs).not.toContain(PHONE);

    const feeds = (await admin.client.get('/api/admin/calendriers')).json<CalendarFeeds>();
    expect(feeds.company).toBe(true);
    expect(feeds.chauffeurs).toContainEqual({
      _id: chauffeur.chauffeurId,
      name: 'Karim Benali',
      hasFeed: true,
    });
  });

  it('ends the old address when a new one is made', async ({ t, admin }) => {
    const first = (await admin.client.post('/api/admin/calendriers/entreprise', {})).json<{
      url: string;
    }>();
    const second = (await admin.client.post('/api/admin/calendriers/entreprise', {})).json<{
      url: string;
    }>();
    expect(second.url).not.toBe(first.url);
    const anyone = new BrowserClient(t.app);
    const old = await anyone.get(pathOf(first.url));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    expect((await anyone.get(pathOf(second.url))).statusCode).toBe(200);
    for (const path of ['/api/calendrier/nope.ics', `/api/calendrier/${'a'.repeat(64)}.ics`]) {
      expect((await anyone.get(path)).statusCode).toBe(404);
    }
  });

  it('lets a chauffeur make their own feed’s address', async ({ t }) => {
    const chauffeur = await insertChauffeur(t.database.db);
    const browser = await chauffeurClient(t.app, t.database.db, chauffeur);
    const answer = await browser.post('/api/chauffeur/calendrier', {});
    expect(answer.statusCode, answer.body).toBe(200);
    const feed = await new BrowserClient(t.app).get(pathOf(answer.json<{ url: string }>().url));
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
  });

  it('refuses an unknown chauffeur’s feed (404)', async ({ admin }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await admin.client.post(`/api/admin/chauffeurs/${id}/calendrier`, {});
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'CHAUFFEUR_NOT_FOUND' });
    }
  });
});
