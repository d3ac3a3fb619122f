import type { ComponentProps } from 'react';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from '@navette/shared';
import { CodeField } from '../../components/form/TextField';

/**
 * The code sent by e-mail to verify an address or reset a password: its length, and its hint,
 * which the screen words from how many digits the code has and how many minutes it lasts.
 */
export const VerificationCodeField = ({
  hint,
  ...props
}: Omit<ComponentProps<typeof CodeField>, 'length' | 'hint'> & {
  hint: (limits: { digits: number; minutes: number }) => string;
}) => (
  <CodeField
    hint={hint({ digits: VERIFICATION_CODE_LENGTH, minutes: VERIFICATION_CODE_TTL_MINUTES })}
    length={VERIFICATION_CODE_LENGTH}
    {...props}
  />
);
