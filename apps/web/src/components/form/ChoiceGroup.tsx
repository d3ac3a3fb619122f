import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface Choice {
  value: string;
  label: string;
  /** a second line under the label */
  hint?: string;
}

interface ChoiceGroupProps {
  legend: string;
  /** a line under the legend, read with the group */
  hint?: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  /** already translated */
  error?: string | undefined;
  required?: boolean;
  /** buttons per row from the small breakpoint (they wrap on phones) */
  layout?: 'wrap' | 'columns';
}

/**
 * A set of radio buttons drawn as buttons (passengers 1–6, vehicle, payment…): native radios, so
 * that arrow keys, the form and screen readers work as usual; 44 px touch targets.
 */
export const ChoiceGroup = ({
  legend,
  hint,
  choices,
  registration,
  error,
  required,
  layout = 'wrap',
}: ChoiceGroupProps) => {
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-semibold text-ink-900">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div
        className={`mt-1.5 ${layout === 'columns' ? 'grid grid-cols-1 gap-2 sm:grid-cols-3' : 'flex flex-wrap gap-2'}`}
      >
        {choices.map((choice) => (
          <label key={choice.value} className="relative block">
            <input
              type="radio"
              value={choice.value}
              {...registration}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span
              className={`flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-lg border bg-white px-3 py-2 text-center text-sm font-medium text-ink-900 transition-colors peer-checked:border-ink-900 peer-checked:bg-ink-900 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500 hover:border-gold-500 ${
                error ? 'border-error-600' : 'border-slate-300'
              }`}
            >
              {choice.label}
              {choice.hint && <span className="text-xs font-normal opacity-80">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <p id={errorId} className="min-h-6 pt-1 text-sm text-error-600">
        {error}
      </p>
    </fieldset>
  );
};
