/**
 * What every e-mail template is written with (docs/product/emails.md): the context a template is
 * rendered in, its type, and the one-line rule. The templates themselves live by domain in
 * mail-templates.<domain>.ts; mail.templates.ts assembles them and renders.
 */
import type { MailBlock, MailContent } from './mail.layout';

export interface MailTemplateContext {
  /** translates `mail.<key>`; the company's name, phone and e-mail are always interpolatable */
  t: (key: string, values?: Record<string, string | number>) => string;
  formatDate: (isoDate: string) => string;
  /** an amount in euros as the language writes it: `1 250,00 €`, `€1,250.00` */
  formatEuros: (amount: number) => string;
}

export type MailTemplate<P> = (params: P, context: MailTemplateContext) => MailContent;

/**
 * A value meant for one line (a name, an address, a subject) keeps to one line: a line break in a
 * name must neither start a new header in the subject nor forge a line of the e-mail's text.
 */
export const toOneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** One row of an e-mail's details block. */
export type MailDetailRow = Extract<MailBlock, { kind: 'details' }>['rows'][number];

/** One leg of a trip: `date` YYYY-MM-DD, `heure` HH:MM, the addresses as typed. */
export interface MailTripLeg {
  date: string;
  heure: string;
  from: string;
  to: string;
}

/** The translation keys of a leg's three rows (each template names its own). */
export interface TripLegLabels {
  date: string;
  from: string;
  to: string;
}

/**
 * The rows of one leg of the trip, as every e-mail about a reservation shows them: `date, heure`
 * as the language writes the day, then the departure and the arrival kept to one line.
 */
export const tripLegRows = (
  leg: MailTripLeg,
  labels: TripLegLabels,
  { t, formatDate }: MailTemplateContext,
): MailDetailRow[] => [
  { label: t(labels.date), value: `${formatDate(leg.date)}, ${leg.heure}` },
  { label: t(labels.from), value: toOneLine(leg.from) },
  { label: t(labels.to), value: toOneLine(leg.to) },
];

/**
 * The rows of a whole trip: a one-way trip's leg under `one`'s labels; a round trip's outbound
 * then return legs, each under its own labels.
 */
export const tripRows = (
  trip: { outbound: MailTripLeg; back?: MailTripLeg | null },
  labels: { one: TripLegLabels; outbound: TripLegLabels; back: TripLegLabels },
  context: MailTemplateContext,
): MailDetailRow[] =>
  trip.back
    ? [
        ...tripLegRows(trip.outbound, labels.outbound, context),
        ...tripLegRows(trip.back, labels.back, context),
      ]
    : tripLegRows(trip.outbound, labels.one, context);

/** The templates of one domain, typed by their parameters. */
export type MailTemplates<P> = { [N in keyof P]: MailTemplate<P[N]> };

/**
 * The "Gérer ma réservation" link every e-mail about a reservation carries
 * (docs/decisions/0047-manage-booking-links.md): minted with the e-mail, kept out of the e-mail
 * log by the outbox (its `secret`). Optional, so that a template renders without one in a test.
 */
export interface ManageLinkParam {
  manageUrl?: string;
}

/** The templates of a domain, each taking the manage link too. */
export type WithManageLink<P> = { [N in keyof P]: P[N] & ManageLinkParam };

/** The button and its sentence, right after the trip's details (else at the end). */
const addManageButton = (
  content: MailContent,
  manageUrl: string | undefined,
  { t }: MailTemplateContext,
): MailContent => {
  if (!manageUrl) return content;
  const button: MailBlock[] = [
    { kind: 'button', label: t('manageBooking.button'), url: manageUrl },
    { kind: 'paragraph', text: t('manageBooking.note') },
  ];
  const blocks = [...content.blocks];
  const details = blocks.map((block) => block.kind).lastIndexOf('details');
  blocks.splice(details === -1 ? blocks.length : details + 1, 0, ...button);
  return { ...content, blocks };
};

/**
 * Adds the manage-booking button to each template of a domain. The templates' bodies stay as
 * they are: the button is the kit's, one spelling for every e-mail.
 */
export const withManageButton = <P>(
  templates: MailTemplates<P>,
): MailTemplates<WithManageLink<P>> => {
  const wrapped: Partial<MailTemplates<WithManageLink<P>>> = {};
  for (const name of Object.keys(templates) as (keyof P)[]) {
    const template = templates[name];
    wrapped[name] = (params, context) =>
      addManageButton(template(params, context), params.manageUrl, context);
  }
  return wrapped as MailTemplates<WithManageLink<P>>;
};
