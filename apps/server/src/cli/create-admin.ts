/**
 * npm run admin:create -- --email alice@example.com [--password '…']
 *
 * Adds an administrator to the database the server uses (DATABASE_URL, or PGlite in DATA_DIR),
 * or promotes an existing account. Without --password, asks for it without echo.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../features/auth/password';

const ADMIN_PASSWORD_MIN_LENGTH = 12;

const fail = (message: string): never => {
  console.error(`admin:create: ${message}`);
  process.exit(1);
};

const askHidden = (question: string): Promise<string> =>
  new Promise((resolve) => {
    let muted = false;
    const output = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (!muted) process.stdout.write(chunk);
        callback();
      },
    });
    const rl = createInterface({ input: process.stdin, output, terminal: true });
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });

const main = async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Administrateur' },
    },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) return fail('--email must be an e-mail address');
  let password = values.password;
  if (password === undefined) {
    if (!process.stdin.isTTY) return fail('--password is required when not run in a terminal');
    password = await askHidden(`Password for ${email.data}: `);
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return fail(`the password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`);
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const admin = {
      role: 'admin' as const,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    };
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.data));
    if (existing) {
      await database.db.update(users).set(admin).where(eq(users.id, existing.id));
      console.log(`admin:create: ${email.data} is now an administrator (password replaced).`);
    } else {
      await database.db.insert(users).values({ name: values.name, email: email.data, ...admin });
      console.log(`admin:create: administrator ${email.data} created.`);
    }
  } finally {
    await database.close();
  }
};

await main();
