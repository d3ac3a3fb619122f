import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCustomer, apiErrorResponse } from '../../../test/api-fixtures';
import {
  FUTURE_DATE,
  FUTURE_RETURN_DATE,
  chooseService,
  continueStep,
  expectFieldErrors,
  field,
  fillOutbound,
  mockBookingApi,
  pinCalendar,
  renderFlow,
  setDate,
  setTime,
} from '../test/booking-fixtures';
import { CustomerReservationFlow } from './CustomerReservationFlow';

pinCalendar();

const customer = aCustomer({ name: 'Camille Martin', email: 'camille.martin@example.fr' });

const start = async (api = mockBookingApi()) => {
  const user = userEvent.setup();
  renderFlow(<CustomerReservationFlow user={customer} />, '/reservation');
  await chooseService(user, 'Mise à disposition');
  return { user, ...api };
};

const currentStep = () =>
  screen
    .getByRole('navigation', { name: 'Étapes de la demande' })
    .querySelector('[aria-current="step"]')?.textContent;

describe('signed-in reservation', () => {
  it('names its steps: reservation details, passengers and options (what step 2 asks), contact, summary', async () => {
    await start();
    expect(screen.getByRole('navigation', { name: 'Étapes de la demande' })).toHaveTextContent(
      /Détails de la réservation.*Passagers et options.*Coordonnées.*Récapitulatif/,
    );
  });

  it('refuses each empty step with the signed-in messages', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('radio', { name: 'Train' }));
    await continueStep(user);
    await expectFieldErrors([
      'Choisissez la date de prise en charge.',
      "Choisissez l'heure de prise en charge.",
      "Indiquez l'adresse de départ.",
      "Indiquez l'adresse d'arrivée.",
      'Indiquez le numéro de votre train.',
    ]);
    // the signed-in form does not ask for passengers and baggage by train (guest form only)
    expect(screen.queryByLabelText('Nombre de bagages')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Aucun' }));
    await fillOutbound(user);
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Passagers et options/ });
    await user.clear(field('Nombre de passagers'));
    await continueStep(user);
    await expectFieldErrors(['Indiquez le nombre de personnes.']);

    await user.type(field('Nombre de passagers'), '1');
    await user.click(screen.getByRole('checkbox', { name: /Siège bébé/ }));
    await continueStep(user);
    await expectFieldErrors([
      "Avec un siège bébé, comptez au moins 2 personnes : l'enfant et l'adulte qui l'accompagne.",
    ]);
    await user.click(screen.getByRole('button', { name: 'Un passager de plus' }));
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Coordonnées/ });

    // prefilled from the account
    expect(field('Prénom')).toHaveValue('Camille');
    expect(field('Nom')).toHaveValue('Martin');
    expect(field('E-mail')).toHaveValue('camille.martin@example.fr');
    await user.clear(field('Nom'));
    await continueStep(user);
    await expectFieldErrors(['Indiquez votre nom.', 'Indiquez votre numéro de téléphone.']);
    expect(currentStep()).toContain('Coordonnées');
  });

  it('a failed submission shows an alert in the form and keeps it filled', async () => {
    const api = mockBookingApi({
      reservation: () =>
        apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service momentanément indisponible.'),
    });
    const { user, calls } = await start(api);
    await fillOutbound(user);
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Passagers et options/ });
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Coordonnées/ });
    await user.type(field('Téléphone'), '0612345678');
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Récapitulatif/ });

    await user.click(screen.getByRole('button', { name: 'Envoyer ma réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service momentanément indisponible.',
    );
    expect(screen.getByRole('button', { name: 'Envoyer ma réservation' })).toBeEnabled();
    expect(calls.mails).toEqual([]);
    expect(calls.reservations[0]?.body).not.toHaveProperty('isGuest');
    expect(screen.getByRole('heading', { level: 2, name: /Récapitulatif/ })).toBeInTheDocument();
  });

  it('on success shows the confirmation with every detail, then "Nouvelle réservation" starts afresh', async () => {
    const { user, calls } = await start();
    await fillOutbound(user);
    await user.click(screen.getByRole('checkbox', { name: /Je souhaite un trajet retour/ }));
    await setDate(user, 'Date du retour', FUTURE_RETURN_DATE);
    await setTime(user, 'Heure du retour', '19:00');
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Passagers et options/ });
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Coordonnées/ });
    await user.type(field('Téléphone'), '0612345678');
    await user.type(field('Commentaire (facultatif)'), 'Deux valises cabine.');
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: /Récapitulatif/ });
    await user.click(screen.getByRole('button', { name: 'Envoyer ma réservation' }));

    const confirmation = (await screen.findByRole('heading', { name: 'Réservation enregistrée' }))
      .parentElement!.parentElement!;
    for (const text of [
      'Mise à disposition',
      'samedi 14 juin 2031',
      '07:30',
      '12 rue de Rivoli, 75001 Paris',
      'Aéroport Paris-Charles de Gaulle',
      'samedi 21 juin 2031',
      '1 passager',
      'Siège bébé',
      'Aucun',
      'Camille Martin',
      'camille.martin@example.fr',
      'Vous-même (Camille Martin)',
      'Deux valises cabine.',
    ]) {
      expect(confirmation).toHaveTextContent(text);
    }
    expect(calls.mails).toEqual([
      { name: 'Martin Camille', email: 'camille.martin@example.fr', date: FUTURE_DATE },
    ]);

    await user.click(screen.getByRole('button', { name: 'Nouvelle réservation' }));
    expect(await screen.findByRole('radio', { name: /Mise à disposition/ })).not.toBeChecked();
    await chooseService(user, 'Mise à disposition');
    expect(field('Adresse de départ')).toHaveValue('');
    expect(
      within(screen.getByRole('navigation')).getByText('Détails de la réservation'),
    ).toBeVisible();
  });
});
