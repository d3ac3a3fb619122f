import type { ReactNode } from 'react';

/**
 * A landmark named by its own h2 (`aria-labelledby` = the heading's `titleId`): a section by
 * default, or a nav. The heading is the pages' usual section title unless `titleClassName` says
 * otherwise.
 */
export const TitledSection = ({
  titleId,
  title,
  titleClassName = 'text-2xl font-semibold text-ink-900 md:text-3xl',
  as: Landmark = 'section',
  id,
  className,
  children,
}: {
  titleId: string;
  title: string;
  titleClassName?: string;
  as?: 'section' | 'nav';
  id?: string;
  className?: string;
  children: ReactNode;
}) => (
  <Landmark id={id} aria-labelledby={titleId} className={className}>
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
    {children}
  </Landmark>
);
