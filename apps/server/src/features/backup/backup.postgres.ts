/**
 * PostgreSQL's own tools, run as child processes: `pg_dump` writes a consistent snapshot of the
 * database as plain SQL, and `psql` replays it in one transaction. The password travels in a
 * password file, never on a command line another user could read.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupError } from './backup.error';

type Tool = 'pg_dump' | 'psql';

const INSTALL_HINT =
  'install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client), ' +
  'of the same major version as the server or newer';

/**
 * The URL for libpq, its password moved to a password file of its own (0600, removed after use):
 * a password on a command line is readable by every user of the machine while the tool runs.
 */
const withPassFile = async <T>(databaseUrl: string, use: (dbname: string) => Promise<T>) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  if (!password) return use(url.toString());
  url.password = '';
  const folder = await mkdtemp(join(tmpdir(), 'navette-pgpass-'));
  try {
    const passFile = join(folder, 'pgpass');
    // any host, port, database and user: this file serves one connection
    await writeFile(passFile, `*:*:*:*:${password.replace(/[\\:]/g, '\\$&')}\n`, { mode: 0o600 });
    url.searchParams.set('passfile', passFile);
    return await use(url.toString());
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** The last lines of a tool's error output: what went wrong, without pages of notices. */
const tail = (text: string): string => text.trim().split('\n').slice(-5).join('\n');

const runTool = async (
  tool: Tool,
  args: readonly string[],
  databaseUrl: string,
  stdoutFile?: string,
): Promise<void> => {
  const output = stdoutFile ? await open(stdoutFile, 'wx', 0o600) : undefined;
  try {
    await withPassFile(databaseUrl, (dbname) =>
      spawnTool(tool, [...args, `--dbname=${dbname}`], output?.fd),
    );
  } finally {
    await output?.close();
  }
};

const spawnTool = (tool: Tool, args: readonly string[], stdoutFd: number | undefined) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', stdoutFd ?? 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
    child.on('error', (error) => {
      reject(
        'code' in error && error.code === 'ENOENT'
          ? new BackupError(`${tool} is not installed: ${INSTALL_HINT}`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit status ${code}): ${tail(stderr)}`));
    });
  });

/** Plain SQL, without owners or grants, so that it restores as whichever user owns the target. */
export const pgDumpTo = (databaseUrl: string, file: string): Promise<void> =>
  runTool('pg_dump', ['--format=plain', '--no-owner', '--no-privileges'], databaseUrl, file);

/** Replays a dump into the database; any error rolls the whole of it back. */
export const psqlRestore = (databaseUrl: string, file: string): Promise<void> =>
  runTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${file}`],
    databaseUrl,
  );
