import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ManageLinkSession } from '@navette/shared';
import { LoadingLine } from '../../../components/Spinner';
import { TitledSection } from '../../../components/TitledSection';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { company } from '../../../lib/company';
import {
  useExchangeManageLink,
  useMyReservation,
  useReloadMyReservation,
} from './customer-reservations-api';
import { CustomerReservationCard } from './CustomerReservationCard';
import { useReservationActions } from './use-reservation-actions';

/**
 * Which reservation this tab's link opened, kept for a reload of the page: the token itself is
 * never stored (the HttpOnly cookie holds the right, for two hours), only the reservation's id and
 * address (docs/decisions/0047-manage-booking-links.md).
 */
export const MANAGE_BOOKING_STORAGE_KEY = 'navette.manageBooking';

const readStored = (): ManageLinkSession | null => {
  try {
    const raw = window.sessionStorage.getItem(MANAGE_BOOKING_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ManageLinkSession>;
    return typeof value.reservationId === 'string' && typeof value.email === 'string'
      ? { reservationId: value.reservationId, email: value.email }
      : null;
  } catch {
    return null;
  }
};

const store = (session: ManageLinkSession | null) => {
  try {
    if (session) window.sessionStorage.setItem(MANAGE_BOOKING_STORAGE_KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(MANAGE_BOOKING_STORAGE_KEY);
  } catch {
    // storage refused (private mode): the page works until it is reloaded
  }
};

type LinkState =
  | { kind: 'opening' }
  | { kind: 'open'; session: ManageLinkSession }
  | { kind: 'refused'; message: string }
  | { kind: 'none' };

/** What to do when the link does not open the reservation: the latest e-mail, a call, a new request. */
const WayForward = ({ message }: { message: string }) => {
  const { t } = useTranslation('account');
  return (
    <div className="flex max-w-2xl flex-col items-start gap-4 rounded-lg bg-white p-6 shadow-card">
      <h2 className="font-serif text-xl text-ink-900">{t('manageBooking.refusedTitle')}</h2>
      <p role="alert" className="text-error-600">
        {message}
      </p>
      <p className="text-slate-700">
        {t('manageBooking.contact')}{' '}
        <a className="font-semibold text-ink-900 underline" href={company.phoneHref}>
          {company.phone}
        </a>{' '}
        ·{' '}
        <a
          className="break-all font-semibold text-ink-900 underline"
          href={`mailto:${company.email}`}
        >
          {company.email}
        </a>
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={ROUTES.contact} className="btn btn-outline">
          {t('manageBooking.contactCta')}
        </Link>
        <Link to={ROUTES.quoteEntry} className="btn btn-gold">
          {t('manageBooking.newRequest')}
        </Link>
      </div>
    </div>
  );
};

/** The reservation the link opened, with the card's actions, and the offer of an account. */
const Opened = ({ session }: { session: ManageLinkSession }) => {
  const { t } = useTranslation('account');
  const reservation = useMyReservation(session.reservationId);
  const reload = useReloadMyReservation();
  const { decide, pay, busyId, failure, dismissFailure } = useReservationActions(
    (id) => void reload(id),
  );

  if (reservation.isPending) {
    return <LoadingLine label={t('customerReservations.loading')} />;
  }
  if (reservation.isError) {
    // the two-hour cookie ended (or was never set in this browser): the e-mail's link opens it again
    const gone = reservation.error instanceof ApiError && reservation.error.status !== 0;
    if (gone) store(null);
    return (
      <WayForward
        message={
          gone
            ? t('manageBooking.sessionEnded')
            : serverMessageOr(reservation.error, t('customerReservations.loadFailed'))
        }
      />
    );
  }
  const r = reservation.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-2xl text-sm text-slate-600">{t('manageBooking.keepPrivate')}</p>
      <div className="max-w-2xl">
        <CustomerReservationCard
          reservation={r}
          busy={busyId === r._id}
          onDecide={decide}
          onPay={pay}
          failure={failure?.reservationId === r._id ? failure : null}
          onDismissFailure={dismissFailure}
        />
      </div>
      <TitledSection
        as="aside"
        titleId="manage-booking-account"
        className="flex max-w-2xl flex-col items-start gap-3 rounded-lg bg-ink-50 p-6"
        title={t('manageBooking.accountTitle')}
        titleClassName="font-serif text-xl text-ink-900"
      >
        <p className="text-slate-700">{t('manageBooking.accountText', { email: session.email })}</p>
        <Link
          to={`${ROUTES.register}?email=${encodeURIComponent(session.email)}`}
          className="btn btn-outline"
        >
          {t('manageBooking.accountCta')}
        </Link>
      </TitledSection>
    </div>
  );
};

/**
 * The "Gérer ma réservation" page (docs/product/customer-area.md#manage-my-booking): the e-mail's
 * link carries its token in the fragment; the page takes it out of the address bar before any
 * request, exchanges it for the two-hour cookie, then shows the reservation with the customer
 * card's actions. Reloaded without a fragment, it opens the reservation this tab's link opened.
 */
export const ManageBooking = () => {
  const { t } = useTranslation('account');
  const exchange = useExchangeManageLink();
  const [state, setState] = useState<LinkState>(() => {
    if (window.location.hash.length > 1) return { kind: 'opening' };
    const stored = readStored();
    return stored ? { kind: 'open', session: stored } : { kind: 'none' };
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = window.location.hash.slice(1);
    if (token) {
      // out of the address bar, the history and any later referrer before anything else
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      exchange.mutate(token, {
        onSuccess: (session) => {
          store(session);
          setState({ kind: 'open', session });
        },
        onError: (error) => {
          store(null);
          setState({
            kind: 'refused',
            message: serverMessageOr(error, t('manageBooking.exchangeFailed')),
          });
        },
      });
    }
  }, [exchange, t]);

  if (state.kind === 'opening') {
    return <LoadingLine label={t('manageBooking.opening')} />;
  }
  if (state.kind === 'refused') return <WayForward message={state.message} />;
  if (state.kind === 'none') return <WayForward message={t('manageBooking.noLink')} />;
  return <Opened session={state.session} />;
};
