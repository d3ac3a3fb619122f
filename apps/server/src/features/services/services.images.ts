/**
 * Service images (docs/decisions/0030-service-images.md): an upload is recognised by its first
 * bytes (JPEG, PNG or WebP, whatever its name or declared type said), decoded and re-encoded by
 * sharp (turned upright by its EXIF orientation, every metadata dropped) into two WebP widths,
 * and stored under a generated name in the public uploads folder of the file store
 * (`uploads/services/`, in DATA_DIR or a bucket: docs/decisions/0054-files-in-object-storage.md).
 */
import { randomUUID } from 'node:crypto';
import {
  ADMIN_SERVICE_MESSAGES,
  SERVICE_IMAGE_FIELD,
  SERVICE_IMAGE_WIDTHS,
  UPLOADED_SERVICE_IMAGE,
  megabytes,
  smallServiceImageName,
} from '@navette/shared';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';

/** Decoding more pixels than this would take hundreds of MB of memory: a "decompression bomb". */
export const SERVICE_IMAGE_MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The formats accepted, by their signatures; SVG, PDF, GIF, HEIC... are none of them. */
export const detectImageFormat = (bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
};

const imageError = (
  message: string,
  extra: { params?: Record<string, string | number>; cause?: unknown } = {},
) =>
  new AppError('SERVICE_IMAGE_INVALID', { fields: { [SERVICE_IMAGE_FIELD]: message }, ...extra });

export const imageTooLarge = (maxBytes: number) =>
  new AppError('SERVICE_IMAGE_TOO_LARGE', {
    fields: { [SERVICE_IMAGE_FIELD]: ADMIN_SERVICE_MESSAGES.imageSize },
    params: { max: megabytes(maxBytes) },
  });

export interface EncodedServiceImage {
  large: Buffer;
  small: Buffer;
}

/**
 * The two WebP copies of an uploaded image, or SERVICE_IMAGE_INVALID: not one of the formats, more
 * pixels than allowed, or a file the decoder cannot read to its end (truncated, corrupt).
 */
export const encodeServiceImage = async (bytes: Buffer): Promise<EncodedServiceImage> => {
  if (!detectImageFormat(bytes)) throw imageError(ADMIN_SERVICE_MESSAGES.imageFormat);
  // loaded on the first upload, not at start: libvips is some 20 MB of memory the site rarely
  // needs (docs/decisions/0037-request-hot-path.md)
  const { default: sharp } = await import('sharp');
  // failOn 'warning': a truncated JPEG is refused rather than stored half grey
  const options = { failOn: 'warning', limitInputPixels: SERVICE_IMAGE_MAX_PIXELS } as const;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { ...options, limitInputPixels: false }).metadata());
  } catch (error) {
    throw imageError(ADMIN_SERVICE_MESSAGES.imageUnreadable, { cause: error });
  }
  if (!width || !height) throw imageError(ADMIN_SERVICE_MESSAGES.imageUnreadable);
  if (width * height > SERVICE_IMAGE_MAX_PIXELS) {
    throw imageError(ADMIN_SERVICE_MESSAGES.imageDimensions, {
      params: { maxPixels: SERVICE_IMAGE_MAX_PIXELS / 1_000_000 },
    });
  }
  const upright = sharp(bytes, options).rotate();
  const copy = (widthMax: number) =>
    upright
      .clone()
      .resize({ width: widthMax, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([
      copy(SERVICE_IMAGE_WIDTHS.large),
      copy(SERVICE_IMAGE_WIDTHS.small),
    ]);
    return { large, small };
  } catch (error) {
    throw imageError(ADMIN_SERVICE_MESSAGES.imageUnreadable, { cause: error });
  }
};

export interface ServiceImageStore {
  /** Writes both copies under a new name; returns the name to store (`<uuid>.webp`). */
  save(image: EncodedServiceImage): Promise<string>;
  /** Removes an uploaded image's files; a URL, an empty value or another file is left alone. */
  remove(image: string): Promise<void>;
}

/** Where the public images are kept in the file store, and served from by `/uploads/services/`. */
export const SERVICE_IMAGES_FOLDER = 'uploads/services/';

export const createServiceImageStore = (files: FileStore): ServiceImageStore => {
  const keysOf = (image: string) =>
    UPLOADED_SERVICE_IMAGE.test(image)
      ? [SERVICE_IMAGES_FOLDER + image, SERVICE_IMAGES_FOLDER + smallServiceImageName(image)]
      : [];
  const removeFiles = async (image: string) => {
    await Promise.all(keysOf(image).map((key) => files.delete(key)));
  };
  return {
    async save(image) {
      // a new name for each upload: never an existing file, and cached for ever where served
      const name = `${randomUUID()}.webp`;
      const [large, small] = keysOf(name) as [string, string];
      try {
        await files.put(large, image.large);
        await files.put(small, image.small);
      } catch (error) {
        await removeFiles(name);
        throw error;
      }
      return name;
    },
    remove: removeFiles,
  };
};
