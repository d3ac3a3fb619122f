import { describe, expect, it } from 'vitest';
import { WHATSAPP_LINK_MAX } from '../constants';
import { emptyQuickRequest } from '../schemas/quick-request';
import type { QuickRequestForm } from '../schemas/quick-request';
import {
  WHATSAPP_GREETING,
  buildQuickRequestWhatsApp,
  buildWhatsAppGreetingLink,
  firstAddressPart,
  sanitizeMessageValue,
} from './whatsapp-message';

const NUMBER = '33184600000';

const aQuickRequest = (overrides: Partial<QuickRequestForm> = {}): QuickRequestForm => ({
  ...emptyQuickRequest(),
  nom: 'Martin',
  prenom: 'Camille',
  nomSociete: 'Atelier Lumière',
  telephone: '06 12 34 56 78',
  email: 'camille.martin@example.fr',
  dateReservation: '2025-06-14',
  heureReservation: '05:30',
  moyenTransport: 'avion',
  numeroVol: 'AF 1234',
  provenanceVol: 'Nice',
  depart: '12 rue de Rivoli, 75001 Paris, France',
  arrivee: 'Aéroport Paris-Charles de Gaulle, Roissy-en-France',
  nombrePassagers: 'autres',
  nombrePassagersAutres: '12',
  nombreValises: '3',
  siegeBebe: true,
  enfants: [
    { id: 'a', age: '0-1' },
    { id: 'b', age: '4-5' },
  ],
  typeVehicule: 'van',
  modePaiement: 'virement',
  facturationEntreprise: true,
  numeroSiret: '732 829 320 00074',
  numeroIce: '001524398000073',
  demandeParticuliere: 'Panneau au nom de Martin, s.v.p.',
  ...overrides,
});

/** The text a WhatsApp user would see: the link's `text` parameter, decoded. */
const textOf = (url: string): string => new URL(url).searchParams.get('text') ?? '';

describe('the quick request handed over to WhatsApp', () => {
  it('writes every section of the request to the company number', () => {
    const { url, text, isShortened } = buildQuickRequestWhatsApp(aQuickRequest(), NUMBER);
    expect(isShortened).toBe(false);
    expect(url.startsWith(`https://wa.me/${NUMBER}?text=`)).toBe(true);
    expect(textOf(url)).toBe(text);
    expect(text).toBe(
      [
        'Bonjour, je souhaite réserver un transfert.',
        '',
        '*Client*',
        'Nom : Martin',
        'Prénom : Camille',
        'Société : Atelier Lumière',
        'Téléphone : 06 12 34 56 78',
        'E-mail : camille.martin@example.fr',
        '',
        '*Réservation*',
        'Date : 14/06/2025',
        'Heure : 05:30',
        '',
        '*Transport*',
        'Moyen de transport : Avion',
        'Numéro de vol : AF 1234',
        'Provenance : Nice',
        '',
        '*Itinéraire*',
        'Départ : 12 rue de Rivoli',
        'Arrivée : Aéroport Paris-Charles de Gaulle',
        '',
        '*Passagers et bagages*',
        'Passagers : 12',
        'Valises : 3',
        'Siège bébé : Oui (Enfants : 0-1 ans, 4-5 ans)',
        '',
        '*Véhicule*',
        'Van',
        '',
        '*Paiement*',
        'Virement',
        '',
        '*Facturation entreprise*',
        'SIRET : 732 829 320 00074',
        'ICE : 001524398000073',
        '',
        '*Demande particulière*',
        'Panneau au nom de Martin, s.v.p.',
      ].join('\n'),
    );
  });

  it('says "no" for the sections the visitor left out, and names a train', () => {
    const { text } = buildQuickRequestWhatsApp(
      aQuickRequest({
        nomSociete: '',
        moyenTransport: 'train',
        numeroTrain: 'TGV 6201',
        provenanceTrain: 'Lyon Part-Dieu',
        siegeBebe: false,
        enfants: [],
        facturationEntreprise: false,
        demandeParticuliere: '   ',
        nombrePassagers: '2',
        nombreValises: 'autres',
        nombreValisesAutres: '0',
      }),
      NUMBER,
    );
    expect(text).not.toContain('Société');
    expect(text).toContain(
      'Moyen de transport : Train\nNuméro de train : TGV 6201\nProvenance : Lyon Part-Dieu',
    );
    expect(text).toContain('Passagers : 2\nValises : 0\nSiège bébé : Non');
    expect(text).toContain('*Facturation entreprise*\nNon');
    expect(text).toContain('*Demande particulière*\nAucune');
    expect(text).not.toContain('Numéro de vol');
  });

  it('keeps a link of exactly the limit, and shortens one character beyond it', () => {
    const base = buildQuickRequestWhatsApp(aQuickRequest({ demandeParticuliere: 'x' }), NUMBER);
    const padding = WHATSAPP_LINK_MAX - base.url.length;
    expect(padding).toBeGreaterThan(0);

    const atLimit = buildQuickRequestWhatsApp(
      aQuickRequest({ demandeParticuliere: 'x'.repeat(1 + padding) }),
      NUMBER,
    );
    expect(atLimit.url).toHaveLength(WHATSAPP_LINK_MAX);
    expect(atLimit.isShortened).toBe(false);

    const beyond = buildQuickRequestWhatsApp(
      aQuickRequest({ demandeParticuliere: 'x'.repeat(2 + padding) }),
      NUMBER,
    );
    expect(beyond.isShortened).toBe(true);
    expect(beyond.url.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    expect(textOf(beyond.url)).toBe(
      [
        'Bonjour, je souhaite réserver un transfert.',
        'Client : Camille Martin',
        'Téléphone : 06 12 34 56 78',
        'Date et heure : 14/06/2025 à 05:30',
        'Départ : 12 rue de Rivoli',
        'Arrivée : Aéroport Paris-Charles de Gaulle',
        'Passagers : 12',
        'Véhicule : Van',
      ].join('\n'),
    );
  });

  it('strips control characters and the right-to-left override, and keeps emoji whole', () => {
    const { text } = buildQuickRequestWhatsApp(
      aQuickRequest({
        nom: 'Mar\u0000tin\u0007',
        prenom: 'Cam\u202eille',
        demandeParticuliere: 'Ligne 1\r\nLigne 2\t\t\u0085fin 🚐👨‍👩‍👧',
      }),
      NUMBER,
    );
    expect(text).toContain('Nom : Martin\n');
    expect(text).toContain('Prénom : Camille\n');
    expect(text).toContain('Ligne 1 Ligne 2 fin 🚐👨‍👩‍👧');
    // the only control characters left are the message's own line breaks
    expect(text.split('\n').filter((part) => /[\p{Cc}\u202e]/u.test(part))).toEqual([]);
  });

  it('encodes &, # and ? so that they stay part of the message', () => {
    const request = 'Bagages & vélo #2 ? oui=1&x=2';
    const { url } = buildQuickRequestWhatsApp(
      aQuickRequest({ demandeParticuliere: request }),
      NUMBER,
    );
    const link = new URL(url);
    expect(link.hash).toBe('');
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(textOf(url)).toContain(`*Demande particulière*\n${request}`);
  });

  it('keeps the link within the limit when every field is 10 000 characters long', () => {
    const huge = '😀'.repeat(10_000);
    const { url, isShortened, text } = buildQuickRequestWhatsApp(
      aQuickRequest({
        nom: huge,
        prenom: huge,
        telephone: 'x'.repeat(10_000),
        depart: huge,
        arrivee: huge,
        demandeParticuliere: huge,
      }),
      NUMBER,
    );
    expect(isShortened).toBe(true);
    expect(url.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    expect(textOf(url)).toBe(text);
    expect(text.startsWith('Bonjour, je souhaite réserver un transfert.\nClient : 😀')).toBe(true);
    // no emoji cut in half
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('survives a lone surrogate, which encodeURIComponent would refuse', () => {
    expect(() =>
      buildQuickRequestWhatsApp(aQuickRequest({ nom: 'Martin\ud83d' }), NUMBER),
    ).not.toThrow();
  });

  it('opens the direct chat with a greeting asking for customer service', () => {
    const url = buildWhatsAppGreetingLink('+33 1 84 60 00 00');
    expect(url.startsWith('https://wa.me/33184600000?text=')).toBe(true);
    expect(textOf(url)).toBe(WHATSAPP_GREETING);
    expect(WHATSAPP_GREETING).toMatch(/service client/);
  });
});

describe('message values', () => {
  it('collapse whitespace and trim', () => {
    expect(sanitizeMessageValue('  a \n\n b\u00a0\u00a0c  ')).toBe('a b c');
  });

  it('keep only the first part of an address', () => {
    expect(firstAddressPart(' 12 rue de Rivoli , 75001 Paris, France')).toBe('12 rue de Rivoli');
    expect(firstAddressPart('Gare de Lyon')).toBe('Gare de Lyon');
  });
});
