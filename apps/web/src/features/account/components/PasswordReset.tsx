import { useState } from 'react';
import { forgotPasswordSchema } from '@navette/shared';
import { RequestCodeForm } from './RequestCodeForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** The address given by the e-mail's link, when it is one (the server checks it again). */
const addressFrom = (value: string | null): string | null => {
  const parsed = forgotPasswordSchema.shape.email.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The forgotten password in two steps (docs/product/accounts.md): the address, then the e-mailed
 * code with the new password. The e-mail's link carries the address (`?email=`): its reader
 * already has a code, so the page opens on the second step — asking again would replace it.
 */
export const PasswordReset = ({
  linkEmail,
  defaultEmail,
  onDone,
}: {
  /** `?email=` of the e-mail's link */
  linkEmail: string | null;
  /** an address the previous page knew (the login form, the profile) */
  defaultEmail: string;
  /** the address and the server's confirmation */
  onDone: (email: string, message: string) => void;
}) => {
  const [email, setEmail] = useState<string | null>(() => addressFrom(linkEmail));
  const [notice, setNotice] = useState<string | undefined>(undefined);

  if (email === null) {
    return (
      <RequestCodeForm
        defaultEmail={linkEmail ?? defaultEmail}
        onSent={(address, message) => {
          setNotice(message);
          setEmail(address);
        }}
      />
    );
  }
  return (
    <ResetPasswordForm
      key={email}
      email={email}
      notice={notice}
      onDone={(message) => onDone(email, message)}
      onOtherEmail={() => {
        setNotice(undefined);
        setEmail(null);
      }}
    />
  );
};
