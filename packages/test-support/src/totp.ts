import { Secret, TOTP } from 'otpauth';

/** The length of a TOTP step: 30 seconds, as the server and every authenticator app use. */
export const TOTP_PERIOD_MS = 30_000;

/** The 6-digit code an authenticator app shows for `secret`, `stepsAhead` steps from now. */
export const totpCode = (secret: string, stepsAhead = 0): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_MS / 1000,
    timestamp: Date.now() + stepsAhead * TOTP_PERIOD_MS,
  });

/** The number of the step a moment belongs to. */
export const currentTotpStep = (): number => Math.floor(Date.now() / TOTP_PERIOD_MS);
