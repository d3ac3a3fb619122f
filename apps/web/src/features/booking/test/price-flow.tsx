import userEvent from '@testing-library/user-event';
import type { PriceAnswer, PublicTariff } from '@navette/shared';
import { aCustomer } from '../../../test/api-fixtures';
import { CustomerReservationFlow } from '../components/CustomerReservationFlow';
import { GuestReservationFlow } from '../components/GuestReservationFlow';
import {
  chooseService,
  continueTo,
  fillOutbound,
  mockBookingApi,
  renderFlow,
} from './booking-fixtures';
import { SEDAN_AND_VAN } from './price-fixtures';

export interface PricedFormOptions {
  /** the server's price of each trip asked; by default the sedan at 85 € and the van at 110 € */
  price?: (body: unknown) => PriceAnswer | Response | Promise<Response>;
  reservation?: (body: unknown) => Response;
  tariff?: PublicTariff;
  signedIn?: boolean;
  /** the address of the page, query string included */
  path?: string;
  service?: string;
}

/** A booking form, guest or signed-in, its service chosen: on step 1. */
export const openPricedForm = async ({
  price = () => SEDAN_AND_VAN,
  reservation,
  tariff,
  signedIn = false,
  path = signedIn ? '/reservation' : '/reservation-guest',
  service,
}: PricedFormOptions = {}) => {
  const user = userEvent.setup();
  const api = mockBookingApi({
    price,
    ...(reservation ? { reservation } : {}),
    ...(tariff ? { tariff } : {}),
  });
  renderFlow(
    signedIn ? <CustomerReservationFlow user={aCustomer()} /> : <GuestReservationFlow />,
    path,
  );
  await chooseService(user, service);
  return { user, ...api };
};

/** The form on step 2, its trip filled: the price is asked from there. */
export const openOnPassengers = async (options: PricedFormOptions = {}) => {
  const opened = await openPricedForm(options);
  await fillOutbound(opened.user);
  await continueTo(opened.user, /Passagers et options/);
  return opened;
};
