import { useId, useRef, useState } from 'react';
import type { FocusEvent, ReactNode, Ref } from 'react';
import { PickerTrigger, pickerIds } from './PickerTrigger';

/** The props a form gives a picker, as react-hook-form's Controller hands them over. */
export interface PickerFieldProps {
  label: string;
  /** the chosen value as text, or '' when none is chosen */
  value: string;
  onChange: (value: string) => void;
  /** called when the widget loses focus (react-hook-form's touched state) */
  onBlur?: () => void;
  /** already translated; shown in red under the field */
  error?: string | undefined;
  required?: boolean;
  name?: string;
  /** the trigger button, so that a form can focus the field in error */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/** Hands the element to the ref a form gave (react-hook-form focuses the field in error). */
const assignRef = <T,>(ref: Ref<T> | undefined, element: T | null) => {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
};

/** The open state of a picker's popup and the trigger the focus returns to when it closes. */
export const usePickerPopover = (ref: Ref<HTMLButtonElement> | undefined) => {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  const setTriggerRef = (element: HTMLButtonElement | null) => {
    trigger.current = element;
    assignRef(ref, element);
  };
  return { open, setOpen, close, setTriggerRef };
};

export type PickerPopoverState = ReturnType<typeof usePickerPopover>;

export interface PickerPopoverProps {
  popover: PickerPopoverState;
  label: string;
  required?: boolean | undefined;
  name?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** called when the focus leaves the whole widget (react-hook-form's touched state) */
  onBlur?: (() => void) | undefined;
  /** the trigger's look: its icon, the value (or placeholder) it shows */
  icon: ReactNode;
  text: ReactNode;
  hasValue: boolean;
  valueClassName?: string;
  /** prepares the popup's content, then opens it */
  onOpen: () => void;
  dialogLabel: string;
  dialogRef?: Ref<HTMLDivElement>;
  /** the popup's width and padding */
  dialogClassName: string;
  children: ReactNode;
}

/**
 * The shell shared by the date and time pickers: the label, the field-like trigger, a popup
 * dialog under it (Escape closes it and gives the focus back to the trigger, not to a modal it
 * may sit in), closed when the focus leaves the widget, and the error line under the field.
 */
export const PickerPopover = ({
  popover,
  label,
  className,
  onBlur,
  onOpen,
  dialogLabel,
  dialogRef,
  dialogClassName,
  children,
  // the field's state and the trigger's look: the trigger's own props
  ...field
}: PickerPopoverProps) => {
  const ids = pickerIds(useId());
  const container = useRef<HTMLDivElement>(null);
  const { open, setOpen, close, setTriggerRef } = popover;

  const onContainerBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (container.current?.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    onBlur?.();
  };

  return (
    <div ref={container} className={className} onBlur={onContainerBlur}>
      <label
        id={ids.label}
        htmlFor={ids.trigger}
        className="block text-sm font-semibold text-ink-900"
      >
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="relative mt-1.5">
        <PickerTrigger
          {...field}
          triggerRef={setTriggerRef}
          ids={ids}
          open={open}
          onToggle={() => (open ? close(false) : onOpen())}
          onOpen={onOpen}
        />
        {open && (
          <div
            ref={dialogRef}
            id={ids.dialog}
            role="dialog"
            aria-label={dialogLabel}
            // focusable so that a click on its padding keeps the focus (and the popup) inside
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // the popup closes, not the modal dialog it may sit in
              event.stopPropagation();
              close(true);
            }}
            className={`absolute top-full left-0 z-30 mt-2 w-full rounded-xl border border-slate-200 bg-white shadow-raised outline-none ${dialogClassName}`}
          >
            {children}
          </div>
        )}
      </div>
      <p id={ids.error} className="min-h-6 pt-1 text-sm text-error-600">
        {field.error}
      </p>
    </div>
  );
};
