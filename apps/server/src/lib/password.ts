/**
 * Password hashing: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane), about 25 ms a hash
 * on the target machines. `@node-rs/argon2` rather than `argon2`: the latter's prebuilt binary
 * crashes there (docs/architecture.md). The PHC string stores its own parameters, so raising them
 * later keeps old hashes verifiable; `passwordNeedsRehash` tells when to upgrade one at sign-in.
 */
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package declares it as an ambient const enum, which isolatedModules forbids reading. */
const ARGON2ID = 2;

const HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account) it
 * still runs one verification against a throw-away hash and answers false, so the response time
 * does not reveal which e-mails have a password.
 */
export const verifyPassword = async (
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> => {
  if (!passwordHash) {
    dummyHash ??= hashPassword('navette-timing-equaliser');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
};

/** True when a stored hash was made with other parameters than today's (re-hash it at sign-in). */
export const passwordNeedsRehash = (passwordHash: string): boolean => {
  const current = parseOptions(passwordHash);
  return (
    current.algorithm !== HASH_OPTIONS.algorithm ||
    current.memoryCost !== HASH_OPTIONS.memoryCost ||
    current.timeCost !== HASH_OPTIONS.timeCost ||
    current.parallelism !== HASH_OPTIONS.parallelism
  );
};
