import type { ReactNode } from 'react';

export interface SectionProps {
  /** the heading's id, which names the section (`aria-labelledby`) */
  id: string;
  /** the heading, already translated */
  title: ReactNode;
  /** `aside` for a block beside the page's subject */
  as?: 'section' | 'aside';
  /** the heading's level: 2 by default */
  level?: 2 | 3;
  className?: string;
  titleClassName: string;
  /** a paragraph right under the heading, already translated */
  intro?: ReactNode;
  introClassName?: string;
  /**
   * what stands beside the heading and its intro (a select, buttons): the heading and the intro
   * are then wrapped together, in a row of class `headerClassName` with it
   */
  headerEnd?: ReactNode;
  headerClassName?: string;
  children?: ReactNode;
}

/**
 * A region named by its own heading: the landmark, its heading (the accessible name), the
 * heading's intro, then the content.
 */
export const Section = ({
  id,
  title,
  as: Tag = 'section',
  level = 2,
  className,
  titleClassName,
  intro,
  introClassName,
  headerEnd,
  headerClassName,
  children,
}: SectionProps) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleBlock = (
    <>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {intro !== undefined && <p className={introClassName}>{intro}</p>}
    </>
  );
  return (
    <Tag aria-labelledby={id} className={className}>
      {headerEnd === undefined ? (
        titleBlock
      ) : (
        <div className={headerClassName}>
          <div>{titleBlock}</div>
          {headerEnd}
        </div>
      )}
      {children}
    </Tag>
  );
};
