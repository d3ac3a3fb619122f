import { randomUUID } from 'node:crypto';
import { send, type AccessMatrixWorld } from './access-matrix';
import { adminOnly, everyone, get, type MatrixEntry } from './access-matrix-table';
import { CHAUFFEUR_PASSWORD, insertChauffeur } from './chauffeurs';

/*
 * The access matrix's rows for the chauffeurs' accounts (docs/product/dispatch.md#chauffeurs):
 * the back-office's list and changes are the administrator's; the invitation link, the sign-in,
 * the check and the sign-out are public and answer everyone alike (a made-up link is invalid,
 * a chauffeur's own password signs in whoever sends it).
 */

const nextYear = () => new Date(Date.now() + 365 * 24 * 3600_000).toISOString().slice(0, 10);
const card = () => ({
  name: 'Yanis Morel',
  telephone: '06 12 34 56 78',
  carteVtcNumero: 'VTC-075-999',
  carteVtcExpireLe: nextYear(),
});

/** A chauffeur's id for a caller that succeeds; an unknown one for the others. */
const targetId = async (w: AccessMatrixWorld, succeeds: boolean) =>
  succeeds ? (await insertChauffeur(w.t.database.db)).chauffeurId : randomUUID();

const onChauffeur = (method: 'POST' | 'PUT', suffix: string, body?: object): MatrixEntry => ({
  expect: adminOnly(),
  notFound: 'CHAUFFEUR_NOT_FOUND',
  call: async (w, caller, { succeeds }) =>
    send(caller, method, `/api/admin/chauffeurs/${await targetId(w, succeeds)}${suffix}`, body),
});

export const CHAUFFEURS_TABLE: Record<string, MatrixEntry> = {
  'GET /api/admin/chauffeurs': { expect: adminOnly(), call: get('/api/admin/chauffeurs') },
  'POST /api/admin/chauffeurs': {
    expect: adminOnly(201),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/admin/chauffeurs', {
        ...card(),
        email: `invite-${randomUUID().slice(0, 8)}@navette.test`,
      }),
  },
  'PUT /api/admin/chauffeurs/:id': onChauffeur('PUT', '', card()),
  'POST /api/admin/chauffeurs/:id/deactivate': onChauffeur('POST', '/deactivate'),
  'POST /api/admin/chauffeurs/:id/reactivate': onChauffeur('POST', '/reactivate'),
  'POST /api/admin/chauffeurs/:id/invitation': onChauffeur('POST', '/invitation'),
  'GET /api/chauffeur/invitation': {
    expect: everyone('400 CHAUFFEUR_INVITATION_INVALID'),
    call: get(`/api/chauffeur/invitation?token=${'a'.repeat(43)}`),
  },
  'POST /api/chauffeur/invitation': {
    expect: everyone('400 CHAUFFEUR_INVITATION_INVALID'),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/chauffeur/invitation', {
        token: 'a'.repeat(43),
        password: 'un-mot-de-passe-solide',
      }),
  },
  'POST /api/chauffeur/login': {
    expect: everyone(200),
    call: async (w, caller) =>
      send(caller, 'POST', '/api/chauffeur/login', {
        email: (await insertChauffeur(w.t.database.db)).email,
        password: CHAUFFEUR_PASSWORD,
      }),
  },
  'GET /api/chauffeur/check': { expect: everyone(200), call: get('/api/chauffeur/check') },
  'POST /api/chauffeur/logout': {
    expect: everyone(200),
    call: (_w, caller) => send(caller, 'POST', '/api/chauffeur/logout'),
  },
  // the chauffeur's own second factor: a chauffeur's session only (chauffeur-second-factor.test.ts)
  'POST /api/chauffeur/second-factor': {
    expect: everyone(401),
    call: (_w, caller) => send(caller, 'POST', '/api/chauffeur/second-factor'),
  },
  'POST /api/chauffeur/second-factor/confirm': {
    expect: everyone(401),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/chauffeur/second-factor/confirm', { code: '123456' }),
  },
};
