import { useTranslation } from 'react-i18next';
import { RESEND_COOLDOWN_MS, useCooldown } from '../../lib/use-cooldown';

export interface ResendCodeButtonProps {
  /** asks for a new code; true when it was asked for (the wait starts then) */
  onResend: () => boolean | Promise<boolean>;
  /** the request is under way */
  pending: boolean;
  /** the button's label and its label while pending, already translated */
  labels: readonly [resend: string, pending: string];
  className: string;
}

/**
 * The button that asks for a new code by e-mail: once asked, it waits RESEND_COOLDOWN_MS before
 * it can be pressed again, its label counting the seconds down.
 */
export const ResendCodeButton = ({
  onResend,
  pending,
  labels: [resendLabel, pendingLabel],
  className,
}: ResendCodeButtonProps) => {
  const { t } = useTranslation();
  const [secondsLeft, startCooldown] = useCooldown(RESEND_COOLDOWN_MS);
  const resend = async () => {
    if (await onResend()) startCooldown();
  };
  return (
    <button
      type="button"
      onClick={() => void resend()}
      disabled={pending || secondsLeft > 0}
      className={className}
    >
      {pending
        ? pendingLabel
        : secondsLeft > 0
          ? t('auth.verify.resendWait', { seconds: secondsLeft })
          : resendLabel}
    </button>
  );
};
