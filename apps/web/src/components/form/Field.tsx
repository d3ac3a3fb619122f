import { useId } from 'react';
import type { ReactNode } from 'react';

/** What a control needs from its Field: its id, and the hint/error it is described by. */
export interface FieldIds {
  id: string;
  /** for aria-describedby: the hint, the aside and the error, when there are */
  describedBy: string | undefined;
  invalid: true | undefined;
}

export interface FieldProps {
  label: string;
  /** already translated; shown in red under the control */
  error?: string | undefined;
  hint?: ReactNode;
  /** adds the " *" of a required field to the label (the check itself is the schema's) */
  requiredMark?: boolean;
  /** shown on the right of the error line (a character count) and read with the control */
  aside?: ReactNode;
  /** a control drawn inside the field, on the right (the password toggle) */
  trailing?: ReactNode;
  className?: string | undefined;
  children: (ids: FieldIds) => ReactNode;
}

/**
 * Label above, hint, the control, then the error line, which always keeps its height so that
 * nothing moves when a message appears (CONTRIBUTING.md, forms). The control names its hint and
 * error for screen readers through the ids it is given.
 */
export const Field = ({
  label,
  error,
  hint,
  requiredMark = false,
  aside,
  trailing,
  className,
  children,
}: FieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const asideId = `${id}-aside`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, aside ? asideId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const control = children({
    id,
    describedBy: describedBy || undefined,
    invalid: error ? true : undefined,
  });
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {requiredMark ? `${label} *` : label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {trailing ? (
        <div className="relative mt-1.5">
          {control}
          <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>
        </div>
      ) : (
        <div className="mt-1.5">{control}</div>
      )}
      {aside ? (
        <div className="flex items-start justify-between gap-4 pt-1 text-sm">
          <p id={errorId} className="min-h-6 text-error-600">
            {error}
          </p>
          <p id={asideId} className="shrink-0 text-slate-600">
            {aside}
          </p>
        </div>
      ) : (
        <p id={errorId} className="min-h-6 pt-1 text-sm text-error-600">
          {error}
        </p>
      )}
    </div>
  );
};

/** The look of every input of the forms, red-bordered when in error. */
export const controlClass = (error: string | undefined): string =>
  `block min-h-12 w-full rounded-lg border bg-white px-3.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
    error ? 'border-error-600' : 'border-slate-300'
  }`;
