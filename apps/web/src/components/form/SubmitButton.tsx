import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children'
> {
  /** the request is under way: the button is disabled and says so */
  pending: boolean;
  /** already translated, e.g. "Envoi en cours..." */
  pendingLabel: string;
  children: ReactNode;
}

/**
 * A form's submit button: disabled while its request is under way (no double sending), with a
 * spinner and the pending label then. The spinner is decoration: the label says it all.
 */
export const SubmitButton = ({
  pending,
  pendingLabel,
  disabled,
  children,
  ...button
}: SubmitButtonProps) => (
  <button type="submit" disabled={pending || disabled} {...button}>
    {pending ? (
      <>
        <span
          aria-hidden="true"
          data-testid="submit-spinner"
          className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        {pendingLabel}
      </>
    ) : (
      children
    )}
  </button>
);
