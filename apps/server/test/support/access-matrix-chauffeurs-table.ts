import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { send, type AccessMatrixWorld } from './access-matrix';
import { adminOnly, everyone, get, type MatrixEntry } from './access-matrix-table';
import { insertChauffeur } from './chauffeurs';

/*
 * The access matrix's rows for chauffeurs (docs/product/dispatch.md#chauffeurs): the back-office's
 * list, invitation and record are the administrator's; the invitation's link, the sign-in, the
 * check and the sign-out are public (a bad link is 404, bad credentials 401, for everyone).
 */

const card = {
  telephone: '06 12 34 56 78',
  carteVtcNumero: 'VTC-0001',
  carteVtcExpireLe: '2030-01-01',
};

/** A chauffeur of the test world when the call must succeed, an unknown id otherwise. */
const chauffeurId = async (w: AccessMatrixWorld, succeeds: boolean) =>
  succeeds ? (await insertChauffeur(w.t.database.db)).chauffeurId : randomUUID();

const onChauffeur =
  (method: 'POST' | 'PUT', suffix: string, body?: object): MatrixEntry['call'] =>
  async (w, caller, { succeeds }) =>
    send(caller, method, `/api/admin/chauffeurs/${await chauffeurId(w, succeeds)}${suffix}`, body);

export const CHAUFFEURS_TABLE: Record<string, MatrixEntry> = {
  'GET /api/admin/chauffeurs': { expect: adminOnly(), call: get('/api/admin/chauffeurs') },
  'POST /api/admin/chauffeurs': {
    expect: adminOnly(201),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/admin/chauffeurs', {
        name: 'Nadia Haddad',
        email: `nadia.${randomUUID().slice(0, 8)}@navette.test`,
        ...card,
      }),
  },
  'PUT /api/admin/chauffeurs/:id': {
    expect: adminOnly(),
    call: onChauffeur('PUT', '', { name: 'Nadia Haddad', ...card }),
  },
  'POST /api/admin/chauffeurs/:id/deactivate': {
    expect: adminOnly(),
    call: onChauffeur('POST', '/deactivate'),
  },
  'POST /api/admin/chauffeurs/:id/reactivate': {
    expect: adminOnly(),
    call: onChauffeur('POST', '/reactivate'),
  },
  'POST /api/admin/chauffeurs/:id/invitation': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const id = await chauffeurId(w, succeeds);
      // one who has not chosen a password yet: the new link is for them
      if (succeeds) {
        await w.t.database.db
          .update(users)
          .set({ passwordHash: null })
          .where(sql`${users.id} = (select user_id from chauffeurs where id = ${id})`);
      }
      return send(caller, 'POST', `/api/admin/chauffeurs/${id}/invitation`);
    },
  },
  'GET /api/chauffeur/invitation': {
    expect: everyone('404 INVITATION_INVALID'),
    call: get('/api/chauffeur/invitation?token=not-a-token'),
  },
  'POST /api/chauffeur/invitation': {
    expect: everyone('404 INVITATION_INVALID'),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/chauffeur/invitation', {
        token: 'not-a-token',
        password: 'a long enough password',
      }),
  },
  'POST /api/chauffeur/login': {
    expect: everyone('401 INVALID_CREDENTIALS'),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/chauffeur/login', {
        // an address of its own each time: a repeated one slows its client down (429)
        email: `nobody.${randomUUID().slice(0, 8)}@navette.test`,
        password: 'wrong password',
      }),
  },
  'GET /api/chauffeur/check': { expect: everyone(200), call: get('/api/chauffeur/check') },
  'POST /api/chauffeur/logout': {
    expect: everyone(200),
    call: (_w, caller) => send(caller, 'POST', '/api/chauffeur/logout'),
  },
};
