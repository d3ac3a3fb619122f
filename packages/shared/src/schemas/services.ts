import { z } from 'zod';
import type { VatRateBp } from '../constants';
import { boundedLine, boundedText } from './primitives';

export const serviceSchema = z.object({
  _id: z.string(),
  /** French, the reference text */
  name: z.string(),
  description: z.string(),
  /**
   * English, null where the company has not written it; readers of English get the French then
   * (serviceText, docs/decisions/0049-company-texts-in-both-languages.md)
   */
  nameEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  /**
   * a file name served from /uploads/services/, or a full URL when it starts with http; empty
   * when the service has no image (the cards show 'Image indisponible')
   */
  image: z.string(),
  /** the VAT rate of its price, in percent: 10 (transport by the trip) or 20 (hire by time) */
  vatRate: z.number(),
  /**
   * How long a trip of this service usually lasts, in minutes: what a trip occupies of its
   * chauffeur's and vehicle's time when no routed duration is known (docs/product/dispatch.md).
   */
  dureeMinutes: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = z.array(serviceSchema);

/*
 * The back-office's edits of a service (docs/product/back-office.md#services): a multipart body
 * with the text fields below and, optionally, an image file under `image`. The image is checked
 * by its content on the server (JPEG, PNG or WebP, at most SERVICE_IMAGE_MAX_BYTES), re-encoded,
 * and stored under a generated name (docs/decisions/0030-service-images.md).
 */

export const SERVICE_NAME_MAX_LENGTH = 120;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 2000;
export const SERVICE_IMAGE_URL_MAX_LENGTH = 2000;
/** The image size limit when SERVICE_IMAGE_MAX_BYTES is not configured; the form checks it too. */
export const SERVICE_IMAGE_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;
/** The multipart field of the image: a file, or a full http(s) URL as text. */
export const SERVICE_IMAGE_FIELD = 'image';
/** What the file input offers; the server trusts the content only. */
export const SERVICE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const V = 'adminServiceValidation';
/** The validation messages of the service form (admin namespace). */
export const ADMIN_SERVICE_MESSAGES = {
  nameRequired: `${V}.nameRequired`,
  nameTooLong: `${V}.nameTooLong`,
  descriptionRequired: `${V}.descriptionRequired`,
  descriptionTooLong: `${V}.descriptionTooLong`,
  nameEnTooLong: `${V}.nameEnTooLong`,
  descriptionEnTooLong: `${V}.descriptionEnTooLong`,
  invalidCharacters: `${V}.invalidCharacters`,
  imageUrl: `${V}.imageUrl`,
  imageFormat: `${V}.imageFormat`,
  imageUnreadable: `${V}.imageUnreadable`,
  imageDimensions: `${V}.imageDimensions`,
  imageSize: `${V}.imageSize`,
  imageTwice: `${V}.imageTwice`,
  vatRate: `${V}.vatRate`,
  dureeMinutes: `${V}.dureeMinutes`,
} as const;
const M = ADMIN_SERVICE_MESSAGES;

/** A service's usual trip length, in minutes (the column's check). */
export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 1440;
/** A new service's usual trip length when the form leaves it out. */
export const SERVICE_DURATION_DEFAULT = 60;

/** A full http(s) address: what `image` may hold instead of a file. */
export const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The text fields of POST /api/services and PUT /api/services/:id. `image` as text is a full
 * http(s) URL; left out (or empty) the image is unchanged on PUT, none on POST, unless a file is
 * sent under the same name.
 */
export const serviceFieldsSchema = z.strictObject({
  name: boundedLine(SERVICE_NAME_MAX_LENGTH, {
    type: M.nameRequired,
    required: M.nameRequired,
    tooLong: M.nameTooLong,
    invalidCharacters: M.invalidCharacters,
  }),
  description: boundedText(SERVICE_DESCRIPTION_MAX_LENGTH, {
    type: M.descriptionRequired,
    required: M.descriptionRequired,
    tooLong: M.descriptionTooLong,
    invalidCharacters: M.invalidCharacters,
  }),
  /**
   * The English texts, optional: empty clears them (English readers then get the French), left
   * out they are unchanged on PUT and empty on POST.
   */
  nameEn: boundedLine(SERVICE_NAME_MAX_LENGTH, {
    type: M.invalidCharacters,
    tooLong: M.nameEnTooLong,
    invalidCharacters: M.invalidCharacters,
  }).optional(),
  descriptionEn: boundedText(SERVICE_DESCRIPTION_MAX_LENGTH, {
    type: M.invalidCharacters,
    tooLong: M.descriptionEnTooLong,
    invalidCharacters: M.invalidCharacters,
  }).optional(),
  image: z
    .string(M.imageUrl)
    .trim()
    .max(SERVICE_IMAGE_URL_MAX_LENGTH, M.imageUrl)
    .refine((value) => value === '' || isHttpUrl(value), M.imageUrl)
    .optional(),
  /**
   * The VAT rate in percent, as the multipart text '10' or '20' (VAT_RATES_BP); left out, it is
   * unchanged on PUT and 10 on POST.
   */
  vatRate: z
    .enum(['10', '20'], M.vatRate)
    .transform((value) => (Number(value) * 100) as VatRateBp)
    .optional(),
  /**
   * The usual trip length in minutes, as multipart text ('90'), 5 to 1440; left out, it is
   * unchanged on PUT and SERVICE_DURATION_DEFAULT on POST.
   */
  dureeMinutes: z
    .string(M.dureeMinutes)
    .trim()
    .regex(/^\d{1,4}$/, M.dureeMinutes)
    .transform(Number)
    .refine(
      (value) => value >= SERVICE_DURATION_MIN && value <= SERVICE_DURATION_MAX,
      M.dureeMinutes,
    )
    .optional(),
});
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;
export const SERVICE_TEXT_FIELDS = [
  'name',
  'description',
  'nameEn',
  'descriptionEn',
  SERVICE_IMAGE_FIELD,
  'vatRate',
  'dureeMinutes',
] as const;

/** Any short id is accepted here: one that names no service is a 404, not a 400. */
export const serviceIdParamsSchema = z.object({ id: z.string().max(64) });
