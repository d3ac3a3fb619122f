/**
 * Erasing a person (docs/product/data-protection.md#erasure): their own account deletion, an
 * administrator acting on a request by e-mail, and the retention purge of an inactive account
 * all come here. One transaction; the files go once it is committed (privacy.files.ts).
 */
import type { ErasureResult, Language } from '@navette/shared';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { closeOpenCheckouts } from '../payments';
import type { FilesToRemove } from './privacy.files';
import { noFiles } from './privacy.files';
import {
  anonymiseReservations,
  deleteAccount,
  deleteApplicationsOf,
  deleteMailsAbout,
  deleteReservations,
  deleteSignInFailuresOf,
  findAccountByEmail,
  findAccountById,
  findReservationsOfPerson,
} from './privacy.repository';

export interface Person {
  /** the address the person is known by; lower-cased here */
  email: string;
  /** the account, when the caller already knows it (the signed-in customer) */
  userId?: string;
}

export interface ErasureOptions {
  now?: Date;
  /**
   * false for the retention purge of an inactive account: the applications sent with the same
   * address have their own period, and are not the account's
   */
  applications?: boolean;
}

export interface Erasure {
  counts: ErasureResult;
  files: FilesToRemove;
  /** the language of the confirmation e-mail: the account's, else its last reservation's */
  language: Language | undefined;
  /** true when something was held about the person */
  erasedAnything: boolean;
  /** documents deleted with the reservations (the purge counts them) */
  documents: number;
}

/** The administrators' accounts are removed by an operator, never by this path. */
const refuseAdministrator = () =>
  new AppError('FORBIDDEN', { fields: { email: 'privacyApi.adminAccount' } });

/**
 * Erases what is held about the person, in the caller's transaction: reservations that must be
 * kept for invoicing anonymised, the others deleted with their documents, payments and history;
 * the account with its reviews, sessions and codes; the sign-in counters, the applications and
 * every outbox row about the address.
 */
export const erasePerson = async (
  tx: Transaction,
  person: Person,
  options: ErasureOptions = {},
): Promise<Erasure> => {
  const now = options.now ?? new Date();
  const email = person.email.trim().toLowerCase();
  const account = person.userId
    ? await findAccountById(tx, person.userId)
    : await findAccountByEmail(tx, email);
  if (account?.role === 'admin') throw refuseAdministrator();
  const address = account?.email ?? email;
  const files = noFiles();

  const held = await findReservationsOfPerson(
    tx,
    { email: address, userId: account?.id ?? null },
    now,
  );
  // none of them can be paid any more: their open checkouts close (decision 0042)
  await closeOpenCheckouts(
    tx,
    held.map((r) => r.id),
  );
  const reservationsAnonymised = await anonymiseReservations(
    tx,
    held.filter((r) => r.keep).map((r) => r.id),
    now,
  );
  const deleted = await deleteReservations(
    tx,
    held.filter((r) => !r.keep).map((r) => r.id),
    files,
  );
  const reviews = account ? (await deleteAccount(tx, account.id)).reviews : 0;
  await deleteSignInFailuresOf(tx, address);
  const applications =
    options.applications === false ? 0 : await deleteApplicationsOf(tx, address, files);
  const mails = await deleteMailsAbout(tx, address);

  const counts: ErasureResult = {
    accounts: account ? 1 : 0,
    reservationsDeleted: deleted.reservations,
    reservationsAnonymised,
    reviews,
    applications,
    mails,
  };
  return {
    counts,
    files,
    language: account?.language ?? held[0]?.language,
    erasedAnything: Object.values(counts).some((n) => n > 0),
    documents: deleted.documents,
  };
};
