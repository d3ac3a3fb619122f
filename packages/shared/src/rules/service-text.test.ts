import { describe, expect, it } from 'vitest';
import { isServiceEnglishMissing, serviceText } from './service-text';

const service = {
  name: 'Transfert gare',
  description: 'De votre porte au quai.',
  nameEn: 'Station transfer',
  descriptionEn: null,
};

describe('a service read in the reader’s language', () => {
  it('gives English readers the English, and the French only where English was left empty', () => {
    expect(serviceText(service, 'en')).toEqual({
      name: 'Station transfer',
      description: 'De votre porte au quai.',
    });
    expect(serviceText({ ...service, nameEn: '  ' }, 'en-GB').name).toBe('Transfert gare');
  });

  it('gives French (and any other language) the French', () => {
    expect(serviceText(service, 'fr')).toEqual({
      name: 'Transfert gare',
      description: 'De votre porte au quai.',
    });
    expect(serviceText(service, undefined).name).toBe('Transfert gare');
  });

  it('says English is missing while the name or the description has none', () => {
    expect(isServiceEnglishMissing(service)).toBe(true);
    expect(isServiceEnglishMissing({ nameEn: 'A', descriptionEn: 'B' })).toBe(false);
  });
});
