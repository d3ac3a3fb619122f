import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Service } from '@navette/shared';
import sharp from 'sharp';
import type { TestApp } from '../build-test-app';
import { signInAsAdmin } from './admin';
import { multipart, type FilePart } from '@navette/test-support/files';

/** An administrator's browser, signed in, with the back-office's service calls (multipart). */
export const servicesAdminClient = async (t: TestApp) => {
  const { client } = await signInAsAdmin(t.app, t.database.db);
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(
      fields,
      files.map((file) => ({ field: 'image', ...file })),
    );
    return client.request({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  return {
    client,
    create: (
      fields: Record<string, string>,
      files?: FilePart[],
      headers?: Record<string, string>,
    ) => send('POST', '/api/services', fields, files, headers),
    update: (id: string, fields: Record<string, string>, files?: FilePart[]) =>
      send('PUT', `/api/services/${id}`, fields, files),
    remove: (id: string) => client.request({ method: 'DELETE', url: `/api/services/${id}` }),
  };
};

/** The public list, as the booking form and the home page read it. */
export const publicServices = async (t: TestApp): Promise<Service[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/services' })).json<Service[]>();

/** The files of the public uploads folder of services, sorted. */
export const serviceUploads = (t: TestApp): string[] => {
  const dir = path.join(t.config.dataDir, 'uploads', 'services');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

/**
 * A photo as a camera writes it: `width` × `height` pixels of varied colour (so that it does not
 * compress to nothing), with EXIF metadata and, when given, an orientation tag.
 */
export const photo = async (
  format: 'jpeg' | 'png',
  {
    width = 800,
    height = 400,
    orientation,
  }: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withMetadata({
    ...(orientation ? { orientation } : {}),
    exif: { IFD0: { Copyright: 'Navette test', Artist: 'Camera owner' } },
  });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
};
