import type { Language } from '@navette/shared';
import type { Queryable } from '../../db/client';

/**
 * What the accounts announce to the rest of the product, in the transaction that makes it true.
 * Auth knows no reservation: the composition root (app.ts) hands it these hooks, and the
 * reservations feature fills them (docs/architecture.md, "Features and their front doors").
 */
export interface AccountHooks {
  /**
   * An account has just proven its address (an e-mail code, or Google): what was booked with
   * that address as a guest becomes the account's.
   */
  addressVerified(tx: Queryable, userId: string, email: string): Promise<void>;
  /** The customer chose the language of their e-mails on the profile. */
  languageChosen(tx: Queryable, userId: string, language: Language): Promise<void>;
}

/** The options of the auth plugins that change an account. */
export interface AccountHooksOptions {
  accountHooks: AccountHooks;
}
