import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { tinyPdf } from '@navette/test-support/files';
import {
  photo,
  publicServices,
  serviceUploads,
  servicesAdminClient,
} from './support/services-admin';

/*
 * Service images (docs/decisions/0030-service-images.md): accepted by content, re-encoded without
 * metadata into two WebP widths, served with long-lived caching, removed when replaced.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof servicesAdminClient>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await servicesAdminClient(t);
});
afterAll(async () => t?.close());

const FIELDS = { name: 'Transfert gare', description: 'De la gare à votre hôtel.' };
const uploaded = (name: string) => path.join(t.config.dataDir, 'uploads', 'services', name);
const small = (name: string) => name.replace(/\.webp$/, '-600.webp');

const createWith = async (content: Buffer, filename: string, contentType: string) => {
  const response = await admin.create(FIELDS, [{ filename, contentType, content }]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; image: string }>();
};

describe('an accepted image', () => {
  it('turns a JPEG upright by its EXIF orientation, drops its metadata, stores two WebP widths', async () => {
    const jpeg = await photo('jpeg', { width: 1600, height: 1000, orientation: 6 });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const service = await createWith(jpeg, 'mariage.jpg', 'image/jpeg');
    expect(service.image).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const large = await sharp(readFileSync(uploaded(service.image))).metadata();
    // 1600 × 1000 turned a quarter: 1000 × 1600, within 1200 px of width
    expect(large).toMatchObject({ format: 'webp', width: 1000, height: 1600 });
    expect(large.exif).toBeUndefined();
    expect(large.icc).toBeUndefined();
    expect(large.orientation).toBeUndefined();
    const smaller = await sharp(readFileSync(uploaded(small(service.image)))).metadata();
    expect(smaller).toMatchObject({ format: 'webp', width: 600, height: 960 });
    expect(smaller.exif).toBeUndefined();
    expect((await publicServices(t)).find((s) => s._id === service._id)?.image).toBe(service.image);
  });

  it('re-encodes a PNG whatever name and type it was sent under, never enlarging it', async () => {
    const png = await photo('png', { width: 2400, height: 1200 });
    const service = await createWith(png, 'photo.jpeg', 'application/octet-stream');
    const large = await sharp(readFileSync(uploaded(service.image))).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    expect(large.exif).toBeUndefined();

    const tiny = await createWith(
      await photo('png', { width: 300, height: 200 }),
      'p.png',
      'image/png',
    );
    const kept = await sharp(readFileSync(uploaded(tiny.image))).metadata();
    expect(kept).toMatchObject({ width: 300, height: 200 });
  });

  it('is served at a stable URL, cached for a year, never sniffed', async () => {
    const service = await createWith(await photo('jpeg'), 'a.jpg', 'image/jpeg');
    for (const name of [service.image, small(service.image)]) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/services/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 for an image file that is missing', async () => {
    const service = await createWith(await photo('jpeg'), 'a.jpg', 'image/jpeg');
    rmSync(uploaded(service.image));
    const response = await t.app.inject({
      method: 'GET',
      url: `/uploads/services/${service.image}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a refused image leaves nothing behind', () => {
  const refused = async (
    content: Buffer,
    filename: string,
    contentType: string,
    expected: { status: number; code: string; message: string },
  ) => {
    const files = serviceUploads(t);
    const services = await publicServices(t);
    const response = await admin.create(FIELDS, [{ filename, contentType, content }]);
    expect(response.statusCode, response.body).toBe(expected.status);
    expect(response.json()).toEqual({
      error: expected.message,
      code: expected.code,
      fields: { image: expected.message },
    });
    expect(serviceUploads(t)).toEqual(files);
    expect(await publicServices(t)).toEqual(services);
  };
  const format = {
    status: 400,
    code: 'SERVICE_IMAGE_INVALID',
    message: "L'image doit être au format JPEG, PNG ou WebP.",
  };

  it('refuses a PDF renamed .png', () => refused(tinyPdf(), 'photo.png', 'image/png', format));

  it('refuses an SVG, even one that declares itself a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await refused(svg, 'logo.svg', 'image/svg+xml', format);
    await refused(svg, 'logo.png', 'image/png', format);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x41);
    (await photo('jpeg')).copy(big);
    await refused(big, 'grande.jpg', 'image/jpeg', {
      status: 413,
      code: 'SERVICE_IMAGE_TOO_LARGE',
      message: "L'image ne doit pas dépasser 5 Mo.",
    });
  });

  it('refuses a truncated JPEG the decoder cannot read to its end', async () => {
    const jpeg = await photo('jpeg');
    await refused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'coupée.jpg', 'image/jpeg', {
      status: 400,
      code: 'SERVICE_IMAGE_INVALID',
      message: "L'image est illisible ou incomplète. Choisissez un autre fichier.",
    });
  });

  it('refuses a file and an address sent together', async () => {
    const response = await admin.create({ ...FIELDS, image: 'https://example.com/a.jpg' }, [
      { filename: 'a.jpg', contentType: 'image/jpeg', content: await photo('jpeg') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { image: 'Envoyez une seule image : un fichier ou une adresse, pas les deux.' },
    });
  });
});

describe('the files of an image that is no longer used', () => {
  it('are removed when the image is replaced by another file or by an address', async () => {
    const service = await createWith(await photo('jpeg'), 'a.jpg', 'image/jpeg');
    const first = service.image;
    const replaced = await admin.update(service._id, FIELDS, [
      { filename: 'b.png', contentType: 'image/png', content: await photo('png') },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json<{ image: string }>().image;
    expect(second).not.toBe(first);
    expect(existsSync(uploaded(first)) || existsSync(uploaded(small(first)))).toBe(false);
    expect(existsSync(uploaded(second)) && existsSync(uploaded(small(second)))).toBe(true);

    const toUrl = await admin.update(service._id, {
      ...FIELDS,
      image: 'https://example.com/x.jpg',
    });
    expect(toUrl.json()).toMatchObject({ image: 'https://example.com/x.jpg' });
    expect(existsSync(uploaded(second)) || existsSync(uploaded(small(second)))).toBe(false);
  });

  it('are kept when an update is refused, and removed when the service is deleted', async () => {
    const service = await createWith(await photo('jpeg'), 'a.jpg', 'image/jpeg');
    const files = serviceUploads(t);
    const refused = await admin.update(service._id, FIELDS, [
      { filename: 'x.png', contentType: 'image/png', content: tinyPdf() },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(serviceUploads(t)).toEqual(files);
    expect(existsSync(uploaded(service.image))).toBe(true);

    expect((await admin.remove(service._id)).statusCode).toBe(200);
    expect(existsSync(uploaded(service.image)) || existsSync(uploaded(small(service.image)))).toBe(
      false,
    );
  });

  it('of the seeded pictures are left alone when a service changes image', async () => {
    const [seeded] = await publicServices(t);
    if (!seeded) throw new Error('the seed has no service');
    const before = serviceUploads(t);
    expect(before).toContain(seeded.image);
    const response = await admin.update(seeded._id, FIELDS, [
      { filename: 'a.jpg', contentType: 'image/jpeg', content: await photo('jpeg') },
    ]);
    expect(response.statusCode).toBe(200);
    expect(serviceUploads(t)).toContain(seeded.image);
  });
});
