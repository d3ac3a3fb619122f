import { useId } from 'react';
import type { ReactNode } from 'react';

export interface FieldIds {
  id: string;
  /** for aria-describedby: the hint and the error, when there are */
  describedBy: string | undefined;
  invalid: true | undefined;
}

/**
 * The layout of TextField for controls it does not cover (select, textarea, stepper): label
 * above, hint, the control, then the error line, which always keeps its height so that nothing
 * moves when a message appears (DESIGN.md).
 */
export const FieldShell = ({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">
        {children({ id, describedBy: describedBy || undefined, invalid: error ? true : undefined })}
      </div>
      <p id={errorId} className="min-h-6 pt-1 text-sm text-error-600">
        {error}
      </p>
    </div>
  );
};

/** The look of every input of the forms (TextField's), red-bordered when in error. */
export const controlClass = (error: string | undefined): string =>
  `block min-h-12 w-full rounded-lg border bg-white px-3.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
    error ? 'border-error-600' : 'border-slate-300'
  }`;
