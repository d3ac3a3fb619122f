import type { ReactNode } from 'react';
import { TitledSection } from './TitledSection';

/** Cards side by side on wide screens, one under the other on phones (a tab's panel). */
export const CardGrid = ({ children }: { children: ReactNode }) => (
  <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">{children}</div>
);

/**
 * A white card named by its h2 (`titleId`); the heading stands `mb-6` above the content unless
 * `titleClassName` says otherwise.
 */
export const Card = ({
  titleId,
  title,
  titleClassName = 'mb-6 text-2xl font-semibold text-ink-900',
  children,
}: {
  titleId: string;
  /** already translated */
  title: string;
  titleClassName?: string;
  children: ReactNode;
}) => (
  <TitledSection
    titleId={titleId}
    title={title}
    titleClassName={titleClassName}
    className="rounded-2xl bg-white p-6 shadow-card sm:p-8"
  >
    {children}
  </TitledSection>
);
