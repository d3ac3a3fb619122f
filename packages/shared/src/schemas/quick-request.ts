import { z } from 'zod';
import {
  QUICK_LUGGAGE_BUTTONS_MAX,
  QUICK_LUGGAGE_OTHER_MAX,
  QUICK_PASSENGER_BUTTONS_MAX,
  QUICK_PASSENGERS_OTHER_MAX,
  TRANSPORT_MODES,
} from '../constants';
import { isValidIce, isValidSiret } from '../rules/company-ids';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  isClockTime,
  isDateText,
} from './primitives';

/**
 * The quick request form (docs/product/quick-request.md). It is held on the client only and
 * handed to WhatsApp, never sent to the API; the schema is shared so that the rules and the
 * message builder (rules/whatsapp-message.ts) read one shape.
 */

export const QUICK_OTHER = 'autres';
export const QUICK_PASSENGER_CHOICES = [
  ...Array.from({ length: QUICK_PASSENGER_BUTTONS_MAX }, (_, index) => String(index + 1)),
  QUICK_OTHER,
] as const;
export const QUICK_LUGGAGE_CHOICES = [
  ...Array.from({ length: QUICK_LUGGAGE_BUTTONS_MAX + 1 }, (_, index) => String(index)),
  QUICK_OTHER,
] as const;
export const QUICK_PASSENGERS_OTHER_MIN = 1;
export const QUICK_LUGGAGE_OTHER_MIN = 0;

export const VEHICLE_TYPES = ['berline', 'van'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const PAYMENT_MODES = ['espece', 'cb', 'virement'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const CHILD_AGE_RANGES = ['0-1', '2-3', '4-5', '6-8', '9-12', '13-17'] as const;
export type ChildAgeRange = (typeof CHILD_AGE_RANGES)[number];
/** More children than seats in the largest van makes no sense; it also bounds hostile input. */
export const QUICK_CHILDREN_MAX = QUICK_PASSENGERS_OTHER_MAX;

/**
 * Bounds no honest visitor reaches; they keep the WhatsApp link and the page responsive. The
 * site's own limits (primitives.ts), and the free request's.
 */
export const QUICK_TEXT_MAX = NAME_MAX_LENGTH;
export const QUICK_ADDRESS_MAX = ADDRESS_MAX_LENGTH;
export const QUICK_EMAIL_MAX = EMAIL_MAX_LENGTH;
export const QUICK_PHONE_MAX = PHONE_MAX_LENGTH;
export const QUICK_REQUEST_MAX = 1000;

/** At least 10 characters made of digits, plus, dash, space or parentheses. */
export const QUICK_PHONE_PATTERN = /^[0-9+\-\s()]{10,}$/;
/** The site's simple e-mail pattern (something@something.something, no spaces). */
export const QUICK_EMAIL_PATTERN = EMAIL_PATTERN;

/** The message keys of the quick form (translated by the form with t()). */
export const QUICK_REQUEST_MESSAGES = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  phone: 'quickRequest.errors.phone',
  email: 'quickRequest.errors.email',
  date: 'quickRequest.errors.date',
  time: 'quickRequest.errors.time',
  passengersOther: 'quickRequest.errors.passengersOther',
  luggageOther: 'quickRequest.errors.luggageOther',
  babySeatChild: 'quickRequest.errors.babySeatChild',
  siret: 'quickRequest.errors.siret',
  ice: 'quickRequest.errors.ice',
} as const;

const childSchema = z.object({ id: z.string(), age: z.enum(CHILD_AGE_RANGES) });
export type QuickRequestChild = z.infer<typeof childSchema>;

/**
 * Field types only: every value the form can hold parses, so that the rules below always run and
 * report every problem at once (the failure toast lists all the missing fields, not the first).
 */
const quickRequestShape = z.object({
  nom: z.string(),
  prenom: z.string(),
  nomSociete: z.string(),
  telephone: z.string(),
  email: z.string(),
  dateReservation: z.string(),
  heureReservation: z.string(),
  moyenTransport: z.enum(TRANSPORT_MODES),
  numeroVol: z.string(),
  provenanceVol: z.string(),
  numeroTrain: z.string(),
  provenanceTrain: z.string(),
  depart: z.string(),
  arrivee: z.string(),
  /** '' until a button is chosen */
  nombrePassagers: z.string(),
  nombrePassagersAutres: z.string(),
  nombreValises: z.string(),
  nombreValisesAutres: z.string(),
  siegeBebe: z.boolean(),
  enfants: z.array(childSchema),
  typeVehicule: z.enum(['', ...VEHICLE_TYPES]),
  modePaiement: z.enum(['', ...PAYMENT_MODES]),
  facturationEntreprise: z.boolean(),
  numeroSiret: z.string(),
  numeroIce: z.string(),
  demandeParticuliere: z.string(),
});
export type QuickRequestForm = z.infer<typeof quickRequestShape>;
export type QuickRequestField = keyof QuickRequestForm;

export const emptyQuickRequest = (): QuickRequestForm => ({
  nom: '',
  prenom: '',
  nomSociete: '',
  telephone: '',
  email: '',
  dateReservation: '',
  heureReservation: '',
  moyenTransport: 'aucun',
  numeroVol: '',
  provenanceVol: '',
  numeroTrain: '',
  provenanceTrain: '',
  depart: '',
  arrivee: '',
  nombrePassagers: '',
  nombrePassagersAutres: '',
  nombreValises: '',
  nombreValisesAutres: '',
  siegeBebe: false,
  enfants: [],
  typeVehicule: '',
  modePaiement: '',
  facturationEntreprise: false,
  numeroSiret: '',
  numeroIce: '',
  demandeParticuliere: '',
});

const isBlank = (value: string): boolean => value.trim() === '';

/** A whole number typed in an 'autres' field, or undefined ('', '2.5', 'abc'). */
export const parseWholeNumber = (value: string): number | undefined =>
  /^\s*\d{1,4}\s*$/.test(value) ? Number(value.trim()) : undefined;

const isWithin = (value: string, min: number, max: number): boolean => {
  const parsed = parseWholeNumber(value);
  return parsed !== undefined && parsed >= min && parsed <= max;
};

/** Live warnings while typing (non-blocking toasts): each is undefined when all is well. */
export const quickRequestWarnings = {
  telephone: (value: string) =>
    isBlank(value) || QUICK_PHONE_PATTERN.test(value.trim())
      ? undefined
      : 'quickRequest.warnings.phone',
  email: (value: string) =>
    isBlank(value) || QUICK_EMAIL_PATTERN.test(value.trim())
      ? undefined
      : 'quickRequest.warnings.email',
  numeroSiret: (value: string) =>
    isBlank(value) || isValidSiret(value) ? undefined : QUICK_REQUEST_MESSAGES.siret,
  numeroIce: (value: string) =>
    isBlank(value) || isValidIce(value) ? undefined : QUICK_REQUEST_MESSAGES.ice,
} satisfies Partial<Record<QuickRequestField, (value: string) => string | undefined>>;

type Rule = readonly [failed: boolean, field: QuickRequestField, message: string];

/** The fields that hold text (the others are choices, flags and lists). */
type QuickRequestTextField = {
  [K in QuickRequestField]: QuickRequestForm[K] extends string ? K : never;
}[QuickRequestField];

const requiredRules = (form: QuickRequestForm): Rule[] => {
  const required = (...fields: QuickRequestTextField[]): Rule[] =>
    fields.map((field) => [isBlank(form[field]), field, QUICK_REQUEST_MESSAGES.required]);
  return [
    ...required('nom', 'prenom', 'telephone', 'email', 'dateReservation', 'heureReservation'),
    ...(form.moyenTransport === 'avion' ? required('numeroVol', 'provenanceVol') : []),
    ...(form.moyenTransport === 'train' ? required('numeroTrain', 'provenanceTrain') : []),
    ...required('depart', 'arrivee', 'nombrePassagers', 'nombreValises'),
    ...required('typeVehicule', 'modePaiement'),
    ...(form.facturationEntreprise ? required('numeroSiret', 'numeroIce') : []),
  ];
};

/** A filled field whose value breaks its format rule; a blank one is only "required". */
const malformed = (
  field: QuickRequestField,
  value: string,
  isValid: (value: string) => boolean,
  message: string,
): Rule => [!isBlank(value) && !isValid(value), field, message];

const isOneOf =
  (choices: readonly string[]) =>
  (value: string): boolean =>
    choices.includes(value);

const formatRules = (form: QuickRequestForm): Rule[] => {
  const { required, tooLong } = QUICK_REQUEST_MESSAGES;
  const longer = (max: number, ...fields: QuickRequestTextField[]): Rule[] =>
    fields.map((field) => [form[field].length > max, field, tooLong]);
  /** the company numbers are checked only when an invoice to a company is asked for */
  const companyId = (isValid: (value: string) => boolean) => (value: string) =>
    !form.facturationEntreprise || isValid(value);
  return [
    malformed(
      'telephone',
      form.telephone,
      (value) => QUICK_PHONE_PATTERN.test(value.trim()),
      QUICK_REQUEST_MESSAGES.phone,
    ),
    malformed(
      'email',
      form.email,
      (value) => QUICK_EMAIL_PATTERN.test(value.trim()),
      QUICK_REQUEST_MESSAGES.email,
    ),
    malformed('dateReservation', form.dateReservation, isDateText, QUICK_REQUEST_MESSAGES.date),
    malformed('heureReservation', form.heureReservation, isClockTime, QUICK_REQUEST_MESSAGES.time),
    malformed('nombrePassagers', form.nombrePassagers, isOneOf(QUICK_PASSENGER_CHOICES), required),
    [
      form.nombrePassagers === QUICK_OTHER &&
        !isWithin(
          form.nombrePassagersAutres,
          QUICK_PASSENGERS_OTHER_MIN,
          QUICK_PASSENGERS_OTHER_MAX,
        ),
      'nombrePassagersAutres',
      QUICK_REQUEST_MESSAGES.passengersOther,
    ],
    malformed('nombreValises', form.nombreValises, isOneOf(QUICK_LUGGAGE_CHOICES), required),
    [
      form.nombreValises === QUICK_OTHER &&
        !isWithin(form.nombreValisesAutres, QUICK_LUGGAGE_OTHER_MIN, QUICK_LUGGAGE_OTHER_MAX),
      'nombreValisesAutres',
      QUICK_REQUEST_MESSAGES.luggageOther,
    ],
    [form.siegeBebe && form.enfants.length === 0, 'enfants', QUICK_REQUEST_MESSAGES.babySeatChild],
    [form.enfants.length > QUICK_CHILDREN_MAX, 'enfants', tooLong],
    malformed(
      'numeroSiret',
      form.numeroSiret,
      companyId(isValidSiret),
      QUICK_REQUEST_MESSAGES.siret,
    ),
    malformed('numeroIce', form.numeroIce, companyId(isValidIce), QUICK_REQUEST_MESSAGES.ice),
    // the bounds, in the form's order
    ...longer(QUICK_TEXT_MAX, 'nom', 'prenom', 'nomSociete'),
    ...longer(QUICK_PHONE_MAX, 'telephone'),
    ...longer(QUICK_EMAIL_MAX, 'email'),
    ...longer(QUICK_TEXT_MAX, 'numeroVol', 'provenanceVol', 'numeroTrain', 'provenanceTrain'),
    ...longer(QUICK_ADDRESS_MAX, 'depart', 'arrivee'),
    ...longer(QUICK_REQUEST_MAX, 'demandeParticuliere'),
  ];
};

/**
 * The rules of docs/product/quick-request.md#quick-form-rules, in the form's order. A field gets one message: "required" wins over its
 * format rule (a blank phone is missing, not badly formatted).
 */
export const quickRequestSchema = quickRequestShape.superRefine((form, ctx) => {
  const failed = new Set<QuickRequestField>();
  for (const [isFailed, field, message] of [...requiredRules(form), ...formatRules(form)]) {
    if (!isFailed || failed.has(field)) continue;
    failed.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** The number of passengers the visitor asked for (a button, or the 'autres' number). */
export const quickPassengerCount = (form: QuickRequestForm): string =>
  form.nombrePassagers === QUICK_OTHER ? form.nombrePassagersAutres.trim() : form.nombrePassagers;

/** The number of suitcases the visitor asked for (a button, or the 'autres' number). */
export const quickLuggageCount = (form: QuickRequestForm): string =>
  form.nombreValises === QUICK_OTHER ? form.nombreValisesAutres.trim() : form.nombreValises;
