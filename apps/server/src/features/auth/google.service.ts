import { safeReturnPath } from '@navette/shared';
import type { ResultReason } from '@navette/shared';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { sealValue, unsealValue } from '../../lib/sealed-value';
import type { AccountHooks } from './auth.hooks';
import type { users } from '../../db/schema';
import {
  deleteSessionsOfUser,
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  updateUser,
} from './auth.repository';

/**
 * Google sign-in: OpenID Connect authorization-code flow with PKCE, state and nonce
 * (openid-client). The issuer is configurable so tests run against a local OpenID provider.
 */
export interface GoogleSignIn {
  /** the provider's authorization URL, and the values to keep until the callback */
  start(): Promise<{ url: string; pending: PendingSignIn }>;
  /** exchanges the callback's code; throws when state, nonce or PKCE do not match */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleIdentity>;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** when the flow began (ms); an old one is refused */
  startedAt: number;
  /** the path of this site to return to once signed in (docs/product/accounts.md#after-signing-in) */
  returnTo?: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export const PENDING_SIGN_IN_MAX_AGE_MS = 10 * 60_000;

export const createGoogleSignIn = (config: AppConfig): GoogleSignIn | undefined => {
  const { clientId, clientSecret, issuer } = config.google;
  if (!clientId || !clientSecret) return undefined;
  const redirectUri = `${config.publicUrl}/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovery is done on first use and kept; a failed one is retried on the next sign-in.
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        startedAt: Date.now(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url: url.href, pending };
    },
    async finish(callbackUrl, pending) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
};

/** The pending sign-in travels in a signed, short-lived HttpOnly cookie (lib/sealed-value.ts). */
const SEALED_PURPOSE = 'oidc';

export const sealPendingSignIn = (secret: string, pending: PendingSignIn): string =>
  sealValue(secret, SEALED_PURPOSE, pending);

export const openPendingSignIn = (
  secret: string,
  sealed: string | undefined,
): PendingSignIn | undefined => {
  const pending = unsealValue(secret, SEALED_PURPOSE, sealed);
  if (
    typeof pending !== 'object' ||
    pending === null ||
    !('state' in pending && typeof pending.state === 'string') ||
    !('nonce' in pending && typeof pending.nonce === 'string') ||
    !('codeVerifier' in pending && typeof pending.codeVerifier === 'string') ||
    !('startedAt' in pending && typeof pending.startedAt === 'number')
  ) {
    return undefined;
  }
  if (Date.now() - pending.startedAt > PENDING_SIGN_IN_MAX_AGE_MS) return undefined;
  const { state, nonce, codeVerifier, startedAt } = pending;
  const returnTo = 'returnTo' in pending ? safeReturnPath(pending.returnTo) : undefined;
  return { state, nonce, codeVerifier, startedAt, ...(returnTo ? { returnTo } : {}) };
};

/**
 * The account a verified Google identity signs in to: the one already linked to it, else the one
 * with the same (verified) e-mail, which gets linked, else a new account. An account already
 * linked to another Google identity is never re-linked: the sign-in is refused
 * (`google_account_conflict`, docs/product/accounts.md#google-sign-in), so whoever controls a
 * Google identity for the same address cannot take over the link. Called only for an identity
 * whose e-mail Google says is verified (auth.routes.ts refuses the others).
 */
export const findOrCreateGoogleUser = async (
  db: Database,
  identity: GoogleIdentity & { email: string },
  accountHooks: AccountHooks,
): Promise<{ user: typeof users.$inferSelect } | { refused: ResultReason }> => {
  // Google has just proven the address: the reservations made with it as a guest become the
  // account's (docs/product/accounts.md), whichever way the account is found
  const withGuestReservations = async (tx: Queryable, user: typeof users.$inferSelect) => {
    if (user.email.toLowerCase() === identity.email.toLowerCase()) {
      await accountHooks.addressVerified(tx, user.id, identity.email);
    }
    return { user };
  };
  return db.transaction(async (tx) => {
    const linked = await findUserByGoogleSub(tx, identity.sub);
    // an administrator's account never opens a customer session, whatever proves the address
    // (docs/decisions/0045-accounts-hardening.md): the generic failure, as for any refusal
    if (linked?.role === 'admin') return { refused: 'google_failed' as const };
    if (linked) return withGuestReservations(tx, linked);
    const byEmail = await findUserByEmail(tx, identity.email);
    if (byEmail?.role === 'admin') return { refused: 'google_failed' as const };
    if (byEmail?.googleSub) return { refused: 'google_account_conflict' as const };
    if (byEmail) {
      await updateUser(tx, byEmail.id, {
        googleSub: identity.sub,
        emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
        // A password set by an unverified registration was never proven to be the owner's:
        // Google has now proven the owner, so that password must not open the account.
        ...(byEmail.emailVerifiedAt ? {} : { passwordHash: null }),
      });
      if (!byEmail.emailVerifiedAt) await deleteSessionsOfUser(tx, byEmail.id);
      return withGuestReservations(tx, byEmail);
    }
    const user = await insertUser(tx, {
      name: identity.name?.trim() || identity.email.split('@')[0] || identity.email,
      email: identity.email,
      googleSub: identity.sub,
      emailVerifiedAt: new Date(),
      passwordHash: null,
    });
    return withGuestReservations(tx, user);
  });
};
