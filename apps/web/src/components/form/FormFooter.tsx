import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';

export interface FormFooterProps {
  /** the form's failure, already translated; nothing is drawn without one */
  error?: ReactNode;
  /** the server's confirmation, already translated; nothing is drawn without one */
  success?: ReactNode;
  /** the request is under way */
  pending: boolean;
  /** the button's label and its label while pending, already translated */
  labels: readonly [submit: string, pending: string];
  /** the button's look (`btn btn-gold w-full`…) */
  buttonClassName: string;
}

/**
 * The end of every form: the failure (red, announced), the confirmation (green), then the submit
 * button with its pending state — in that order, so the message sits right above the button the
 * person just pressed.
 */
export const FormFooter = ({
  error,
  success,
  pending,
  labels: [submitLabel, pendingLabel],
  buttonClassName,
}: FormFooterProps) => (
  <>
    <FormAlert tone="error" className="mb-4">
      {error}
    </FormAlert>
    <FormAlert tone="success" className="mb-4">
      {success}
    </FormAlert>
    <SubmitButton pending={pending} pendingLabel={pendingLabel} className={buttonClassName}>
      {submitLabel}
    </SubmitButton>
  </>
);
