import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlClass } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** the " *" after the label (the check itself is the schema's) */
  requiredMark?: boolean;
  /** shown on the right of the error line (the character count) */
  aside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text in its Field, with the inputs' look. */
export const TextArea = ({
  label,
  error,
  hint,
  requiredMark,
  aside,
  className,
  ...textarea
}: TextAreaProps) => (
  <Field
    label={label}
    error={error}
    hint={hint}
    requiredMark={requiredMark}
    aside={aside}
    className={className}
  >
    {({ id, describedBy, invalid }) => (
      <textarea
        id={id}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${controlClass(error)} py-3`}
        {...textarea}
      />
    )}
  </Field>
);
