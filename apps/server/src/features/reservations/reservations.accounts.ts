import type { AccountHooks } from '../auth';
import {
  attachGuestReservations,
  setReservationsLanguage,
} from './reservations-customer.repository';

/**
 * What a change of account means for reservations (docs/product/accounts.md): a proven address
 * takes over the guest bookings made with it, and the language of the profile becomes the
 * language of the e-mails about every reservation of the account.
 */
export const reservationsAccountHooks: AccountHooks = {
  addressVerified: async (tx, userId, email) => {
    await attachGuestReservations(tx, userId, email);
  },
  languageChosen: setReservationsLanguage,
};
