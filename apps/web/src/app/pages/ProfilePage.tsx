import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompletedTrip, type AccountDeletion } from '@navette/shared';
import { ErrorBanner } from '../../components/ErrorBanner';
import { LogOutIcon } from '../../components/Icons';
import { Tabs } from '../../components/Tabs';
import { toast } from '../../components/toast-store';
import { serverMessageOr } from '../../lib/api-client';
import { usePainted } from '../../lib/use-painted';
import { useEndSession, useSignOut } from '../../features/auth/session-api';
import { useProfile, useSetProfile } from '../../features/profile/profile-api';
import { PROFILE_TABS, useProfileTab } from '../../features/profile/profile-tabs';
import { useMyReservations } from '../../features/reservations/customer/customer-reservations-api';
import { Spinner } from '../../components/Spinner';
import { SimplePage } from './parts/SimplePage';

/*
 * The tabs' panels, with their forms and dialogs, and the sign-out from every device below them:
 * each loaded when shown, out of the scripts the page's header waits for
 * (docs/decisions/0040-scripts-after-first-paint.md).
 */
const AccountTab = lazy(() =>
  import('../../features/account/components/AccountTab').then((module) => ({
    default: module.AccountTab,
  })),
);
const CustomerReservations = lazy(() =>
  import('../../features/reservations/customer/CustomerReservations').then((module) => ({
    default: module.CustomerReservations,
  })),
);
const ReviewsTab = lazy(() =>
  import('../../features/reviews/components/ReviewsTab').then((module) => ({
    default: module.ReviewsTab,
  })),
);
const MyDataTab = lazy(() =>
  import('../../features/account/components/MyDataTab').then((module) => ({
    default: module.MyDataTab,
  })),
);
const SignOutEverywhere = lazy(() =>
  import('../../features/auth/components/SignOutEverywhere').then((module) => ({
    default: module.SignOutEverywhere,
  })),
);
const deleteMyAccount = (body: AccountDeletion) =>
  import('../../features/account/account-api').then((module) => module.deleteMyAccount(body));

/**
 * A panel, drawn once the page has been painted, and a wait while its code loads, in the tabs'
 * box (at least a screen tall: nothing moves).
 */
const Panel = ({ painted, children }: { painted: boolean; children: ReactNode }) => {
  const { t } = useTranslation();
  const waiting = (
    <div className="flex justify-center p-8">
      <Spinner label={t('common.loading')} />
    </div>
  );
  return <Suspense fallback={waiting}>{painted ? children : waiting}</Suspense>;
};

interface Failure {
  id: number;
  message: string;
}

/**
 * The customer's area (docs/product/customer-area.md#profile-page): their profile, reservations,
 * reviews and data in tabs, sign-out, and one dismissable banner for a failed status change, sign-out
 * or payment. The footer comes with the public layout.
 */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const setProfile = useSetProfile();
  const [tab, setTab] = useProfileTab();
  const [failure, setFailure] = useState<Failure | null>(null);
  const painted = usePainted();
  // a new id each time, so that a failure after a dismissal shows the banner again
  const report = (message: string) => setFailure((last) => ({ id: (last?.id ?? 0) + 1, message }));
  const signOut = useSignOut({
    onSuccess: () => toast.success(t('auth.login.loggedOut', { ns: 'common' })),
    onError: (error) => report(serverMessageOr(error, t('nav.logoutFailed', { ns: 'common' }))),
  });
  const endSession = useEndSession(deleteMyAccount);
  const loaded = profile.data ?? null;
  // the review form is for a customer with a completed trip (docs/product/public-site.md#testimonials);
  // if the reservations cannot be read, the form stays and the server's answer says why
  const trips = useMyReservations(loaded !== null);
  const travelled = trips.isSuccess
    ? trips.data.some((reservation) => isCompletedTrip(reservation))
    : trips.isError
      ? true
      : undefined;
  // the account is gone: home, signed out as after a sign-out, with the product's message
  const deleteAccount = (body: AccountDeletion) =>
    endSession(body).then(() => {
      toast.success(t('myData.deleted'));
    });

  const panels = {
    profile: <AccountTab profile={loaded} onProfileChange={setProfile} />,
    reservations: <CustomerReservations />,
    avis: <ReviewsTab profile={loaded} travelled={travelled} />,
    donnees: <MyDataTab profile={loaded} onDelete={deleteAccount} />,
  };

  return (
    <SimplePage name="profile">
      <div className="flex flex-col gap-8">
        {/* the greeting's line is kept while the profile loads, and on a phone the button sits
            under it whatever the name's length: its arrival moves nothing (docs/product/customer-area.md) */}
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <p className="min-h-7 text-lg text-ink-900" aria-live="polite">
            {loaded ? t('profilePage.greeting', { name: loaded.name }) : ''}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={signOut.isPending}
            onClick={signOut.signOut}
          >
            <LogOutIcon className="size-4" />
            {signOut.isPending ? t('profilePage.signingOut') : t('nav.logout', { ns: 'common' })}
          </button>
        </div>
        {failure && (
          <ErrorBanner
            key={failure.id}
            title={t('profilePage.failureTitle')}
            message={failure.message}
            onDismiss={() => setFailure(null)}
          />
        )}
        {profile.isError && (
          <p role="alert" className="rounded-lg bg-error-50 p-4 text-sm text-error-600">
            {serverMessageOr(profile.error, t('profilePage.loadFailed'))}
          </p>
        )}
        {/* at least a screen tall: the section below stays out of view while a tab's data loads */}
        <div className="min-h-svh">
          <Tabs
            label={t('profilePage.tabsLabel')}
            active={tab}
            onChange={setTab}
            tabs={PROFILE_TABS.map((id) => ({
              id,
              label: t(`profilePage.tabs.${id}`),
              // a boundary per tab: a tab shows its own wait, not the last one's panel
              panel: (
                <Panel key={id} painted={painted}>
                  {panels[id]}
                </Panel>
              ),
            }))}
          />
        </div>
        <Suspense fallback={null}>{painted && <SignOutEverywhere />}</Suspense>
      </div>
    </SimplePage>
  );
}
