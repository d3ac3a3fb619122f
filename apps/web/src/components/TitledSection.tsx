import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** the heading's id: the landmark's accessible name (`aria-labelledby`) */
  titleId: string;
  /** already translated */
  title: string;
  /** the heading's look: the pages' usual section title unless told otherwise */
  titleClassName?: string;
  /** the heading's level, 2 unless told otherwise */
  level?: 2 | 3;
  as?: 'section' | 'nav' | 'aside';
  id?: string;
  className?: string;
  /** the paragraph under the heading, kept with it when something stands beside them */
  intro?: ReactNode;
  /**
   * what stands beside the heading and its intro (a select, links): the heading and the intro
   * are then wrapped together, in a row of class `headerClassName` with it
   */
  headerEnd?: ReactNode;
  headerClassName?: string;
  children?: ReactNode;
}

/**
 * A landmark named by its own heading (`aria-labelledby` = the heading's `titleId`): a section by
 * default, or a nav or an aside; then the heading's intro, then the content.
 */
export const TitledSection = ({
  titleId,
  title,
  titleClassName = 'text-2xl font-semibold text-ink-900 md:text-3xl',
  level = 2,
  as: Landmark = 'section',
  id,
  className,
  intro,
  headerEnd,
  headerClassName,
  children,
}: TitledSectionProps) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleBlock = (
    <>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {intro}
    </>
  );
  return (
    <Landmark id={id} aria-labelledby={titleId} className={className}>
      {headerEnd === undefined ? (
        titleBlock
      ) : (
        <div className={headerClassName}>
          <div>{titleBlock}</div>
          {headerEnd}
        </div>
      )}
      {children}
    </Landmark>
  );
};
