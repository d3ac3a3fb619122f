import { customerReservationSchema, type CustomerReservation } from '@navette/shared';
import { AIRPORT_TRIP } from '../../test/airport-trip';

export const RESERVATION_ID = 'c0ffee00-0000-4000-8000-000000000001';

/** A reservation as GET /api/reservations/myreservations answers it, through the real schema. */
export const aCustomerReservation = (
  overrides: Partial<CustomerReservation> = {},
): CustomerReservation =>
  customerReservationSchema.parse({
    _id: RESERVATION_ID,
    reference: 'NP-2031-0042',
    service: { _id: 'svc-airport', name: 'Transfert aéroport', nameEn: 'Airport transfer' },
    ...AIRPORT_TRIP,
    arret_intermediaire: 'Gare du Nord',
    moyen_transport_retour: 'aucun',
    numero_train_retour: null,
    numero_vol_retour: null,
    nombre_passagers_retour: null,
    nombre_bagages_retour: null,
    nombre_personnes: 3,
    siege_bebe: true,
    rehausseurs: false,
    prix_estime: 150,
    vehicule: null,
    duree_heures: null,
    tarification: null,
    nom: 'Martin',
    prenom: 'Camille',
    email: 'camille.martin@example.fr',
    telephone: '0612345678',
    est_passager_principal: true,
    nom_passager_principal: null,
    telephone_passager_principal: null,
    commentaire: 'Deux valises en soute',
    isGuest: false,
    statut: 'en attente',
    devis: 180,
    paid: false,
    createdAt: '2031-05-01T10:00:00.000Z',
    version: 3,
    devisValideJusquAu: '2031-05-31',
    documents: [],
    refund: null,
    annulationGratuiteJusquAu: null,
    ...overrides,
  });
