import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './Icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** already translated; shown in red under the field */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** a control drawn inside the field, on the right (the password toggle) */
  trailing?: ReactNode;
}

/**
 * Label above, error under the field (DESIGN.md). The error line always takes its height so that
 * nothing moves when a message appears; the input names its hint and error for screen readers.
 */
export const TextField = ({
  label,
  error,
  hint,
  trailing,
  className,
  ...input
}: TextFieldProps) => {
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
      <div className="relative mt-1.5">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block min-h-12 w-full rounded-lg border bg-white px-3.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300 ${
            error ? 'border-error-600' : 'border-slate-300'
          } ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      <p id={errorId} className="min-h-6 pt-1 text-sm text-error-600">
        {error}
      </p>
    </div>
  );
};

/** A password field with a show/hide toggle (long passwords are typed on phones too). */
export const PasswordField = (props: Omit<TextFieldProps, 'type' | 'trailing'>) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:text-ink-900"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          <span className="sr-only">{t('common.showPassword')}</span>
        </button>
      }
    />
  );
};
