/**
 * The checks of bench/instances-load.ts, made where an operator would look: the database's rows,
 * the files under DATA_DIR and the messages the SMTP receiver got. Each returns a line of the
 * report's table with `ok` saying whether the invariant holds.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import type { QuoteOutcome } from './load-driver';

export interface Check {
  what: string;
  value: string;
  ok: boolean;
}

/** A line whose invariant is that nothing was counted: `count` must be 0. */
const noneCounted = (what: string, count: number): Check => ({
  what,
  value: String(count),
  ok: count === 0,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no e-mail of the outbox is due or being sent; the counts by status at the end. */
export const drainOutbox = async (
  pool: Pool,
  timeoutMs: number,
): Promise<{ drained: boolean; byStatus: Record<string, number>; waitedMs: number }> => {
  const started = Date.now();
  for (;;) {
    const { rows } = await pool.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from mail_outbox group by status',
    );
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    const drained = !byStatus.pending && !byStatus.sending;
    const waitedMs = Date.now() - started;
    if (drained || waitedMs > timeoutMs) return { drained, byStatus, waitedMs };
    await sleep(500);
  }
};

export const checkReservations = async (
  pool: Pool,
  run: string,
  outcomes: QuoteOutcome[],
): Promise<Check[]> => {
  const { rows } = await pool.query<{ id: string; email: string; key: string | null }>(
    `select id::text, email, idempotency_key as key from reservations where email like $1`,
    [`load-${run}-%`],
  );
  const stored = new Map(rows.map((row) => [row.id, row]));
  const acknowledged = outcomes.filter((outcome) => outcome.ids.length > 0);
  const missing = acknowledged.filter((outcome) => !outcome.ids.every((id) => stored.has(id)));
  const twoAnswers = acknowledged.filter((outcome) => new Set(outcome.ids).size > 1);
  const perKey = new Map<string, number>();
  for (const row of rows) perKey.set(row.key ?? '', (perKey.get(row.key ?? '') ?? 0) + 1);
  const sharedKeys = [...perKey.values()].filter((n) => n > 1).length;
  const ackedIds = new Set(acknowledged.flatMap((outcome) => outcome.ids));
  const unacknowledged = rows.filter((row) => !ackedIds.has(row.id)).length;
  return [
    {
      what: 'quote requests acknowledged (201) / sent',
      value: `${acknowledged.length} / ${outcomes.length}`,
      ok: acknowledged.length === outcomes.length,
    },
    noneCounted('acknowledged reservations missing from the database', missing.length),
    noneCounted('keys answered with two different reservations', twoAnswers.length),
    {
      what: 'reservations stored / keys sharing a reservation row',
      value: `${rows.length} / ${sharedKeys}`,
      ok: sharedKeys === 0 && rows.length === acknowledged.length,
    },
    noneCounted('reservations stored but never acknowledged', unacknowledged),
  ];
};

/** One confirmation per reservation, matched by its guest's unique address. */
export const checkMails = (
  outcomes: QuoteOutcome[],
  received: { to: string[]; raw: string }[],
  outbox: Awaited<ReturnType<typeof drainOutbox>>,
  /** after a kill: the e-mails being sent then, the only ones that may arrive twice */
  inFlightAtCrash?: number,
): Check[] => {
  // each recipient's deliveries, by Message-ID: one outbox row keeps its Message-ID at every try
  const perRecipient = new Map<string, string[]>();
  for (const message of received) {
    const messageId = /^message-id:\s*(\S+)/im.exec(message.raw)?.[1] ?? '(none)';
    for (const to of message.to) perRecipient.set(to, [...(perRecipient.get(to) ?? []), messageId]);
  }
  const acknowledged = outcomes.filter((outcome) => outcome.ids.length > 0);
  const delivered = (outcome: QuoteOutcome) => perRecipient.get(outcome.email) ?? [];
  const none = acknowledged.filter((outcome) => delivered(outcome).length === 0).length;
  const twoMails = acknowledged.filter((outcome) => new Set(delivered(outcome)).size > 1);
  const sentAgain = acknowledged.filter(
    (outcome) => delivered(outcome).length > new Set(delivered(outcome)).size,
  );
  return [
    {
      what: 'outbox drained (rows by status)',
      value: `${outbox.drained ? 'yes' : 'NO'} after ${(outbox.waitedMs / 1000).toFixed(1)} s: ${JSON.stringify(outbox.byStatus)}`,
      ok: outbox.drained && !outbox.byStatus.failed,
    },
    {
      what: 'confirmations received / reservations acknowledged',
      value: `${acknowledged.length - none} / ${acknowledged.length}`,
      ok: none === 0,
    },
    noneCounted('reservations whose guest got two different confirmations', twoMails.length),
    // accepted by the SMTP server, then the instance died before recording it: the lease runs
    // out and the row is sent again, with the same Message-ID, so that a receiving server can
    // drop the copy (docs/decisions/0055-mail-lease-heartbeat.md). Without a crash, never; after
    // one, only an e-mail that was being sent at that moment (bench/README.md)
    inFlightAtCrash === undefined
      ? noneCounted('confirmations delivered twice with the same Message-ID', sentAgain.length)
      : {
          what: 'confirmations delivered again with their first Message-ID / e-mails being sent at the kill',
          value: `${sentAgain.length} / ${inFlightAtCrash}`,
          ok: sentAgain.length <= inFlightAtCrash,
        },
  ];
};

/**
 * Nothing half-written: no payment left `pending` past its checkout's life, no document row
 * whose PDF is missing under DATA_DIR (a document's file is written before its row commits).
 */
export const checkPaymentsAndDocuments = async (pool: Pool, dataDir: string): Promise<Check[]> => {
  const payments = await pool.query<{ n: number; stale: number }>(
    `select count(*)::int as n,
            count(*) filter (where status = 'pending'
              and coalesce(expires_at, created_at + interval '1 day') < now())::int as stale
       from payments`,
  );
  const documents = await pool.query<{ file: string }>('select file from documents');
  const withoutFile = documents.rows.filter(
    (row) => !existsSync(path.join(dataDir, row.file)),
  ).length;
  const { n = 0, stale = 0 } = payments.rows[0] ?? {};
  return [
    {
      what: "payments / pending past their checkout's expiry",
      value: `${n} / ${stale}`,
      ok: stale === 0,
    },
    {
      what: 'documents / rows without their PDF under DATA_DIR',
      value: `${documents.rows.length} / ${withoutFile}`,
      ok: withoutFile === 0,
    },
  ];
};
