import { send, sendMultipart, QUOTE_EUROS, type AccessMatrixWorld } from './access-matrix';
import { adminOnly, get, unlocatedTrip, type MatrixEntry } from './access-matrix-table';
import { uniqueEmail } from './reservations';

/*
 * The access matrix's rows for the back-office's endpoints: the administrator only; a customer's
 * session, or the administrator's ended one, is 401 before anything is read. A call the
 * administrator makes on a target it spends (a deletion, a new quote) gets a target of its own.
 */

const VAN = {
  nom: 'Renault Trafic',
  capacite_passagers: 7,
  capacite_bagages_min: 2,
  capacite_bagages_max: 4,
};
const SERVICE = {
  name: 'Transfert gare',
  description: 'De la gare à votre porte.',
  image: 'https://example.test/gare.webp',
};

/** A's trip waiting for A's answer: a new one for the administrator, who changes it. */
const reservationFor = async (w: AccessMatrixWorld, succeeds: boolean) => {
  const id = succeeds ? await w.make.quotedOfA() : w.resources.quotedId;
  return { id, version: await w.version(id) };
};

export const ADMIN_TABLE: Record<string, MatrixEntry> = {
  'GET /api/recruitment/candidatures': {
    expect: adminOnly(),
    call: get('/api/recruitment/candidatures'),
  },
  'GET /api/recruitment/candidatures/:id/cv': {
    expect: adminOnly(),
    call: (w, caller) =>
      send(caller, 'GET', `/api/recruitment/candidatures/${w.resources.applicationId}/cv`),
  },
  'DELETE /api/recruitment/candidatures/:id': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const id = succeeds ? await w.make.application() : w.resources.applicationId;
      return send(caller, 'DELETE', `/api/recruitment/candidatures/${id}`);
    },
  },
  'GET /api/reservations': { expect: adminOnly(), call: get('/api/reservations') },
  'PUT /api/reservations/:id': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const { id, version } = await reservationFor(w, succeeds);
      return send(caller, 'PUT', `/api/reservations/${id}`, { version, nom: 'Martin' });
    },
  },
  'PUT /api/reservations/:id/devis': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const { id, version } = await reservationFor(w, succeeds);
      return send(caller, 'PUT', `/api/reservations/${id}/devis`, {
        version,
        devis: QUOTE_EUROS + 10,
      });
    },
  },
  'POST /api/reservations/:id/devis/renouvellement': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const { id, version } = await reservationFor(w, succeeds);
      return send(caller, 'POST', `/api/reservations/${id}/devis/renouvellement`, { version });
    },
  },
  'POST /api/reservations/:id/manage-links/revoke': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const { id } = await reservationFor(w, succeeds);
      return send(caller, 'POST', `/api/reservations/${id}/manage-links/revoke`);
    },
  },
  'POST /api/reservations/:id/payments': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const id = succeeds ? await w.make.confirmedOfA() : w.resources.quotedId;
      return send(caller, 'POST', `/api/reservations/${id}/payments`, {
        version: await w.version(id),
        method: 'cash',
        amount: QUOTE_EUROS,
        paidAt: new Date().toISOString(),
      });
    },
  },
  'DELETE /api/reservations/:id': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const { id, version } = await reservationFor(w, succeeds);
      return send(caller, 'DELETE', `/api/reservations/${id}?version=${version}`);
    },
  },
  'GET /api/admin/dashboard': { expect: adminOnly(), call: get('/api/admin/dashboard') },
  'GET /api/admin/avis': { expect: adminOnly(), call: get('/api/admin/avis') },
  'PUT /api/admin/avis/:id': {
    expect: adminOnly(),
    call: (w, caller) =>
      send(caller, 'PUT', `/api/admin/avis/${w.resources.reviewId}`, { status: 'approved' }),
  },
  'GET /api/admin/emails': { expect: adminOnly(), call: get('/api/admin/emails') },
  'GET /api/admin/emails/:id': {
    expect: adminOnly(),
    call: (w, caller) => send(caller, 'GET', `/api/admin/emails/${w.resources.mailId}`),
  },
  'POST /api/admin/emails/:id/resend': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const id = succeeds ? await w.make.failedMail() : w.resources.mailId;
      return send(caller, 'POST', `/api/admin/emails/${id}/resend`);
    },
  },
  'POST /api/services': {
    expect: adminOnly(201),
    call: (_w, caller) => sendMultipart(caller, 'POST', '/api/services', SERVICE),
  },
  'PUT /api/services/:id': {
    expect: adminOnly(),
    call: (w, caller) =>
      sendMultipart(caller, 'PUT', `/api/services/${w.resources.serviceId}`, SERVICE),
  },
  'DELETE /api/services/:id': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const id = succeeds ? await w.make.service() : w.resources.serviceId;
      return send(caller, 'DELETE', `/api/services/${id}`);
    },
  },
  'GET /api/vehicules': { expect: adminOnly(), call: get('/api/vehicules') },
  'POST /api/vehicules': {
    expect: adminOnly(201),
    call: (_w, caller) => send(caller, 'POST', '/api/vehicules', VAN),
  },
  'PUT /api/vehicules/:id': {
    expect: adminOnly(),
    call: (w, caller) => send(caller, 'PUT', `/api/vehicules/${w.resources.vehicleId}`, VAN),
  },
  'DELETE /api/vehicules/:id': {
    expect: adminOnly(),
    call: async (w, caller, { succeeds }) => {
      const id = succeeds ? await w.make.vehicle() : w.resources.vehicleId;
      return send(caller, 'DELETE', `/api/vehicules/${id}`);
    },
  },
  'GET /api/admin/tarifs': { expect: adminOnly(), call: get('/api/admin/tarifs') },
  'PUT /api/admin/tarifs': {
    expect: adminOnly(),
    call: async (_w, caller) => {
      // the current tariff as the page shows it, saved again as a new version
      const shown = (await send(caller, 'GET', '/api/admin/tarifs')).json<{
        current: { version: number; tariff: unknown } | null;
      }>();
      return send(caller, 'PUT', '/api/admin/tarifs', {
        tariff: shown.current?.tariff ?? {},
        basedOn: shown.current?.version ?? null,
      });
    },
  },
  'GET /api/admin/tarifs/versions/:version': {
    expect: adminOnly(),
    call: get('/api/admin/tarifs/versions/1'),
  },
  'POST /api/admin/tarifs/simulation': {
    expect: adminOnly(),
    call: (w, caller) =>
      send(caller, 'POST', '/api/admin/tarifs/simulation', { trip: unlocatedTrip(w.serviceId) }),
  },
  'GET /api/admin/donnees': { expect: adminOnly(), call: get('/api/admin/donnees') },
  'GET /api/admin/donnees/export': {
    expect: adminOnly(),
    call: (w, caller) =>
      send(caller, 'GET', `/api/admin/donnees/export?email=${encodeURIComponent(w.b.email)}`),
  },
  // a person who asked to be forgotten: someone the matrix does not need afterwards
  'POST /api/admin/donnees/effacement': {
    expect: adminOnly(),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/admin/donnees/effacement', { email: uniqueEmail('forget-me') }),
  },
};
