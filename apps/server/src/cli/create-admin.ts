/**
 * npm run admin:create -- --email alice@example.com [--password '…'] [--name 'Alice Martin']
 *                         [--reset-2fa] [--database-url postgres://…] [--data-dir ./data]
 *
 * Makes an administrator in the database the server uses: creates the account, or promotes an
 * existing one (verified, password replaced, its open sessions ended). --reset-2fa also forgets
 * the account's authenticator app and recovery codes, so that the next sign-in enrols again (an
 * administrator who lost the phone and the codes). Without --password it asks
 * for the password twice without echo. The database is the server's: DATABASE_URL, else PGlite in
 * DATA_DIR (default ./data), both read through src/config.ts; --database-url or --data-dir
 * override them. A PGlite folder cannot be shared: stop the server first (the lock says so).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@navette/shared';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { upsertAdmin } from '../db/admin';
import { migrateDatabase, openDatabase, type OpenDatabaseOptions } from '../db/client';
import { hashPassword } from '../lib/password';
import { isCommonPassword } from '../lib/password-policy';

class UsageError extends Error {}

const USAGE =
  'usage: npm run admin:create -- --email <e-mail> [--password <password>] [--name <name>] ' +
  '[--reset-2fa] [--database-url <postgres://…>] [--data-dir <folder>]';

/** Reads a line from the terminal without showing what is typed. */
const askHidden = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    let muted = false;
    const output = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (!muted) process.stdout.write(chunk);
        callback();
      },
    });
    const rl = createInterface({ input: process.stdin, output, terminal: true });
    rl.on('SIGINT', () => {
      rl.close();
      process.stdout.write('\n');
      reject(new UsageError('cancelled'));
    });
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // the prompt itself has been written; mute what follows, the typed characters
    muted = true;
  });

const readPassword = async (email: string, given: string | undefined): Promise<string> => {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) {
    throw new UsageError('--password is required when not run in a terminal');
  }
  const first = await askHidden(`Password for ${email}: `);
  if (first.length < ADMIN_PASSWORD_MIN_LENGTH) return first; // refused below with the reason
  const second = await askHidden('Same password again: ');
  if (second !== first) throw new UsageError('the two passwords differ');
  return first;
};

const databaseOptions = (values: {
  'database-url'?: string | undefined;
  'data-dir'?: string | undefined;
}): OpenDatabaseOptions => {
  if (values['database-url'] !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(values['database-url'])) {
      throw new UsageError('--database-url must start with postgres:// or postgresql://');
    }
    return { databaseUrl: values['database-url'] };
  }
  if (values['data-dir'] !== undefined) return { dataDir: values['data-dir'] };
  const config = loadConfig();
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
};

const run = async (): Promise<string> => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'reset-2fa': { type: 'boolean' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
    strict: true,
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new UsageError(`--email must be an e-mail address\n${USAGE}`);
  const password = await readPassword(email.data, values.password);
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new UsageError(
      `the password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`,
    );
  }
  if (isCommonPassword(password)) {
    throw new UsageError('this password is among the most common ones: choose another');
  }
  const resetSecondFactor = values['reset-2fa'] === true;
  const options = databaseOptions(values);
  const passwordHash = await hashPassword(password);

  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    const outcome = await database.db.transaction((tx) =>
      upsertAdmin(tx, { email: email.data, passwordHash, name: values.name, resetSecondFactor }),
    );
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${options.dataDir}`;
    const what = {
      created: 'administrator created',
      promoted: 'existing account promoted to administrator',
      updated: 'administrator password replaced',
    }[outcome];
    const reset = resetSecondFactor
      ? '; two-step verification reset, to set up at next sign-in'
      : '';
    return `admin:create: ${email.data}: ${what}${reset} (${where}).`;
  } finally {
    await database.close();
  }
};

try {
  console.log(await run());
} catch (error) {
  // Bad input, configuration or an unreachable database: one clear line, no stack trace.
  const message =
    error instanceof UsageError || error instanceof ConfigError
      ? error.message
      : error instanceof TypeError && 'code' in error && typeof error.code === 'string'
        ? `${error.message}\n${USAGE}` // parseArgs: unknown option or missing value
        : error instanceof Error
          ? error.message
          : String(error);
  console.error(`admin:create: ${message}`);
  process.exitCode = 1;
}
