import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminDevisResultSchema,
  adminDevisUpdateSchema,
  adminReservationDetailSchema,
  adminReservationPageSchema,
  adminReservationUpdateSchema,
  adminStatutUpdateSchema,
  documentSummarySchema,
  manageLinksRevokedSchema,
  messageResponseSchema,
  onBoardPaymentSchema,
  renewAdminDevisEndpoint,
  type AdminReservationDetail,
  type DocumentSummary,
} from '@navette/shared';
import { Toaster } from '../../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../../test/render';
import { AdminReservations } from '../AdminReservations';
import { AIRPORT_TRIP } from '../../test/airport-trip';

export const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
export const PATH = `/api/reservations/${ID}`;

// through the real schema, so that the fixture cannot drift from the API
export const RENEWED_UNTIL = '2031-07-01';

/** A devis of the reservation, as the detail lists its documents. */
export const aDocument = (overrides: Partial<DocumentSummary> = {}): DocumentSummary =>
  documentSummarySchema.parse({
    _id: 'doc-1',
    kind: 'devis',
    number: 'D-2026-000001',
    issuedAt: '2026-01-01T09:00:00.000Z',
    validUntil: '2026-01-31',
    amountTtc: 150,
    superseded: false,
    url: `/api/documents/${overrides._id ?? 'doc-1'}`,
    ...overrides,
  });

export const elodie = (overrides: Partial<AdminReservationDetail> = {}): AdminReservationDetail =>
  adminReservationDetailSchema.parse({
    _id: ID,
    reference: 'NP-2031-0007',
    service: 'svc-airport',
    serviceName: 'Transfert aéroport',
    serviceNameEn: 'Airport transfer',
    ...AIRPORT_TRIP,
    arret_intermediaire: null,
    moyen_transport_retour: 'train',
    numero_train_retour: 'TGV 6203',
    numero_vol_retour: null,
    nombre_passagers_retour: 3,
    nombre_bagages_retour: 2,
    nombre_personnes: 3,
    siege_bebe: true,
    rehausseurs: false,
    prix_estime: 95,
    vehicule: null,
    duree_heures: null,
    tarification: null,
    nom: 'Lefèvre',
    prenom: 'Élodie',
    email: 'elodie.lefevre@example.fr',
    telephone: '0612345678',
    est_passager_principal: false,
    nom_passager_principal: 'Jean Lefèvre',
    telephone_passager_principal: '0698765432',
    commentaire: 'Deux grandes valises.',
    isGuest: true,
    source: 'guest',
    statut: 'en attente',
    devis: null,
    paid: false,
    createdAt: '2031-01-02T10:00:00.000Z',
    updatedAt: '2031-01-02T10:00:00.000Z',
    version: 3,
    devisValideJusquAu: null,
    documents: [],
    payments: [],
    history: [
      {
        _id: 'h2',
        at: '2031-01-04T10:00:00.000Z',
        by: 'customer',
        admin: null,
        field: 'statut',
        oldValue: 'en attente',
        newValue: 'annulé',
      },
      {
        _id: 'h1',
        at: '2031-01-03T08:15:00.000Z',
        by: 'admin',
        admin: { _id: 'adm1', email: 'chef@navette.example' },
        field: 'heure',
        oldValue: '09:00',
        newValue: '09:30',
      },
    ],
    ...overrides,
  });

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * The admin reservations API at the network boundary: bodies go through the server's schemas,
 * each edit needs the current version and bumps it, as the server does.
 */
export const reservationsServer = (
  options: {
    mailQueued?: boolean;
    devis?: () => Response | Promise<Response>;
    staleOnce?: boolean;
    total?: number;
    /** the reservation as stored at first */
    initial?: Partial<AdminReservationDetail>;
  } = {},
) => {
  let stored = elodie(options.initial);
  let staleOnce = options.staleOnce ?? false;
  let total = options.total ?? 41;
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    sent.push(entry);
    return entry;
  };
  const edit = async (
    request: Request,
    parse: (body: unknown) => { version: number } & Partial<AdminReservationDetail>,
  ) => {
    const { body } = await record(request);
    const { version, ...changes } = parse(body);
    if (staleOnce || version !== stored.version) {
      staleOnce = false;
      return apiErrorResponse(
        409,
        'RESERVATION_STALE',
        'Cette réservation a été modifiée entre-temps. Rechargez-la avant d’enregistrer vos changements.',
      );
    }
    stored = elodie({ ...stored, ...changes, version: stored.version + 1 });
    return undefined;
  };
  const fetchMock = mockFetch({
    'GET /api/reservations': async (request) => {
      await record(request);
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '20');
      // one reservation stands for the page's rows; none past the last page
      const items = (page - 1) * pageSize < total ? [stored] : [];
      return schemaResponse(adminReservationPageSchema, { items, total, page, pageSize });
    },
    [`GET ${PATH}`]: async (request) => {
      await record(request);
      return schemaResponse(adminReservationDetailSchema, stored);
    },
    [`PUT ${PATH}`]: async (request) =>
      (await edit(request, (body) => adminReservationUpdateSchema.parse(body))) ??
      schemaResponse(adminReservationDetailSchema, stored),
    [`PUT ${PATH}/devis`]: async (request) => {
      if (options.devis) {
        await record(request);
        return options.devis();
      }
      return (
        (await edit(request, (body) => adminDevisUpdateSchema.parse(body))) ??
        schemaResponse(adminDevisResultSchema, {
          reservation: stored,
          mailQueued: options.mailQueued ?? true,
        })
      );
    },
    [`PUT ${PATH}/statut`]: async (request) =>
      (await edit(request, (body) => adminStatutUpdateSchema.parse(body))) ??
      schemaResponse(adminReservationDetailSchema, stored),
    // a new devis for the same amount (its validity as the server sets it); the old one is replaced
    [`POST ${PATH}/devis/renouvellement`]: async (request) =>
      (await edit(request, (body) => renewAdminDevisEndpoint.body.parse(body))) ??
      schemaResponse(adminDevisResultSchema, {
        reservation: (stored = elodie({
          ...stored,
          devisValideJusquAu: RENEWED_UNTIL,
          documents: [
            aDocument({ _id: 'doc-renewed', number: 'D-2031-000002', validUntil: RENEWED_UNTIL }),
            ...stored.documents.map((document) => ({ ...document, superseded: true })),
          ],
        })),
        mailQueued: options.mailQueued ?? true,
      }),
    // a payment taken on board: the reservation paid, the payment listed first
    [`POST ${PATH}/payments`]: async (request) => {
      let payment: { method: 'terminal' | 'cash'; amount: number; paidAt: string } | undefined;
      const refused = await edit(request, (body) => {
        const { version, ...rest } = onBoardPaymentSchema.parse(body);
        payment = rest;
        return { version };
      });
      if (refused) return refused;
      if (!payment) throw new Error('the on-board payment body was not read');
      stored = elodie({
        ...stored,
        paid: true,
        payments: [
          {
            _id: 'pay-on-board',
            provider: 'onboard',
            status: 'paid',
            createdAt: payment.paidAt,
            refund: null,
            ...payment,
          },
          ...stored.payments,
        ],
      });
      return schemaResponse(adminReservationDetailSchema, stored);
    },
    // the "Gérer ma réservation" links switched off: two were live
    [`POST ${PATH}/manage-links/revoke`]: async (request) => {
      await record(request);
      return schemaResponse(manageLinksRevokedSchema, { revoked: 2 });
    },
    [`DELETE ${PATH}`]: async (request) => {
      await record(request);
      return schemaResponse(messageResponseSchema, { message: 'Réservation supprimée.' });
    },
  });
  const writes = () => sent.filter((call) => call.method !== 'GET');
  const lists = () =>
    sent.filter((call) => call.method === 'GET' && call.path === '/api/reservations');
  const setTotal = (count: number) => {
    total = count;
  };
  return { fetchMock, sent, writes, lists, setTotal };
};

export const renderPage = (path?: string) =>
  renderWithProviders(
    <>
      <AdminReservations />
      <Toaster />
    </>,
    { path },
  );

export const user = () => userEvent.setup();

/** Opens Élodie's reservation in its detail dialog. */
export const openDetail = async () => {
  await user().click(
    await screen.findByRole('button', {
      name: "Voir le détail de la réservation d'Élodie Lefèvre",
    }),
  );
  return within(await screen.findByRole('dialog', { name: "Réservation d'Élodie Lefèvre" }));
};

export const openEdit = async () => {
  await user().click(
    await screen.findByRole('button', { name: "Modifier de la réservation d'Élodie Lefèvre" }),
  );
  return screen.findByRole('dialog', { name: "Modifier la réservation d'Élodie Lefèvre" });
};

export const replace = async (field: HTMLElement, value: string) => {
  await user().clear(field);
  await user().type(field, value);
};
