/**
 * The trip both the back-office's and the customer's reservation fixtures book: Paris to
 * Charles de Gaulle by plane on 14 June 2031, back on the 21st. Each fixture adds its own
 * intermediate stop and return transport.
 */
export const AIRPORT_TRIP = {
  date: '2031-06-14',
  heure: '09:30',
  adresse_depart: '12 rue de la Paix, Paris',
  adresse_arrivee: 'Aéroport Charles de Gaulle, Terminal 2E',
  moyen_transport: 'avion',
  numero_train: null,
  numero_vol: 'AF1234',
  nombre_passagers: 3,
  nombre_bagages: 4,
  retour: true,
  date_retour: '2031-06-21',
  heure_retour: '18:00',
  adresse_depart_retour: 'Aéroport Charles de Gaulle, Terminal 2E',
  adresse_arrivee_retour: '12 rue de la Paix, Paris',
} as const;
