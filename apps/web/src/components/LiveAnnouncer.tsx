/**
 * A live region that is always in the page, so that a new message is read out at once (a region
 * inserted together with its text is often missed by screen readers).
 */
export const LiveAnnouncer = ({ message }: { message: string | undefined }) => (
  <p aria-live="assertive" aria-atomic="true" className="sr-only">
    {message ?? ''}
  </p>
);
