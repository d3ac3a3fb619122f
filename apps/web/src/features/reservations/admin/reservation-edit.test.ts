import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  editValuesOf,
  hasChanges,
  type EditableReservation,
} from './reservation-edit';

const stored: EditableReservation = {
  nom: 'Lefèvre',
  email: 'elodie@example.fr',
  date: '2031-06-14',
  heure: '09:30',
  nombre_personnes: 3,
  adresse_depart: '12 rue de la Paix, Paris',
  adresse_arrivee: 'Aéroport CDG',
  devis: null,
  statut: 'en attente',
};

describe('what saving the reservation edit form sends', () => {
  it('sends nothing when the form was opened and saved as it was', () => {
    const changes = changesBetween(stored, editValuesOf(stored));
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('ignores spaces around a text and an emptied number field', () => {
    const values = {
      ...editValuesOf({ ...stored, devis: 120 }),
      nom: '  Lefèvre ',
      devis: '',
      nombre_personnes: '',
    };
    expect(changesBetween({ ...stored, devis: 120 }, values)).toEqual({});
  });

  it('puts each changed value in its own call: fields, quote (comma or point), status', () => {
    const values = {
      ...editValuesOf(stored),
      heure: '10:15',
      nombre_personnes: '4',
      devis: '180,5',
      statut: 'confirmé' as const,
    };
    expect(changesBetween(stored, values)).toEqual({
      fields: { heure: '10:15', nombre_personnes: 4 },
      devis: 180.5,
      statut: 'confirmé',
    });
  });
});
