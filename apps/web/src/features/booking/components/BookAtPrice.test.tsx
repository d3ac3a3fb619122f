import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reservationRequestSchema } from '@navette/shared';
import { leaveTo } from '../../../lib/leave-to';
import { apiErrorResponse } from '../../../test/api-fixtures';
import {
  continueTo,
  createdReservation,
  field,
  fillContact,
  pinCalendar,
} from '../test/booking-fixtures';
import type { BookingApiCalls } from '../test/booking-fixtures';
import { openOnPassengers, type PricedFormOptions } from '../test/price-flow';
import { pricedAnswer, sedanAt, vanAt } from '../test/price-fixtures';

vi.mock('../../../lib/leave-to', () => ({ leaveTo: vi.fn() }));

pinCalendar();
afterEach(() => vi.mocked(leaveTo).mockReset());

const CHECKOUT = 'https://checkout.example/c/pay_123';
const PRICE_CHANGED =
  'Le prix de ce trajet a changé : il est maintenant de 105,00 €. Vérifiez-le avant de réserver.';
const UNAVAILABLE =
  'Ce trajet ne peut plus être réservé au prix affiché : envoyez votre demande, nous vous répondons avec un devis.';

/** The button that books at `amount` (the amount's no-break space read as any space). */
const bookAndPay = (amount: string) =>
  screen.getByRole('button', { name: new RegExp(`^Réserver et payer ${amount}\\s€$`) });

/** A form filled to its summary, the price shown from step 2. */
const toSummary = async ({
  beforeContact,
  ...options
}: PricedFormOptions & { beforeContact?: () => Promise<void> } = {}) => {
  const opened = await openOnPassengers(options);
  const { user } = opened;
  await screen.findAllByText(/^Prix estimé/);
  await beforeContact?.();
  await continueTo(user, /Coordonnées/);
  if (!options.signedIn) await fillContact(user);
  else await user.type(field('Téléphone'), '06 12 34 56 78');
  await continueTo(user, /Récapitulatif/);
  return opened;
};

/** What a sent reservation says of the price: the class, booking at the price, the price seen. */
const sentBooking = (body: unknown) => {
  const { vehicule, reserver, prix_attendu } = reservationRequestSchema.parse(body);
  return { vehicule, reserver, prix_attendu };
};

/** Books at `amount`: the browser goes to the checkout, `vehicule` booked at `euros`. */
const expectBooked = async (
  user: UserEvent,
  calls: BookingApiCalls,
  { amount, vehicule, euros }: { amount: string; vehicule: string; euros: number },
) => {
  await user.click(bookAndPay(amount));
  await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(CHECKOUT));
  expect(calls.reservations.map(({ body }) => sentBooking(body))).toEqual([
    { vehicule, reserver: true, prix_attendu: euros },
  ]);
};

describe('booking at the price shown', () => {
  it('books and pays the cheapest class in one go: reserver, vehicule and the price shown are sent, the browser goes to the checkout', async () => {
    const { user, calls } = await toSummary({
      reservation: (body) => createdReservation(body, CHECKOUT),
    });
    expect(screen.getByText('Berline')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Annulation gratuite jusqu'à 24 h avant la prise en charge, puis 50 % du prix retenus.",
      ),
    ).toBeInTheDocument();
    await expectBooked(user, calls, { amount: '85,00', vehicule: 'veh-sedan', euros: 85 });
    // the reservation's e-mail was queued with it: no confirmation call on the way out
    expect(calls.mails).toEqual([]);
  });

  it('books the class the visitor chose, at its price', async () => {
    const { user, calls } = await toSummary({
      reservation: (body) => createdReservation(body, CHECKOUT),
      beforeContact: () => userEvent.setup().click(screen.getByRole('radio', { name: /^Van/ })),
    });
    await expectBooked(user, calls, { amount: '110,00', vehicule: 'veh-van', euros: 110 });
  });

  it('an estimate the tariff does not cover stays a quote request, the class sent with it', async () => {
    const { user, calls } = await toSummary({ price: () => pricedAnswer([sedanAt(9_240, false)]) });
    expect(
      screen.getByText(
        'Votre demande part en devis avec cette estimation : nous vous confirmons le prix par e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Réserver et payer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));

    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeInTheDocument();
    expect(sentBooking(calls.reservations[0]?.body)).toEqual({
      vehicule: 'veh-sedan',
      reserver: false,
      prix_attendu: null,
    });
    expect(
      screen.getByText(/^92,40\s€ TTC · Estimation — prix confirmé par devis$/),
    ).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('a pick-up too soon is a quote request with the estimate', async () => {
    const { user, calls } = await toSummary({
      price: () => pricedAnswer([sedanAt(8_500)], { instantBooking: false }),
    });
    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByRole('heading', { name: 'Demande envoyée' });
    expect(sentBooking(calls.reservations[0]?.body)).toMatchObject({ reserver: false });
  });

  it('PRICE_CHANGED: says so, shows the new price and books at it', async () => {
    let total = 8_500;
    const { user, calls } = await toSummary({
      price: () => pricedAnswer([sedanAt(total), vanAt(12_000)]),
      reservation: (body) => {
        if (sentBooking(body).prix_attendu === 85) {
          total = 10_500;
          return apiErrorResponse(409, 'PRICE_CHANGED', PRICE_CHANGED);
        }
        return createdReservation(body, CHECKOUT);
      },
    });
    await user.click(bookAndPay('85,00'));

    expect(await screen.findByRole('alert')).toHaveTextContent(PRICE_CHANGED);
    await user.click(await waitFor(() => bookAndPay('105,00')));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(CHECKOUT));
    expect(calls.prices).toHaveLength(2);
    expect(calls.reservations.map(({ body }) => sentBooking(body).prix_attendu)).toEqual([85, 105]);
  });

  it('INSTANT_BOOKING_UNAVAILABLE: says so and sends the request as a quote', async () => {
    const { user, calls } = await toSummary({
      reservation: (body) =>
        sentBooking(body).reserver
          ? apiErrorResponse(409, 'INSTANT_BOOKING_UNAVAILABLE', UNAVAILABLE)
          : createdReservation(body),
    });
    await user.click(bookAndPay('85,00'));

    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeInTheDocument();
    expect(calls.reservations.map(({ body }) => sentBooking(body).reserver)).toEqual([true, false]);
  });

  it('the signed-in form books and pays at the price too', async () => {
    const { user, calls } = await toSummary({
      signedIn: true,
      reservation: (body) => createdReservation(body, CHECKOUT),
    });
    await expectBooked(user, calls, { amount: '85,00', vehicule: 'veh-sedan', euros: 85 });
  });
});
