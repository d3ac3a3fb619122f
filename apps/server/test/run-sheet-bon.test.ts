import { BrowserClient } from '@navette/test-support/browser-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { RunSheetBon } from '@navette/shared';
import { documents, tripLegs } from '../src/db/schema';
import { chauffeurClient, insertChauffeur } from './support/chauffeurs';
import { COMPANY_IDENTIFIERS, insertReservation } from './support/documents';
import type { TestApp } from './build-test-app';
import { serverTest } from './support/fixtures';

/*
 * The bon de réservation on the run sheet (docs/product/documents.md, « Bon de réservation »):
 * its seven mentions, read from the live bon (issued when there is none), and its PDF in the
 * browser's viewer; only for the chauffeur's own leg.
 */

const it = serverTest({ env: COMPANY_IDENTIFIERS });

const bons = (t: TestApp, reservationId: string) =>
  t.database.db
    .select({ number: documents.number })
    .from(documents)
    .where(and(eq(documents.reservationId, reservationId), eq(documents.kind, 'bon')));

/** A confirmed round trip assigned (outbound) to a chauffeur with a session. */
const assignedTrip = async (t: TestApp) => {
  const chauffeur = await insertChauffeur(t.database.db);
  const browser = await chauffeurClient(t.app, t.database.db, chauffeur);
  const trip = await insertReservation(t, {
    statut: 'confirmé',
    retour: true,
    dateRetour: '2026-12-31',
    heureRetour: '18:00',
  });
  await t.database.db
    .insert(tripLegs)
    .values({ reservationId: trip.id, leg: 'aller', chauffeurId: chauffeur.chauffeurId });
  return { browser, trip };
};

describe('GET /api/chauffeur/courses/:reservationId/:leg/bon', () => {
  it('issues the bon once and answers its seven mentions', async ({ t }) => {
    const { browser, trip } = await assignedTrip(t);
    const answer = await browser.get(`/api/chauffeur/courses/${trip.id}/aller/bon`);
    expect(answer.statusCode, answer.body).toBe(200);
    const bon = answer.json<RunSheetBon>();
    const company = t.app.config.company;
    expect(bon).toMatchObject({
      reference: trip.reference,
      operator: {
        name: company.name,
        address: company.address,
        phone: company.phone,
        email: company.email,
      },
      vtcRegistry: 'EVTC075190001',
      siren: '732829320',
      customer: { name: 'Hélène Lefèvre', phone: '+33612345678' },
      bookedAt: trip.createdAt.toISOString(),
      outbound: {
        date: '2026-12-24',
        time: '08:30',
        from: '12 avenue de l’Opéra, 75001 Paris',
        to: 'Aéroport Paris-Charles de Gaulle, Terminal 2E',
      },
      return: { date: '2026-12-31', time: '18:00' },
    });
    expect(bon.number).toMatch(/^B-\d{4}-\d{6}$/);
    // a second reading shows the same bon: none issued again
    await browser.get(`/api/chauffeur/courses/${trip.id}/aller/bon`);
    expect(await bons(t, trip.id)).toEqual([{ number: bon.number }]);
  });

  it('opens the PDF in the viewer', async ({ t }) => {
    const { browser, trip } = await assignedTrip(t);
    const answer = await browser.get(`/api/chauffeur/courses/${trip.id}/aller/bon.pdf`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^inline; filename="bon-de-reservation-B-\d{4}-\d{6}\.pdf"/,
    );
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another chauffeur's or an unassigned leg, 401 without a session", async ({
    t,
  }) => {
    const { trip } = await assignedTrip(t);
    const other = await chauffeurClient(t.app, t.database.db, await insertChauffeur(t.database.db));
    for (const path of ['aller/bon', 'aller/bon.pdf', 'retour/bon', 'retour/bon.pdf']) {
      const answer = await other.get(`/api/chauffeur/courses/${trip.id}/${path}`);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'LEG_NOT_FOUND' });
      const anonymous = await new BrowserClient(t.app).get(
        `/api/chauffeur/courses/${trip.id}/${path}`,
      );
      expect(anonymous.statusCode, path).toBe(401);
    }
    expect(await bons(t, trip.id)).toEqual([]);
  });
});
