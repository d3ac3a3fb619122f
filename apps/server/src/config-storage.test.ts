import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const storageOf = (STORAGE_URL: string) =>
  loadConfig({ DATA_DIR: '/tmp/navette-storage-test', SESSION_SECRET: 'x'.repeat(40), STORAGE_URL })
    .storage;

/** The start-up error of a STORAGE_URL, as the operator reads it. */
const startupError = (value: string): string => {
  try {
    storageOf(value);
    return 'accepted';
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
};

describe('STORAGE_URL: where the files are kept', () => {
  it('keeps them in DATA_DIR when unset or empty', () => {
    expect(storageOf('')).toEqual({ kind: 'filesystem', root: '/tmp/navette-storage-test' });
  });

  it('reads a bucket, its folder, endpoint, region, path style and credentials', () => {
    expect(
      storageOf(
        's3://AKIA%2Fkey:se%40cret@navette-files/prod/eu?endpoint=http://127.0.0.1:9000/&region=eu-west-3&forcePathStyle=true',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'navette-files',
      prefix: 'prod/eu/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA/key', secretAccessKey: 'se@cret' },
    });
  });

  it("leaves AWS's region, virtual-host style and the SDK's own credentials by default", () => {
    expect(storageOf('s3://navette-files')).toEqual({
      kind: 's3',
      bucket: 'navette-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ['s3:/', 'STORAGE_URL: names the bucket ""'],
    ['https://bucket.example', 'STORAGE_URL: must start with s3:// (not https://)'],
    ['s3://My_Bucket', 'STORAGE_URL: names the bucket "My_Bucket"'],
    ['s3://files:9000', 'STORAGE_URL: has a port after the bucket: put the server in ?endpoint='],
    ['s3://files?endpoint=127.0.0.1:9000', 'STORAGE_URL: has an endpoint that is not an http(s)'],
    ['s3://files?forcePathStyle=yes', 'STORAGE_URL: forcePathStyle must be true or false'],
    ['s3://files?region=x&pathStyle=true', 'STORAGE_URL: has unknown settings pathStyle'],
    ['s3://key@files', 'STORAGE_URL: has half its credentials'],
    ['s3://files/a b', 'STORAGE_URL: has a folder with characters other than'],
  ])('stops start-up on %s, saying what is wrong', (value, message) => {
    expect(startupError(value)).toContain(message);
  });
});
