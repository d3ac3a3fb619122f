import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import type { BrowserClient } from './browser-client';

/** What the stand-in for Google puts in the ID token it signs. */
export interface GoogleTestIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A real OpenID provider on loopback that stands in for Google: it signs ID tokens with the
 * identity set last (`identity`), and `env` points the app at it.
 */
export const startGoogleProvider = async () => {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const state: { identity: GoogleTestIdentity | undefined } = { identity: undefined };
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, state.identity, { aud: 'navette-client' });
  });
  return {
    state,
    issuerUrl: provider.issuer.url ?? '',
    env: {
      GOOGLE_CLIENT_ID: 'navette-client',
      GOOGLE_CLIENT_SECRET: 'navette-secret',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
    },
    /** Follows the sign-in through the provider, as the browser would; returns the callback path. */
    /** `startPath`: how the browser starts the sign-in (`/auth/google?next=…` to name a return) */
    signInAtProvider: async (client: BrowserClient, startPath = '/auth/google') => {
      const start = await client.get(startPath);
      expect(start.statusCode).toBe(303);
      const authorize = new URL(String(start.headers.location));
      expect(authorize.origin).toBe(provider.issuer.url);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('state')).toBeTruthy();
      expect(authorize.searchParams.get('nonce')).toBeTruthy();
      const back = await fetch(authorize, { redirect: 'manual' });
      const callback = new URL(String(back.headers.get('location')));
      expect(callback.pathname).toBe('/auth/google/callback');
      return `${callback.pathname}${callback.search}`;
    },
    stop: () => provider.stop(),
  };
};
export type GoogleProvider = Awaited<ReturnType<typeof startGoogleProvider>>;
