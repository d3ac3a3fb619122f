import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  editValuesOf,
  hasChanges,
  prefilledDevis,
  type EditableReservation,
} from './reservation-edit';
import { tariffPricing } from '../test/tariff-pricing';

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
  prix_estime: 0,
  tarification: null,
};

/** A request the tariff priced at 85,00 €, still without a devis. */
const priced: EditableReservation = { ...stored, prix_estime: 85, tarification: tariffPricing() };

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

  it('starts a priced request without a devis from the tariff’s price, and saving it as it is sends that devis', () => {
    const values = editValuesOf(priced);
    expect(values.devis).toBe('85');
    expect(changesBetween(priced, values)).toEqual({ devis: 85 });
  });

  it('sends the prefilled devis with another field saved, and the administrator’s own amount instead when changed', () => {
    const values = { ...editValuesOf(priced), heure: '10:15' };
    expect(changesBetween(priced, values)).toEqual({ fields: { heure: '10:15' }, devis: 85 });
    expect(changesBetween(priced, { ...values, devis: '92,5' })).toEqual({
      fields: { heure: '10:15' },
      devis: 92.5,
    });
  });

  it('does not send the untouched prefilled devis of a trip the same save cancels, but sends a typed one', () => {
    const cancelled = { ...editValuesOf(priced), statut: 'annulé' as const };
    expect(changesBetween(priced, cancelled)).toEqual({ statut: 'annulé' });
    expect(changesBetween(priced, { ...cancelled, devis: '90' })).toEqual({
      devis: 90,
      statut: 'annulé',
    });
  });

  it('offers no price for a devis already set, an older request’s own estimate, nor a cancelled trip', () => {
    expect(prefilledDevis(priced)).toBe(85);
    expect(prefilledDevis({ ...priced, devis: 120 })).toBeNull();
    expect(editValuesOf({ ...priced, devis: 120 }).devis).toBe('120');
    // before the tariff, prix_estime was the figure the customer's browser sent
    expect(prefilledDevis({ ...stored, prix_estime: 95 })).toBeNull();
    expect(editValuesOf({ ...stored, prix_estime: 95 }).devis).toBe('');
    expect(prefilledDevis({ ...priced, statut: 'annulé' })).toBeNull();
    expect(prefilledDevis({ ...priced, prix_estime: 0 })).toBeNull();
  });
});
