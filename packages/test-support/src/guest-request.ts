/**
 * The smallest quote request a guest can send: a one-way trip without train or plane. Free of
 * test-runner imports, so that the benches (bench/) send the same body as the tests.
 */
export const guestQuoteRequest = (serviceId: string, email: string, date: string) => ({
  service: serviceId,
  date,
  heure: '09:00',
  adresse_depart: '1 avenue des Champs-Élysées, Paris',
  adresse_arrivee: 'Aéroport Charles-de-Gaulle',
  nom: 'Martin',
  prenom: 'Léa',
  email,
  telephone: '06 12 34 56 78',
  isGuest: true,
});
