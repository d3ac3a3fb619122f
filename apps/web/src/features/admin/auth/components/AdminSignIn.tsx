import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSignInStep } from '@navette/shared';
import { useMarkSignedIn } from '../admin-login-api';
import { AdminCodeStep } from './AdminCodeStep';
import { AdminEnrolStep } from './AdminEnrolStep';
import { AdminLoginForm } from './AdminLoginForm';
import { AdminPasswordStep } from './AdminPasswordStep';
import { AdminRecoveryCodes } from './AdminRecoveryCodes';

type Screen =
  { step: 'credentials' } | { step: AdminSignInStep } | { step: 'recoveryCodes'; codes: string[] };

/**
 * The back-office sign-in's screens, in the order the server asks for them
 * (docs/product/back-office.md#sign-in): e-mail and password, a new password when required, then
 * the enrolment (with the recovery codes to save) or the code.
 */
export const AdminSignIn = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const { t } = useTranslation();
  const markSignedIn = useMarkSignedIn();
  const [screen, setScreen] = useState<Screen>({ step: 'credentials' });
  const toStep = (step: AdminSignInStep) => setScreen({ step });

  const content = (() => {
    switch (screen.step) {
      case 'credentials':
        return <AdminLoginForm onStep={toStep} />;
      case 'changePassword':
        return <AdminPasswordStep onStep={toStep} />;
      case 'enrol':
        return (
          <AdminEnrolStep onEnrolled={(codes) => setScreen({ step: 'recoveryCodes', codes })} />
        );
      case 'recoveryCodes':
        return (
          <AdminRecoveryCodes
            codes={screen.codes}
            onContinue={() => {
              markSignedIn();
              onSignedIn();
            }}
          />
        );
      case 'code':
        return <AdminCodeStep onSignedIn={onSignedIn} />;
    }
  })();

  return (
    <>
      {content}
      {screen.step !== 'credentials' && screen.step !== 'recoveryCodes' && (
        <button
          type="button"
          onClick={() => setScreen({ step: 'credentials' })}
          className="mt-4 min-h-11 w-full rounded-md text-sm text-slate-600 underline hover:text-ink-900"
        >
          {t('auth.adminLogin.restart')}
        </button>
      )}
    </>
  );
};
