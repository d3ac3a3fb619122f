import { WHATSAPP_LINK_MAX } from '../constants';
import { quickLuggageCount, quickPassengerCount } from '../schemas/quick-request';
import type { QuickRequestForm } from '../schemas/quick-request';

/*
 * The text below is written to the company, which reads French, whatever the visitor's language:
 * it is a message sent on the visitor's behalf, not interface text, so it lives here rather than
 * in the translation catalogue.
 */
const LABELS = {
  intro: 'Bonjour, je souhaite réserver un transfert.',
  client: 'Client',
  lastName: 'Nom',
  firstName: 'Prénom',
  company: 'Société',
  phone: 'Téléphone',
  email: 'E-mail',
  reservation: 'Réservation',
  date: 'Date',
  time: 'Heure',
  transport: 'Transport',
  transportMode: 'Moyen de transport',
  flightNumber: 'Numéro de vol',
  trainNumber: 'Numéro de train',
  origin: 'Provenance',
  itinerary: 'Itinéraire',
  departure: 'Départ',
  arrival: 'Arrivée',
  passengersAndLuggage: 'Passagers et bagages',
  passengers: 'Passagers',
  luggage: 'Valises',
  babySeat: 'Siège bébé',
  children: 'Enfants',
  vehicle: 'Véhicule',
  payment: 'Paiement',
  invoicing: 'Facturation entreprise',
  siret: 'SIRET',
  ice: 'ICE',
  request: 'Demande particulière',
  yes: 'Oui',
  no: 'Non',
  none: 'Aucune',
  dateTime: 'Date et heure',
  at: 'à',
  years: 'ans',
} as const;

const TRANSPORT_LABELS: Record<QuickRequestForm['moyenTransport'], string> = {
  aucun: 'Aucun',
  train: 'Train',
  avion: 'Avion',
};
const VEHICLE_LABELS: Record<QuickRequestForm['typeVehicule'], string> = {
  '': '',
  berline: 'Berline',
  van: 'Van',
};
const PAYMENT_LABELS: Record<QuickRequestForm['modePaiement'], string> = {
  '': '',
  espece: 'Espèces',
  cb: 'Carte bancaire',
  virement: 'Virement',
};

/** The customer-service greeting of the "contact us directly" choice. */
export const WHATSAPP_GREETING =
  'Bonjour, je souhaiterais parler au service client, s’il vous plaît.';

/** In the shortened message no single value may crowd out the others. */
const SHORT_FIELD_MAX = 80;
const ELLIPSIS = '…';

// C0 and C1 controls (\p{Cc}, newlines included: every value is one line) and the bidirectional
// controls, which could make the company read the message in another order than it was written.
// The zero-width joiner is kept: emoji sequences need it.
const CONTROL_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// A lone surrogate cannot be encoded in a URL (encodeURIComponent throws URIError).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * One clean line: line breaks and tabs made spaces, other controls removed, runs of whitespace
 * made one space, ends trimmed.
 */
export const sanitizeMessageValue = (value: string): string =>
  value
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/\s+/g, ' ')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Only the first comma-separated part of an address ("12 rue de Rivoli, 75001 Paris, France"). */
export const firstAddressPart = (address: string): string =>
  sanitizeMessageValue(sanitizeMessageValue(address).split(',')[0] ?? '');

/** Cuts a value to `max` characters (counted in code points, so that no emoji is split). */
const truncate = (value: string, max: number): string => {
  const points = Array.from(value);
  return points.length <= max ? value : `${points.slice(0, max - 1).join('')}${ELLIPSIS}`;
};

/** 'YYYY-MM-DD' as the French '14/06/2025'; anything else is shown as typed. */
const formatFrenchDate = (date: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
};

const line = (label: string, value: string): string => `${label} : ${value}`;
const heading = (title: string): string => `*${title}*`;

const childrenText = (form: QuickRequestForm): string =>
  form.enfants.map((child) => `${child.age} ${LABELS.years}`).join(', ');

const buildFullMessage = (form: QuickRequestForm): string => {
  const clean = (value: string): string => sanitizeMessageValue(value);
  const transportLines =
    form.moyenTransport === 'avion'
      ? [
          line(LABELS.flightNumber, clean(form.numeroVol)),
          line(LABELS.origin, clean(form.provenanceVol)),
        ]
      : form.moyenTransport === 'train'
        ? [
            line(LABELS.trainNumber, clean(form.numeroTrain)),
            line(LABELS.origin, clean(form.provenanceTrain)),
          ]
        : [];
  const company = clean(form.nomSociete);
  const request = clean(form.demandeParticuliere);
  const sections: string[][] = [
    [LABELS.intro],
    [
      heading(LABELS.client),
      line(LABELS.lastName, clean(form.nom)),
      line(LABELS.firstName, clean(form.prenom)),
      ...(company ? [line(LABELS.company, company)] : []),
      line(LABELS.phone, clean(form.telephone)),
      line(LABELS.email, clean(form.email)),
    ],
    [
      heading(LABELS.reservation),
      line(LABELS.date, formatFrenchDate(clean(form.dateReservation))),
      line(LABELS.time, clean(form.heureReservation)),
    ],
    [
      heading(LABELS.transport),
      line(LABELS.transportMode, TRANSPORT_LABELS[form.moyenTransport]),
      ...transportLines,
    ],
    [
      heading(LABELS.itinerary),
      line(LABELS.departure, firstAddressPart(form.depart)),
      line(LABELS.arrival, firstAddressPart(form.arrivee)),
    ],
    [
      heading(LABELS.passengersAndLuggage),
      line(LABELS.passengers, clean(quickPassengerCount(form))),
      line(LABELS.luggage, clean(quickLuggageCount(form))),
      line(
        LABELS.babySeat,
        form.siegeBebe ? `${LABELS.yes} (${LABELS.children} : ${childrenText(form)})` : LABELS.no,
      ),
    ],
    [heading(LABELS.vehicle), VEHICLE_LABELS[form.typeVehicule]],
    [heading(LABELS.payment), PAYMENT_LABELS[form.modePaiement]],
    form.facturationEntreprise
      ? [
          heading(LABELS.invoicing),
          line(LABELS.siret, clean(form.numeroSiret)),
          line(LABELS.ice, clean(form.numeroIce)),
        ]
      : [heading(LABELS.invoicing), LABELS.no],
    [heading(LABELS.request), request || LABELS.none],
  ];
  return sections.map((section) => section.join('\n')).join('\n\n');
};

/**
 * The short message (docs/product/quick-request.md): client, phone, date and time, first part of
 * departure and arrival, passengers, vehicle.
 */
const buildShortMessage = (form: QuickRequestForm): string => {
  const short = (value: string): string => truncate(sanitizeMessageValue(value), SHORT_FIELD_MAX);
  const client = short(`${sanitizeMessageValue(form.prenom)} ${sanitizeMessageValue(form.nom)}`);
  const when = `${formatFrenchDate(short(form.dateReservation))} ${LABELS.at} ${short(form.heureReservation)}`;
  return [
    LABELS.intro,
    line(LABELS.client, client),
    line(LABELS.phone, short(form.telephone)),
    line(LABELS.dateTime, when),
    line(LABELS.departure, truncate(firstAddressPart(form.depart), SHORT_FIELD_MAX)),
    line(LABELS.arrival, truncate(firstAddressPart(form.arrivee), SHORT_FIELD_MAX)),
    line(LABELS.passengers, short(quickPassengerCount(form))),
    line(LABELS.vehicle, VEHICLE_LABELS[form.typeVehicule]),
  ].join('\n');
};

const chatUrl = (whatsappNumber: string): string =>
  `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`;

/** A wa.me link to `whatsappNumber` (digits; '+' and spaces are dropped) with `text` prefilled. */
export const buildWhatsAppLink = (whatsappNumber: string, text: string): string =>
  `${chatUrl(whatsappNumber)}?text=${encodeURIComponent(text)}`;

/**
 * Cuts `text` so that its link fits in `max` characters: the last safety net when even the
 * shortened message is too long (every value made of 4-byte characters, for instance).
 */
const fitLink = (whatsappNumber: string, text: string, max: number): string => {
  const base = `${chatUrl(whatsappNumber)}?text=`;
  let budget = max - base.length - encodeURIComponent(ELLIPSIS).length;
  let kept = '';
  for (const point of text) {
    const cost = encodeURIComponent(point).length;
    if (cost > budget) return `${base}${encodeURIComponent(`${kept}${ELLIPSIS}`)}`;
    budget -= cost;
    kept += point;
  }
  return `${base}${encodeURIComponent(kept)}`;
};

export interface QuickRequestWhatsApp {
  /** the message as the company will read it */
  text: string;
  /** the wa.me link, at most WHATSAPP_LINK_MAX characters */
  url: string;
  /** true when the full message did not fit and the short one was used */
  isShortened: boolean;
}

/**
 * The quick form handed over to WhatsApp (docs/product/quick-request.md): the full message, or
 * the short one when the full link would exceed WHATSAPP_LINK_MAX characters (some browsers and
 * WhatsApp itself cut longer links).
 */
export const buildQuickRequestWhatsApp = (
  form: QuickRequestForm,
  whatsappNumber: string,
): QuickRequestWhatsApp => {
  const full = buildFullMessage(form);
  const fullUrl = buildWhatsAppLink(whatsappNumber, full);
  if (fullUrl.length <= WHATSAPP_LINK_MAX) return { text: full, url: fullUrl, isShortened: false };
  const short = buildShortMessage(form);
  const url = fitLink(whatsappNumber, short, WHATSAPP_LINK_MAX);
  return { text: decodeURIComponent(url.slice(url.indexOf('?text=') + 6)), url, isShortened: true };
};

/** The "contact us directly" chat: a greeting asking for customer service. */
export const buildWhatsAppGreetingLink = (whatsappNumber: string): string =>
  buildWhatsAppLink(whatsappNumber, WHATSAPP_GREETING);
