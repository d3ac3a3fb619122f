import type { ReactNode } from 'react';

/** A titled group of fields inside a step (outbound, return, main passenger). */
export const FormSection = ({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  /** a control on the right of the title */
  aside?: ReactNode;
}) => (
  <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-6">
    <legend className="sr-only">{title}</legend>
    <div aria-hidden="true" className="mb-4 flex items-center justify-between gap-4">
      <p className="font-serif text-xl font-semibold text-ink-900">{title}</p>
      {aside}
    </div>
    <div className="flex flex-col gap-1">{children}</div>
  </fieldset>
);
