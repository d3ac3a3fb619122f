import { Spinner } from '../../components/Spinner';

/**
 * What a page shows while GET /auth/check runs: a large spinner announcing `label` to screen
 * readers, and the same words on screen.
 */
export const SessionChecking = ({ label }: { label: string }) => (
  <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
    <Spinner size="large" label={label} />
    <p aria-hidden="true" className="text-ink-800">
      {label}
    </p>
  </div>
);
