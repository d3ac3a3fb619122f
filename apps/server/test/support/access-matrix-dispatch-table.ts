import { randomUUID } from 'node:crypto';
import { send, type AccessMatrixWorld } from './access-matrix';
import { adminOnly, everyone, get, type MatrixEntry } from './access-matrix-table';
import { insertChauffeur } from './chauffeurs';

/*
 * The access matrix's rows for dispatch (docs/product/dispatch.md): the back-office's
 * assignment, suggestions, planning and feed addresses are the administrator's; the feed itself
 * is public (its secret token is the key: an unknown one is 404 for everyone); the chauffeur's
 * own feed address needs a chauffeur's session, which none of the matrix's identities has
 * (proved for a chauffeur in dispatch-calendar.test.ts). The run sheet likewise
 * (docs/product/dispatch.md#the-run-sheet; proved for a chauffeur in run-sheet.test.ts).
 */

const legPath = (id: string) => `/api/admin/reservations/${id}/legs/aller`;

export const DISPATCH_TABLE: Record<string, MatrixEntry> = {
  'PUT /api/admin/reservations/:reservationId/legs/:leg/assignment': {
    expect: adminOnly(),
    call: async (w: AccessMatrixWorld, caller, { succeeds }) => {
      const id = succeeds ? await w.make.confirmedOfA() : w.resources.quotedId;
      return send(caller, 'PUT', `${legPath(id)}/assignment`, {
        chauffeurId: null,
        vehicleId: null,
        version: await w.version(id),
      });
    },
  },
  'GET /api/admin/reservations/:reservationId/legs/:leg/suggestions': {
    expect: adminOnly(),
    call: async (w, caller) => send(caller, 'GET', `${legPath(w.resources.paidId)}/suggestions`),
  },
  'GET /api/admin/planning': {
    expect: adminOnly(),
    call: get('/api/admin/planning?view=week&date=2027-01-06'),
  },
  'GET /api/admin/calendriers': { expect: adminOnly(), call: get('/api/admin/calendriers') },
  'POST /api/admin/calendriers/entreprise': {
    expect: adminOnly(),
    call: (_w, caller) => send(caller, 'POST', '/api/admin/calendriers/entreprise'),
  },
  'POST /api/admin/chauffeurs/:id/calendrier': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const id = succeeds ? (await insertChauffeur(w.t.database.db)).chauffeurId : randomUUID();
      return send(caller, 'POST', `/api/admin/chauffeurs/${id}/calendrier`);
    },
  },
  'GET /api/calendrier/:token.ics': {
    expect: everyone('404 CALENDAR_FEED_NOT_FOUND'),
    call: get(`/api/calendrier/${'0'.repeat(64)}.ics`),
  },
  'POST /api/chauffeur/calendrier': {
    expect: everyone(401),
    call: (_w, caller) => send(caller, 'POST', '/api/chauffeur/calendrier'),
  },
  'GET /api/chauffeur/courses': { expect: everyone(401), call: get('/api/chauffeur/courses') },
  'POST /api/chauffeur/courses/:reservationId/:leg/etat': {
    expect: everyone(401),
    call: (w, caller) =>
      send(caller, 'POST', `/api/chauffeur/courses/${w.resources.paidId}/aller/etat`, {
        state: 'en route',
      }),
  },
  'GET /api/chauffeur/courses/:reservationId/:leg/bon': {
    expect: everyone(401),
    call: (w, caller) =>
      send(caller, 'GET', `/api/chauffeur/courses/${w.resources.paidId}/aller/bon`),
  },
  'GET /api/chauffeur/courses/:reservationId/:leg/bon.pdf': {
    expect: everyone(401),
    call: (w, caller) =>
      send(caller, 'GET', `/api/chauffeur/courses/${w.resources.paidId}/aller/bon.pdf`),
  },
};
