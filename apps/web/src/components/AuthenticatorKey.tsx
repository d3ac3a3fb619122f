import type { AdminEnrolment } from '@navette/shared';
import { CopyButton } from './CopyButton';

/** `JBSWY3DPEHPK3PXP…` → `JBSW Y3DP EHPK 3PXP …`: a key read and typed four characters at a time. */
export const groupKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * An authenticator app's new secret: its QR code, drawn from the server's squares (the security
 * policy allows no `data:` image), and the key as text for manual entry, with a copy button.
 * The administrators' enrolment and the chauffeurs' optional second factor show it alike.
 */
export const AuthenticatorKey = ({
  enrolment,
  labels,
}: {
  enrolment: AdminEnrolment;
  labels: { qrAlt: string; secret: string; copy: string; copied: string };
}) => (
  <>
    <svg
      role="img"
      aria-label={labels.qrAlt}
      viewBox={`0 0 ${enrolment.qrCode.size} ${enrolment.qrCode.size}`}
      shapeRendering="crispEdges"
      className="mx-auto mt-4 size-48"
    >
      <rect width="100%" height="100%" fill="#ffffff" />
      <path d={enrolment.qrCode.path} fill="#000000" />
    </svg>
    <p className="mt-4 text-sm text-slate-600">{labels.secret}</p>
    <div className="mt-1 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
      <p className="grow rounded-md bg-slate-100 p-2 text-center font-mono text-sm tracking-wide text-ink-900">
        <code data-testid="totp-secret">{groupKey(enrolment.secret)}</code>
      </p>
      <CopyButton text={enrolment.secret} label={labels.copy} copiedLabel={labels.copied} />
    </div>
  </>
);
