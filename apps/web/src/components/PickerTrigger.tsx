import type { ReactNode, Ref } from 'react';
import { ChevronDownIcon } from './Icons';

/** The ids that tie a picker's label, trigger, popup and error line together. */
export const pickerIds = (id: string) => ({
  label: `${id}-label`,
  trigger: `${id}-trigger`,
  dialog: `${id}-dialog`,
  error: `${id}-error`,
});

export interface PickerTriggerProps {
  triggerRef: Ref<HTMLButtonElement>;
  ids: ReturnType<typeof pickerIds>;
  name?: string | undefined;
  open: boolean;
  error?: string | undefined;
  required?: boolean | undefined;
  icon: ReactNode;
  /** the chosen value as shown, or the placeholder */
  text: ReactNode;
  hasValue: boolean;
  /** extra classes for the shown value (e.g. tabular figures) */
  valueClassName?: string;
  onToggle: () => void;
  onOpen: () => void;
}

/**
 * The field-like button that opens a picker's dialog (date, time): labelled by the field's label
 * and its own text, marked invalid with the error under the field, opened by ArrowDown too.
 */
export const PickerTrigger = ({
  triggerRef,
  ids,
  name,
  open,
  error,
  required,
  icon,
  text,
  hasValue,
  valueClassName = '',
  onToggle,
  onOpen,
}: PickerTriggerProps) => (
  <button
    ref={triggerRef}
    id={ids.trigger}
    type="button"
    name={name}
    aria-labelledby={`${ids.label} ${ids.trigger}`}
    aria-haspopup="dialog"
    aria-expanded={open}
    aria-controls={open ? ids.dialog : undefined}
    aria-invalid={error ? true : undefined}
    aria-describedby={error ? ids.error : undefined}
    aria-required={required || undefined}
    onClick={onToggle}
    onKeyDown={(event) => {
      if (event.key === 'ArrowDown' && !open) {
        event.preventDefault();
        onOpen();
      }
    }}
    className={`flex min-h-12 w-full items-center gap-3 rounded-lg border bg-white px-3.5 text-left text-base shadow-xs transition-colors focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300 ${
      error ? 'border-error-600' : 'border-slate-300'
    }`}
  >
    {icon}
    <span
      className={`flex-1 truncate ${hasValue ? `text-ink-900 ${valueClassName}` : 'text-slate-500'}`}
    >
      {text}
    </span>
    <ChevronDownIcon
      className={`size-5 shrink-0 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`}
    />
  </button>
);
