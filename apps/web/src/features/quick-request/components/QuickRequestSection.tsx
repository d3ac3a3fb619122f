import type { ReactNode } from 'react';

/** A titled part of the quick form, ruled off from the one before. */
export const QuickRequestSection = ({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) => (
  <section className="border-t border-slate-200 pt-5 first-of-type:border-t-0 first-of-type:pt-0">
    <h3 className="mb-3 font-serif text-lg font-semibold text-ink-900">{title}</h3>
    {children}
  </section>
);
