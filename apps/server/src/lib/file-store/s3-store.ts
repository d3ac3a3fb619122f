/**
 * The file store in an S3-compatible bucket (AWS S3, MinIO, Garage, Scaleway, OVH…), through the
 * official SDK. A PutObject is atomic: a reader sees the whole file or none, as a rename gives on
 * disk. Every upload states its length, so the SDK sends a plain body that every S3-compatible
 * server understands (docs/decisions/0054-files-in-object-storage.md).
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import {
  PARTIAL_SUFFIX,
  assertKey,
  assertPrefix,
  contentTypeOf,
  type FileStore,
  type StoredFile,
} from './file-store';
import { describeS3Location, type S3Location } from './storage-url';

/** `sdk`: `@aws-sdk/client-s3`, loaded by the caller when a bucket is configured (index.ts). */
export const createS3Store = (location: S3Location, sdk: typeof S3): FileStore => {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = sdk;
  const isNotFound = (error: unknown): boolean =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // checksums only where S3 requires them: the SDK's default (a streamed, "aws-chunked" body
    // with a trailing checksum) is not understood by every S3-compatible server
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const objectKey = (key: string): string => {
    assertKey(key);
    return `${location.prefix}${key}`;
  };
  const upload = async (key: string, Body: Uint8Array | Readable, ContentLength: number) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body,
        ContentLength,
        ContentType: contentTypeOf(key),
      }),
    );
  };

  return {
    kind: 's3',
    location: describeS3Location(location),

    put: (key, bytes) => upload(key, bytes, bytes.byteLength),

    async putFile(key, localFile) {
      try {
        const { size } = await stat(localFile);
        await upload(key, createReadStream(localFile), size);
      } finally {
        await rm(localFile, { force: true });
      }
    },

    async get(key): Promise<StoredFile | undefined> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          // in Node the body is the HTTP response itself, a stream
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          etag: object.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async list(prefix) {
      assertPrefix(prefix);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${location.prefix}${prefix}`,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(location.prefix.length);
          if (key && !key.endsWith(PARTIAL_SUFFIX)) keys.push(key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    urlOf: (key) => `s3://${Bucket}/${objectKey(key)}`,
    localPath: () => undefined,
    close: () => client.destroy(),
  };
};
