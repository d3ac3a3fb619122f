/**
 * STORAGE_URL: where the files go. Unset, DATA_DIR; `s3://bucket` or `s3://bucket/prefix` an
 * S3-compatible bucket, with its settings in the query (README, "Configuration"):
 *
 *   s3://ACCESS_KEY:SECRET@bucket/prefix?endpoint=http://127.0.0.1:9000&region=eu-west-3&forcePathStyle=true
 *
 * The credentials are the URL's user and password (percent-encoded), like DATABASE_URL's; a URL
 * without them leaves the AWS SDK to find its own (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * a role of the machine). See docs/decisions/0054-files-in-object-storage.md.
 */

export interface S3Location {
  kind: 's3';
  bucket: string;
  /** '' or a folder of the bucket, ending with `/`, under which every key goes */
  prefix: string;
  /** another provider's or a stand-in's address; AWS's own when undefined */
  endpoint: string | undefined;
  region: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO, most stand-ins) */
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The region when the URL names none: AWS's first, which S3-compatible servers accept. */
const DEFAULT_REGION = 'us-east-1';
const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];
/** S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** A percent-decoded part of the URL; a malformed escape is kept as written (and refused). */
const decoded = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The bucket's location, or the problems with the URL, each a sentence for the start-up error. */
export const parseStorageUrl = (value: string): S3Location | { problems: string[] } => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problems: ['must be a URL like s3://bucket?region=eu-west-3'] };
  }
  const problems: string[] = [];
  if (url.protocol !== 's3:') problems.push(`must start with s3:// (not ${url.protocol}//)`);
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    problems.push(
      `names the bucket ${JSON.stringify(bucket)}: a bucket name is 3 to 63 lower-case letters, digits, dots and hyphens`,
    );
  }
  if (url.port !== '') problems.push('has a port after the bucket: put the server in ?endpoint=');
  const unknown = [...url.searchParams.keys()].filter((name) => !PARAMETERS.includes(name));
  if (unknown.length > 0) {
    problems.push(`has unknown settings ${unknown.join(', ')} (known: ${PARAMETERS.join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    problems.push('has an endpoint that is not an http(s) address like http://127.0.0.1:9000');
  }
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(pathStyle)) problems.push('forcePathStyle must be true or false');
  const user = decoded(url.username);
  const password = decoded(url.password);
  if ((user === '') !== (password === '')) {
    problems.push('has half its credentials: write both, ACCESS_KEY:SECRET@bucket, or neither');
  }
  const folder = decoded(url.pathname).split('/').filter(Boolean).join('/');
  if (folder !== '' && !/^[\w.-]+(?:\/[\w.-]+)*$/.test(folder)) {
    problems.push('has a folder with characters other than letters, digits, _ . - and /');
  }
  if (problems.length > 0) return { problems };
  return {
    kind: 's3',
    bucket,
    prefix: folder === '' ? '' : `${folder}/`,
    endpoint: endpoint?.replace(/\/$/, ''),
    region: url.searchParams.get('region') || DEFAULT_REGION,
    forcePathStyle: pathStyle === 'true',
    credentials: user === '' ? undefined : { accessKeyId: user, secretAccessKey: password },
  };
};

/** The location without its credentials, for the log and the banner. */
export const describeS3Location = (location: S3Location): string =>
  `s3://${location.bucket}/${location.prefix}` +
  (location.endpoint === undefined ? '' : ` at ${location.endpoint}`);
