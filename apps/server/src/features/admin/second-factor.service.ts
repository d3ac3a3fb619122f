/**
 * The back-office's second factor: TOTP (RFC 6238: 6 digits, 30-second steps, SHA-1, which every
 * authenticator app reads) with `otpauth`, the enrolment's QR code with `qrcode`, and single-use
 * recovery codes (docs/decisions/0020-admin-second-factor.md).
 */
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_CODE_LENGTH, type AdminEnrolment } from '@navette/shared';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_S = 30;
/** One step either side: the phone's clock may be up to 30 seconds off. */
const WINDOW = 1;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const totpOf = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_CODE_LENGTH,
    period: PERIOD_S,
  });

/** The blank modules a reader needs around a QR code (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** The dark modules of the QR code of `text`, as one SVG path of unit squares. */
const qrCodeOf = (text: string): AdminEnrolment['qrCode'] => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
};

/** A new secret (160 bits, as RFC 4226 recommends), its otpauth:// URI and its QR code. */
export const newEnrolment = (label: string, issuer: string): AdminEnrolment => {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUri = totpOf(secret, label, issuer).toString();
  return { secret, otpauthUri, qrCode: qrCodeOf(otpauthUri) };
};

/** The time step a 6-digit code belongs to, or undefined when it matches none of the window. */
export const stepOfCode = (secret: string, code: string, now = Date.now()): number | undefined => {
  const totp = totpOf(secret, 'admin', 'Navette');
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
};

export const isTotpCode = (code: string): boolean => /^\d+$/.test(code);

/** Ten codes of 16 characters from 32 (80 random bits each), shown as `xxxx-xxxx-xxxx-xxxx`. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });

/**
 * A fast hash is enough: 80 random bits are beyond an offline search, unlike a password, and
 * each try online is a request under the sign-in limits.
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(`admin-recovery\u0000${code.toLowerCase().replaceAll('-', '')}`)
    .digest('base64url');
