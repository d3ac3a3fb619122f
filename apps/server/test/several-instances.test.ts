import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, resolveMigrationsFolder, type DatabaseHandle } from '../src/db/client';
import { applications, documents, mailOutbox, scheduledJobs } from '../src/db/schema';
import { databaseUrlFor, quoteIdentifier, withAdminClient } from './global-setup';
import { multipart, tinyPdf } from '@navette/test-support/files';
import { latestCodeFor } from './support/outbox';
import { photo } from './support/services-admin';
import { minimalGuestRequest, uniqueEmail } from './support/reservations';
import {
  BalancedBrowser,
  eventually,
  startServerProcess,
  type ServerProcess,
} from '@navette/test-support/server-processes';
import { isListening, skipWithout } from '@navette/test-support/outside-services';
import { startS3Server, type S3StandIn } from '@navette/test-support/s3-server';
import { startSmtpReceiver, type SmtpReceiver } from '@navette/test-support/smtp-receiver';
import { totpCode } from '@navette/test-support/totp';

/*
 * Two server processes on one PostgreSQL, one Redis and one S3 bucket, each with a DATA_DIR of its
 * own, as behind a load balancer (README, "Running several instances"): each behaviour is driven
 * through both and checked where a user or an operator would see it — answers, stored rows,
 * e-mails received, files, logs. The bucket is s3rver (docs/decisions/0054-files-in-object-storage.md).
 */

const target = inject('testDatabase');
const isRedisUp = await isListening(6379);
const skipReason =
  target.kind !== 'postgres'
    ? 'needs TEST_DATABASE_URL: several instances share a PostgreSQL server, not PGlite'
    : !isRedisUp
      ? 'needs Redis on 127.0.0.1:6379 for the shared rate-limit counters'
      : undefined;

const PUBLIC_URL = 'http://localhost:8080';
const ADMIN = { email: 'admin@navette.test', password: 'admin-password-instances' };
const CATALOGUE_TTL_MS = 2_000;
/** Redis outlives a run: each run's clients have addresses of their own. */
const run = randomInt(0xffff).toString(16);
let clients = 0;
// a /64 of their own, and apart from those of rate-limit-bypass.test.ts (which count from 1)
const browser = () =>
  new BalancedBrowser(PUBLIC_URL, `2001:db8:${run}:${(0xe000 + (clients += 1)).toString(16)}::1`);

let a: ServerProcess;
let b: ServerProcess;
let smtp: SmtpReceiver;
let s3: S3StandIn;
let database: DatabaseHandle;
let dropDatabase = async () => undefined as unknown;
const dataDirs: string[] = [];
let admin: BalancedBrowser;

const errorsLogged = (server: ServerProcess) =>
  server.logLines().filter((line) => line.level >= 50);

describe.skipIf(skipWithout(skipReason))(
  `two server processes on one PostgreSQL, one Redis and one bucket${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      if (target.kind !== 'postgres') return;
      // an empty database: both instances find it so and migrate it together
      const name = `${target.prefix}instances_${randomBytes(4).toString('hex')}`;
      await withAdminClient(target.adminUrl, (client) =>
        client.query(`create database ${quoteIdentifier(name)}`),
      );
      dropDatabase = () =>
        withAdminClient(target.adminUrl, (client) =>
          client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
        );
      const databaseUrl = databaseUrlFor(target.adminUrl, name);
      [smtp, s3] = await Promise.all([startSmtpReceiver(), startS3Server()]);
      const dataDirOf = () => {
        dataDirs.push(mkdtempSync(path.join(tmpdir(), 'navette-instances-')));
        return dataDirs.at(-1) ?? '';
      };
      const env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: 'redis://127.0.0.1:6379',
        SESSION_SECRET: randomBytes(36).toString('base64url'),
        STORAGE_URL: s3.storageUrl(),
        PUBLIC_URL,
        TRUST_PROXY: 'loopback',
        // the test checkout on purpose, also where the image runs with NODE_ENV=production
        PAYMENTS: 'test',
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'info',
        RESERVATION_RATE_LIMIT_MAX: '3',
        SCHEDULER_POLL_INTERVAL_MS: '200',
        SERVICE_CATALOGUE_TTL_MS: String(CATALOGUE_TTL_MS),
      };
      [a, b] = await Promise.all([
        startServerProcess('A', { ...env, DATA_DIR: dataDirOf() }),
        startServerProcess('B', { ...env, DATA_DIR: dataDirOf() }),
      ]);
      database = await openDatabase({ databaseUrl, poolSize: 2 });
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.close();
      await dropDatabase();
      await smtp?.close();
      await s3?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it('applies each migration once and seeds the services once, with no error logged', async () => {
      const journal = JSON.parse(
        readFileSync(path.join(resolveMigrationsFolder(), 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const { rows } = await database.db.execute<{ hash: string; n: number }>(
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
      const services = await browser().get(b, '/api/services');
      const names = services.json<{ name: string }[]>().map((service) => service.name);
      expect(names).toHaveLength(6);
      expect(new Set(names).size).toBe(6);
      for (const server of [a, b]) {
        expect(server.output()).toContain(`is served at ${PUBLIC_URL}`);
        expect(errorsLogged(server)).toEqual([]);
      }
    });

    it('keeps a session opened on A valid on B, with the XSRF token A handed out', async () => {
      const customer = browser();
      const email = uniqueEmail('instances');
      const password = 'secret-instances-123';
      const registered = await customer.send(a, 'POST', '/auth/register', {
        name: 'Camille Leroy',
        email,
        password,
      });
      expect(registered.status, registered.text).toBe(201);
      const code = await latestCodeFor(database.db, email);
      expect((await customer.send(b, 'POST', '/auth/verify', { email, code })).status).toBe(200);
      expect((await customer.send(a, 'POST', '/auth/login', { email, password })).status).toBe(200);
      const check = await customer.get(b, '/auth/check');
      expect(check.status, check.text).toBe(200);
      expect(check.json()).toMatchObject({ user: { email } });
      const renamed = await customer.send(b, 'PUT', '/auth/profile', {
        name: 'Camille Leroy-Martin',
        language: 'fr',
      });
      expect(renamed.status, renamed.text).toBe(200);
      expect((await customer.get(a, '/auth/profile')).json()).toMatchObject({
        name: 'Camille Leroy-Martin',
      });
      // signed out on B: the session cookie, even kept, opens nothing on A any more
      const keptCookies = new Map(customer.cookies);
      expect((await customer.get(b, '/auth/logout')).status).toBe(200);
      for (const [key, value] of keptCookies) customer.cookies.set(key, value);
      expect((await customer.get(a, '/auth/check')).json()).toMatchObject({
        code: 'NOT_SIGNED_IN',
      });
    });

    it('signs an administrator in with each step on either instance (the pending sign-in is sealed with the shared secret)', async () => {
      admin = browser();
      const first = await admin.send(a, 'POST', '/admin/login', ADMIN);
      expect(first.json(), first.text).toMatchObject({ next: 'enrol' });
      const enrolment = await admin.request(b, 'POST', '/admin/login/enrolment');
      expect(enrolment.status, enrolment.text).toBe(200);
      const { secret } = enrolment.json<{ secret: string }>();
      const confirmed = await admin.send(a, 'POST', '/admin/login/enrolment/confirm', {
        code: totpCode(secret),
      });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect((await admin.get(b, '/admin/check')).status).toBe(200);
    });

    it('counts a rate limit across both instances: the fourth request of three allowed is refused', async () => {
      const client = browser();
      const statuses: number[] = [];
      for (const server of [a, b, a, b]) {
        statuses.push((await client.send(server, 'POST', '/api/reservations', {})).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('sends each queued e-mail once, both mail workers polling the outbox', async () => {
      const [service] = (await browser().get(a, '/api/services')).json<{ _id: string }[]>();
      const guests = [a, b, a, b, a, b].map((server) => ({ server, email: uniqueEmail('quote') }));
      for (const { server, email } of guests) {
        const answer = await browser().send(
          server,
          'POST',
          '/api/reservations',
          minimalGuestRequest(service?._id ?? '', email),
        );
        expect(answer.status, answer.text).toBe(201);
      }
      const outbox = () =>
        database.db
          .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .groupBy(mailOutbox.status);
      const statuses = await eventually('every queued e-mail sent', async () => {
        const counts = await outbox();
        return counts.every((row) => row.status === 'sent') ? counts : undefined;
      });
      expect(smtp.messages).toHaveLength(statuses[0]?.n ?? 0);
      for (const { email } of guests) {
        expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
      }
    });

    it('runs each scheduled job once per period, both schedulers polling', async () => {
      // the run each job makes at start-up, on one instance or the other
      const jobs = await eventually('the start-up runs', async () => {
        const rows = await database.db.select().from(scheduledJobs);
        return rows.length >= 3 && rows.every((row) => row.lastRunAt && !row.lockedUntil)
          ? rows
          : undefined;
      });
      const periods = 3;
      for (let period = 1; period <= periods; period += 1) {
        // the period is over for every job: both instances see them due at their next look
        const [{ mark } = { mark: '' }] = (
          await database.db.execute<{ mark: string }>(
            sql`update scheduled_jobs set next_run_at = now() returning now()::text as mark`,
          )
        ).rows;
        await eventually(`period ${period} run by one instance`, async () => {
          const done = await database.db
            .select({ name: scheduledJobs.name })
            .from(scheduledJobs)
            .where(sql`${scheduledJobs.lastRunAt} >= ${mark}::timestamptz`);
          return done.length === jobs.length ? true : undefined;
        });
      }
      await Promise.all([a.flushLog(), b.flushLog()]);
      const runs = [...a.logLines(), ...b.logLines()].filter(
        (line) => line.msg === 'scheduled job ran',
      );
      for (const job of jobs) {
        // the first run at start-up, then one per period
        expect({
          job: job.name,
          runs: runs.filter((line) => line.job === job.name).length,
        }).toEqual({
          job: job.name,
          runs: periods + 1,
        });
      }
    });

    it("shows a service changed through A on B once B's catalogue cache has expired, its new image too", async () => {
      const [before] = (await browser().get(b, '/api/services')).json<{ _id: string }[]>();
      const id = before?._id ?? '';
      const form = multipart({ name: 'Transfert aéroport express', description: 'Plus rapide.' }, [
        {
          field: 'image',
          filename: 'photo.png',
          contentType: 'image/png',
          content: await photo('png'),
        },
      ]);
      const changed = await admin.request(a, 'PUT', `/api/services/${id}`, {
        raw: form.payload,
        contentType: form.headers['content-type'],
      });
      expect(changed.status, changed.text).toBe(200);
      // the image, written to the bucket by A, is served by B from there
      const image = await browser().get(
        b,
        `/uploads/services/${changed.json<{ image: string }>().image}`,
      );
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const nameOn = async (server: ServerProcess) =>
        (await browser().get(server, '/api/services'))
          .json<{ _id: string; name: string }[]>()
          .find((service) => service._id === id)?.name;
      expect(await nameOn(a)).toBe('Transfert aéroport express');
      await eventually(
        'the new name on B',
        async () => ((await nameOn(b)) === 'Transfert aéroport express' ? true : undefined),
        CATALOGUE_TTL_MS + 5_000,
      );
    });

    it('lets the administrator download on B a CV uploaded through A', async () => {
      const email = uniqueEmail('candidate');
      const cv = tinyPdf('Instances');
      const form = multipart({ nom: 'Durand', prenom: 'Paul', email, telephone: '0611223344' }, [
        { filename: 'cv.pdf', content: cv },
      ]);
      const applied = await browser().request(a, 'POST', '/api/recruitment/apply', {
        raw: form.payload,
        contentType: form.headers['content-type'],
      });
      expect(applied.status, applied.text).toBe(201);
      const [row] = await database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.email, email));
      const download = await admin.get(b, `/api/recruitment/candidatures/${row?.id}/cv`);
      expect(download.status, download.text).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.body.equals(cv)).toBe(true);
    });

    it('lets the administrator download on B a devis issued on A, and mails it from the bucket', async () => {
      const [service] = (await browser().get(a, '/api/services')).json<{ _id: string }[]>();
      const guest = uniqueEmail('devis');
      const booked = await browser().send(
        a,
        'POST',
        '/api/reservations',
        minimalGuestRequest(service?._id ?? '', guest),
      );
      const id = booked.json<{ _id: string }>()._id;
      const { version } = (await admin.get(b, `/api/reservations/${id}`)).json<{
        version: number;
      }>();
      const quoted = await admin.send(a, 'PUT', `/api/reservations/${id}/devis`, {
        version,
        devis: 180,
      });
      expect(quoted.status, quoted.text).toBe(200);
      const [devis] = await database.db
        .select()
        .from(documents)
        .where(eq(documents.reservationId, id));
      const download = await admin.get(b, `/api/documents/${devis?.id}`);
      expect(download.status, download.text).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(createHash('sha256').update(download.body).digest('hex')).toBe(devis?.sha256);
      // whichever instance's worker sends the devis e-mail reads its PDF from the bucket
      const mailed = await eventually('the devis e-mailed with its PDF', async () =>
        smtp.messages.find(
          (message) => message.to.includes(guest) && message.raw.includes('application/pdf'),
        ),
      );
      expect(mailed.raw).toContain(`devis-${devis?.number}.pdf`);
    });

    it('kept the files in the bucket, none in either DATA_DIR', async () => {
      expect(await s3.keys('private/documents/')).not.toEqual([]);
      expect(await s3.keys('private/cv/')).not.toEqual([]);
      for (const dir of dataDirs) {
        expect(existsSync(path.join(dir, 'uploads'))).toBe(false);
        expect(readdirSync(path.join(dir, 'private', 'cv'))).toEqual([]);
      }
    });

    it('logged no error on either instance through all of this', () => {
      expect(errorsLogged(a)).toEqual([]);
      expect(errorsLogged(b)).toEqual([]);
    });
  },
);
