import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { adminRecoveryCodes, adminSecondFactors, users } from '../src/db/schema';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create -- …` against a PGlite folder of its own. */
const adminCreate = (...args: string[]) =>
  run(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/cli/create-admin.ts'), '--data-dir', dataDir, ...args],
    { cwd: root },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);

/** Opens the folder the command wrote, once the command has released it. */
const withDatabase = async <T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => T) => {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
};

describe('npm run admin:create', () => {
  const email = 'alice@navette.test';

  it('refuses a common password, even of 12 characters', async () => {
    const refused = await adminCreate('--email', email, '--password', 'password1234');
    expect(refused.stderr).toContain('among the most common');
    expect(refused.stdout).toBe('');
  });

  // four runs of the command and three openings of its PGlite folder: slower than a route test
  it(
    '--reset-2fa forgets the authenticator app and the recovery codes',
    { timeout: 120_000 },
    async () => {
      const created = await adminCreate('--email', email, '--password', 'une phrase assez longue');
      expect(created.stdout).toContain(`admin:create: ${email}: administrator created`);
      await withDatabase(async (db) => {
        const [admin] = await db.select().from(users).where(eq(users.email, email));
        const userId = admin?.id ?? '';
        await db.insert(adminSecondFactors).values({ userId, secret: 'JBSWY3DPEHPK3PXP' });
        await db.insert(adminRecoveryCodes).values({ userId, codeHash: 'hash' });
      });

      const kept = await adminCreate('--email', email, '--password', 'une autre phrase longue');
      expect(kept.stdout).toContain('administrator password replaced');
      expect(await withDatabase((db) => db.select().from(adminSecondFactors))).toHaveLength(1);

      const reset = await adminCreate(
        '--email',
        email,
        '--password',
        'encore une phrase longue',
        '--reset-2fa',
      );
      expect(reset.stdout).toContain('two-step verification reset');
      expect(await withDatabase((db) => db.select().from(adminSecondFactors))).toEqual([]);
      expect(await withDatabase((db) => db.select().from(adminRecoveryCodes))).toEqual([]);
    },
  );
});
