import {
  ADMIN_SERVICE_MESSAGES,
  DEFAULT_VAT_RATE_BP,
  SERVICE_DURATION_DEFAULT,
  SERVICE_IMAGE_FIELD,
  serviceFieldsSchema,
  type Service,
  type ServiceFields,
} from '@navette/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readMultipartForm, type ReceivedForm } from '../../lib/multipart-errors';
import { fieldErrorKeys } from '../../lib/validation';
import { isUuid } from '../../db/values';
import { encodeServiceImage, imageTooLarge, type ServiceImageStore } from './services.images';
import type { ServiceCatalogue } from './services.catalogue';
import {
  insertService,
  lockActiveService,
  toService,
  updateServiceRow,
} from './services.repository';

/*
 * The back-office's changes to the services (docs/product/back-office.md#services). New image
 * files are written before the transaction and removed if it fails; the files an image replaces
 * are removed only once the change is committed, so that no stored service ever names a missing
 * file. Every change drops this instance's cached list at once.
 */

export interface ServicesAdminContext {
  db: Database;
  images: ServiceImageStore;
  catalogue: ServiceCatalogue;
  imageMaxBytes: number;
  log: FastifyBaseLogger;
}

type ReceivedService = ReceivedForm<Buffer>;

/** Reads the whole body; the image is held in memory (bounded by the size limit) for sharp. */
const receiveService = async (
  parts: AsyncIterable<Multipart>,
  imageMaxBytes: number,
): Promise<ReceivedService> =>
  readMultipartForm(parts, {
    fileField: SERVICE_IMAGE_FIELD,
    receiveFile: async (part) => {
      const bytes = await part.toBuffer();
      // a form's empty file input sends a part without a name or content: no image chosen
      return bytes.length > 0 || part.filename ? bytes : undefined;
    },
    fileTooLarge: () => imageTooLarge(imageMaxBytes),
  });

/** The text fields, checked; then the image, decoded and re-encoded (not yet stored). */
const checkService = async (received: ReceivedService) => {
  const parsed = serviceFieldsSchema.safeParse(received.fields);
  const fields: Record<string, string> = parsed.success ? {} : fieldErrorKeys(parsed.error.issues);
  for (const name of received.unexpected) fields[name] ??= 'validation.unknownField';
  if (received.file && received.fields[SERVICE_IMAGE_FIELD]?.trim()) {
    fields[SERVICE_IMAGE_FIELD] = ADMIN_SERVICE_MESSAGES.imageTwice;
  }
  if (!parsed.success || Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  const encoded = received.file ? await encodeServiceImage(received.file) : undefined;
  return { fields: parsed.data, encoded };
};

/**
 * The image a valid body sets: a new file's name, a URL, or undefined (unchanged). The new file
 * is written here; `discard` removes it when the change that would name it does not happen.
 */
const storeImage = async (
  context: ServicesAdminContext,
  checked: {
    fields: ServiceFields;
    encoded: Awaited<ReturnType<typeof encodeServiceImage>> | undefined;
  },
): Promise<string | undefined> => {
  if (checked.encoded) return context.images.save(checked.encoded);
  return checked.fields.image || undefined;
};

/** Removing a replaced file is housekeeping: its failure is logged, the change stands. */
const removeQuietly = async (context: ServicesAdminContext, image: string) => {
  try {
    await context.images.remove(image);
  } catch (error) {
    context.log.warn({ err: error, image }, 'a replaced service image could not be removed');
  }
};

/** Runs the change; a new file it would have named is removed if the change fails. */
const withNewImage = async <T>(
  context: ServicesAdminContext,
  image: string | undefined,
  change: () => Promise<T>,
): Promise<T> => {
  try {
    return await change();
  } catch (error) {
    if (image) await removeQuietly(context, image);
    throw error;
  }
};

/** The English texts a PUT sets: an empty one is cleared, one left out is unchanged. */
const englishOf = (fields: ServiceFields) => ({
  ...(fields.nameEn === undefined ? {} : { nameEn: fields.nameEn || null }),
  ...(fields.descriptionEn === undefined ? {} : { descriptionEn: fields.descriptionEn || null }),
});

const notFound = () => new AppError('SERVICE_NOT_FOUND');

/** POST /api/services */
export const createService = async (
  context: ServicesAdminContext,
  parts: AsyncIterable<Multipart>,
): Promise<Service> => {
  const checked = await checkService(await receiveService(parts, context.imageMaxBytes));
  const image = await storeImage(context, checked);
  const row = await withNewImage(context, image, () =>
    insertService(context.db, {
      name: checked.fields.name,
      description: checked.fields.description,
      nameEn: checked.fields.nameEn || null,
      descriptionEn: checked.fields.descriptionEn || null,
      image: image ?? '',
      vatRateBp: checked.fields.vatRate ?? DEFAULT_VAT_RATE_BP,
      dureeMinutes: checked.fields.dureeMinutes ?? SERVICE_DURATION_DEFAULT,
    }),
  );
  context.catalogue.invalidate();
  return toService(row);
};

/** PUT /api/services/:id */
export const updateService = async (
  context: ServicesAdminContext,
  id: string,
  parts: AsyncIterable<Multipart>,
): Promise<Service> => {
  // the body is read (and an image checked) even for an unknown id: the request must end cleanly
  const checked = await checkService(await receiveService(parts, context.imageMaxBytes));
  if (!isUuid(id)) throw notFound();
  const image = await storeImage(context, checked);
  const { row, replaced } = await withNewImage(context, image, () =>
    context.db.transaction(async (tx) => {
      const current = await lockActiveService(tx, id);
      if (!current) throw notFound();
      const updated = await updateServiceRow(tx, id, {
        name: checked.fields.name,
        description: checked.fields.description,
        ...englishOf(checked.fields),
        ...(image === undefined ? {} : { image }),
        ...(checked.fields.vatRate === undefined ? {} : { vatRateBp: checked.fields.vatRate }),
        ...(checked.fields.dureeMinutes === undefined
          ? {}
          : { dureeMinutes: checked.fields.dureeMinutes }),
      });
      return { row: updated, replaced: image === undefined ? undefined : current.image };
    }),
  );
  context.catalogue.invalidate();
  if (replaced && replaced !== row.image) await removeQuietly(context, replaced);
  return toService(row);
};

/**
 * DELETE /api/services/:id: the service is kept, inactive, so that the reservations naming it
 * still show its name (docs/decisions/0030-service-images.md); its image files go.
 */
export const deleteService = async (context: ServicesAdminContext, id: string): Promise<void> => {
  if (!isUuid(id)) throw notFound();
  const image = await context.db.transaction(async (tx) => {
    const current = await lockActiveService(tx, id);
    if (!current) throw notFound();
    await updateServiceRow(tx, id, { active: false, image: '' });
    return current.image;
  });
  context.catalogue.invalidate();
  await removeQuietly(context, image);
};
