/**
 * What the customer is told of their trip once it is dispatched (docs/product/dispatch.md#the-customer-kept-informed):
 * the day before, who comes in which car and where they meet; an update when that changes; a
 * short message when the chauffeur is on the way and on the spot; after the trip, a request for
 * a review. In the reservation's language.
 */
import { formatPhone } from '@navette/shared';
import {
  toOneLine,
  type MailDetailRow,
  type MailTemplateContext,
  type MailTemplates,
} from './mail-templates.kit';

/** Where the customer meets the chauffeur. */
export type MeetingPoint = 'airport' | 'station' | 'address';

/** The vehicle as the customer recognises it. */
export interface TripVehicle {
  nom: string;
  couleur: string | null;
  plaque: string | null;
}

interface TripBasics {
  /** the customer's first name */
  name: string;
  reference: string;
  /** the leg's pick-up: YYYY-MM-DD, HH:mm, the address */
  date: string;
  heure: string;
  from: string;
  chauffeurFirstName: string;
  vehicle: TripVehicle;
}

export interface TripMailParams {
  /** the day before the pick-up; `update`: the chauffeur or the vehicle changed since */
  tripReminder: TripBasics & {
    chauffeurPhone: string;
    meetingPoint: MeetingPoint;
    update: boolean;
  };
  /** the chauffeur reported `en route` or `sur place` */
  tripUnderway: TripBasics & { state: 'en route' | 'sur place' };
  /** a few hours after the trip ended: the link to the review form */
  reviewRequest: { name: string; reference: string; url: string };
}

/** `Mercedes Classe V noire · GA-123-BC`, what is known of it. */
export const vehicleLine = (vehicle: TripVehicle): string =>
  toOneLine(
    [vehicle.couleur ? `${vehicle.nom} ${vehicle.couleur}` : vehicle.nom, vehicle.plaque]
      .filter(Boolean)
      .join(' · '),
  );

const tripDetails = (p: TripBasics, { t, formatDate }: MailTemplateContext): MailDetailRow[] => [
  { label: t('layout.referenceLabel'), value: p.reference },
  { label: t('trips.pickupLabel'), value: `${formatDate(p.date)}, ${p.heure}` },
  { label: t('trips.fromLabel'), value: toOneLine(p.from) },
  { label: t('trips.vehicleLabel'), value: vehicleLine(p.vehicle) },
];

const STATE_KEYS = { 'en route': 'enRoute', 'sur place': 'onSite' } as const;

export const tripMailTemplates: MailTemplates<TripMailParams> = {
  tripReminder: (p, context) => {
    const { t, formatDate } = context;
    const kind = p.update ? 'update' : 'reminder';
    const values = {
      name: p.name,
      reference: p.reference,
      date: formatDate(p.date),
      heure: p.heure,
    };
    return {
      subject: t(`trips.${kind}.subject`, values),
      preheader: t(`trips.${kind}.preheader`, values),
      heading: t(`trips.${kind}.heading`),
      greeting: t('layout.greeting', { name: p.name }),
      signOff: true,
      blocks: [
        { kind: 'paragraph', text: t(`trips.${kind}.intro`, values) },
        {
          kind: 'details',
          rows: [
            ...tripDetails(p, context),
            { label: t('trips.chauffeurLabel'), value: toOneLine(p.chauffeurFirstName) },
            {
              label: t('trips.chauffeurPhoneLabel'),
              value: formatPhone(toOneLine(p.chauffeurPhone)),
            },
          ],
        },
        {
          kind: 'paragraph',
          text: t(`trips.meetingPoint.${p.meetingPoint}`, { from: toOneLine(p.from) }),
        },
      ],
    };
  },
  tripUnderway: (p, context) => {
    const { t } = context;
    const key = STATE_KEYS[p.state];
    const values = {
      name: p.name,
      chauffeur: toOneLine(p.chauffeurFirstName),
      vehicle: vehicleLine(p.vehicle),
      reference: p.reference,
    };
    return {
      subject: t(`trips.${key}.subject`, values),
      preheader: t(`trips.${key}.sms`, values),
      heading: t(`trips.${key}.heading`),
      greeting: t('layout.greeting', { name: p.name }),
      signOff: true,
      blocks: [
        { kind: 'paragraph', text: t(`trips.${key}.sms`, values) },
        { kind: 'details', rows: tripDetails(p, context) },
      ],
    };
  },
  reviewRequest: (p, { t }) => {
    const values = { name: p.name, reference: p.reference };
    return {
      subject: t('trips.review.subject', values),
      preheader: t('trips.review.preheader', values),
      heading: t('trips.review.heading'),
      greeting: t('layout.greeting', { name: p.name }),
      signOff: true,
      blocks: [
        { kind: 'paragraph', text: t('trips.review.intro', values) },
        { kind: 'button', label: t('trips.review.button'), url: p.url },
      ],
    };
  },
};

/** The text message of `en route` and `sur place`: the e-mail's first sentence. */
export const underwayText = (
  p: Pick<TripBasics, 'chauffeurFirstName' | 'vehicle' | 'reference'>,
  state: 'en route' | 'sur place',
  t: MailTemplateContext['t'],
): string =>
  t(`trips.${STATE_KEYS[state]}.sms`, {
    chauffeur: toOneLine(p.chauffeurFirstName),
    vehicle: vehicleLine(p.vehicle),
    reference: p.reference,
  });
