import { z } from 'zod';
import { TARIFF_LIMITS, tariffSchema } from './tariff';

/*
 * The back-office's tariff (docs/product/back-office.md#tarifs): the current version, the list
 * of versions, and the body of a save. A save is a whole new version (never an edit of an old
 * one) made on the version the page showed: `basedOn` older than the current one is refused
 * with TARIFF_CHANGED, as two administrators' edits must not silently overwrite each other.
 */

export const tariffVersionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  /** the administrator's e-mail; null for the seed's first version or a deleted account */
  createdBy: z.string().nullable(),
  note: z.string(),
});
export type TariffVersionSummary = z.infer<typeof tariffVersionSummarySchema>;

export const tariffVersionSchema = tariffVersionSummarySchema.extend({ tariff: tariffSchema });
export type TariffVersion = z.infer<typeof tariffVersionSchema>;

export const adminTariffSchema = z.object({
  /** null before the first version is saved */
  current: tariffVersionSchema.nullable(),
  /** newest first */
  versions: z.array(tariffVersionSummarySchema),
});
export type AdminTariff = z.infer<typeof adminTariffSchema>;

export const TARIFF_NOTE_MAX = TARIFF_LIMITS.textMax * 2;

export const saveTariffSchema = z.strictObject({
  tariff: tariffSchema,
  /** the version the page started from; null when there was none */
  basedOn: z.number().int().min(1).nullable(),
  note: z.string().trim().max(TARIFF_NOTE_MAX).default(''),
});
export type SaveTariff = z.input<typeof saveTariffSchema>;

export const tariffVersionParamsSchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});
