/**
 * What `npm run backup` and `npm run restore` share: where the data is (the server's own
 * configuration, or --database-url / --data-dir), and one clear line on failure.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDataLocation, loadStorage } from '../../config';
import { describeS3Location } from '../../lib/file-store';
import { writePrivately } from '../../lib/private-data-dir';
import type { BackupTarget } from './backup.database';
import { BackupError } from './backup.error';

export class UsageError extends Error {}

export const TARGET_OPTIONS = {
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
} as const;

/**
 * DATABASE_URL, DATA_DIR and STORAGE_URL as the server reads them (src/config.ts); --database-url
 * and --data-dir replace the first two (both are needed for PostgreSQL: its files are in
 * DATA_DIR, or in the bucket of STORAGE_URL).
 */
export const targetFrom = (values: {
  'database-url'?: string | undefined;
  'data-dir'?: string | undefined;
}): BackupTarget => {
  const databaseUrl = values['database-url'];
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new UsageError('--database-url must start with postgres:// or postgresql://');
  }
  if (databaseUrl === undefined && values['data-dir'] === undefined) {
    return loadDataLocation();
  }
  const dataDir = path.resolve(values['data-dir'] ?? 'data');
  return { dataDir, databaseUrl, storage: loadStorage(dataDir) };
};

export const filesCount = (n: number): string => (n === 1 ? '1 file' : `${n} files`);

export const describeTarget = (target: BackupTarget): string =>
  (target.databaseUrl
    ? `PostgreSQL (${new URL(target.databaseUrl).pathname.slice(1)}) and ${target.dataDir}`
    : `PGlite in ${target.dataDir}`) +
  (target.storage?.kind === 's3' ? `, files in ${describeS3Location(target.storage)}` : '');

type CommandOptions = Record<string, { type: 'string' } | { type: 'boolean' }>;

/** The command's options (strict: an unknown one is refused with the usage) and the data they name. */
const parseCommand = <T extends CommandOptions>(usage: string, options: T, positionals: number) => {
  const parsed = parseArgs({
    options: { ...options, ...TARGET_OPTIONS },
    allowPositionals: positionals > 0,
    strict: true,
  });
  if (parsed.positionals.length !== positionals) throw new UsageError(usage);
  return { ...parsed, target: targetFrom(parsed.values) };
};

/**
 * Runs a command with its options (and `positionals` arguments, no more, no fewer — the
 * restore's archive): its result on stdout, or one line on stderr and exit status 1.
 */
export const runCommand = async <T extends CommandOptions>(
  {
    name,
    usage,
    options,
    positionals = 0,
  }: {
    name: string;
    usage: string;
    options: T;
    positionals?: number;
  },
  run: (command: ReturnType<typeof parseCommand<T>>) => Promise<string>,
) => {
  // what a backup stages and a restore unpacks is the server user's alone, as DATA_DIR is
  writePrivately();
  try {
    console.log(await run(parseCommand(usage, options, positionals)));
  } catch (error) {
    const known =
      error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError;
    const message = known
      ? error.message
      : error instanceof TypeError && 'code' in error && typeof error.code === 'string'
        ? `${error.message}\n${usage}` // parseArgs: unknown option or missing value
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`${name}: ${message}`);
    process.exitCode = 1;
  }
};
