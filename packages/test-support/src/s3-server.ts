/**
 * The S3 stand-in of the tests that keep the app's files in a bucket (STORAGE_URL): s3rver, a
 * real S3 protocol server (signatures checked, objects on disk) on the loopback interface, with
 * its own folder removed at close. See docs/decisions/0054-files-in-object-storage.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CopyObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** The little of s3rver used here: it ships no types, and is CommonJS. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's one account. */
const ACCESS_KEY = 'S3RVER';

export interface S3StandIn {
  readonly endpoint: string;
  readonly bucket: string;
  /** STORAGE_URL for the app: this bucket (or a folder of it), credentials, path-style addresses */
  storageUrl(folder?: string): string;
  /** the keys of the bucket under `prefix`, sorted: what the app wrote there */
  keys(prefix?: string): Promise<string[]>;
  /** copies an object, as an operator copies an archive into another bucket's folder */
  copy(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 (a random port) with one empty bucket. */
export const startS3Server = async (bucket = 'navette-files'): Promise<S3StandIn> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'navette-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    storageUrl: (folder = '') =>
      `s3://${ACCESS_KEY}:${ACCESS_KEY}@${bucket}/${folder}?endpoint=${endpoint}&forcePathStyle=true`,
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${from}`, Key: to }),
      );
    },
    async keys(prefix = '') {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
