import { describe, expect, it } from 'vitest';
import { i18next } from './i18n';

describe('a name after « de » in the catalogue', () => {
  it('is elided before a vowel: « Réservation d’Élodie », « Réservation de Marc »', () => {
    expect(i18next.t('adminReservations.detail.title', { name: 'Élodie Martin', lng: 'fr' })).toBe(
      "Réservation d'Élodie Martin",
    );
    expect(i18next.t('adminReservations.detail.title', { name: 'Marc Petit', lng: 'fr' })).toBe(
      'Réservation de Marc Petit',
    );
  });
});
