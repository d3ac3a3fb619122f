import { useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFormState } from 'react-hook-form';
import type { Control, FieldError, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/form-errors';
import { EyeIcon, EyeOffIcon } from '../PageIcons';
import { Field, controlClass } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** already translated; shown in red under the field */
  error?: string | undefined;
  hint?: ReactNode;
  /** the " *" after the label (the check itself is the schema's) */
  requiredMark?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** a control drawn inside the field, on the right (the password toggle) */
  trailing?: ReactNode;
}

/** A text input in its Field. */
export const TextField = ({
  label,
  error,
  hint,
  requiredMark,
  trailing,
  className,
  ...input
}: TextFieldProps) => (
  <Field
    label={label}
    error={error}
    hint={hint}
    requiredMark={requiredMark}
    trailing={trailing}
    className={className}
  >
    {({ id, describedBy, invalid }) => (
      <input
        id={id}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${controlClass(error)} ${trailing ? 'pr-12' : ''}`}
        {...input}
      />
    )}
  </Field>
);

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

/**
 * A new password and its confirmation (registration, password change, reset): both autofilled as
 * a new password, the length rule under the first; `names` are the form's two fields.
 */
export const NewPasswordFields = <T extends FieldValues, TParsed>({
  control,
  names: [password, confirmation],
  labels: [passwordLabel, confirmationLabel],
}: {
  /** the form's `control` (react-hook-form): the fields register in it and read their errors */
  control: Control<T, unknown, TParsed>;
  names: readonly [Path<T>, Path<T>];
  /** already translated */
  labels: readonly [string, string];
}) => {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = useFormState({ control, name: [password, confirmation] });
  return (
    <>
      <PasswordField
        label={passwordLabel}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
        error={errorText(errors[password] as FieldError | undefined)}
        {...control.register(password)}
        className="mt-2"
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        error={errorText(errors[confirmation] as FieldError | undefined)}
        {...control.register(confirmation)}
        className="mt-2"
      />
    </>
  );
};

/** An e-mail address's input: the e-mail keyboard, no spell check, autofilled as an e-mail. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  spellCheck: false,
} as const;

/** A phone number's input: the phone keypad, autofilled as a phone number. */
export const PHONE_INPUT = { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } as const;

/** An e-mail address in its field; its autofill can be overridden (`username` on sign-in). */
export const EmailField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField {...EMAIL_INPUT} {...props} />
);

/** A phone number in its field. */
export const PhoneField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField {...PHONE_INPUT} {...props} />
);

/**
 * A one-time code received by e-mail (verification, password reset): digits only, filled in
 * from the message by phones that offer it, large and spaced so that it reads back easily.
 */
export const CodeField = ({
  length,
  ...props
}: Omit<TextFieldProps, 'type'> & { length: number }) => (
  <TextField
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={length}
    pattern="[0-9]*"
    spellCheck={false}
    {...props}
    className={`[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em] ${props.className ?? ''}`}
  />
);
