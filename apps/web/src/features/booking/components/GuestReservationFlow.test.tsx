import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteRequestMailResponseSchema } from '@navette/shared';
import { schemaResponse } from '../../../test/api-fixtures';
import {
  FUTURE_DATE,
  FUTURE_RETURN_DATE,
  chooseService,
  continueStep,
  continueTo,
  createdReservation,
  field,
  expectFieldErrors,
  expectToasts,
  fieldErrors,
  fillContact,
  fillOutbound,
  mockBookingApi,
  pinCalendar,
  renderFlow,
  serverError,
  setDate,
  setTime,
} from '../test/booking-fixtures';
import { GuestReservationFlow } from './GuestReservationFlow';

pinCalendar();

const start = async (path = '/reservation-guest') => {
  const user = userEvent.setup();
  const api = mockBookingApi();
  renderFlow(<GuestReservationFlow />, path);
  await chooseService(user);
  return { user, api };
};

const currentStep = () =>
  screen
    .getByRole('navigation', { name: 'Étapes de la demande' })
    .querySelector('[aria-current="step"]')?.textContent;

/** Continuing is refused: the toast that counts the missing fields, and the fields' messages. */
const expectRefused = async (user: UserEvent, toast: string, messages: readonly string[]) => {
  await continueStep(user);
  await expectFieldErrors(messages);
  await expectToasts([toast]);
};

/** Step 1 filled with the minimum, ending on step 2. */
const toPassengers = async (user: UserEvent) => {
  await fillOutbound(user);
  await continueTo(user, /Passagers et options/);
};

/** Steps 1 and 2 filled with the minimum, ending on step 3. */
const toContact = async (user: UserEvent) => {
  await toPassengers(user);
  await continueTo(user, /Coordonnées/);
};

/** Steps 1 to 3 filled with the minimum, ending on the summary. */
const fillToSummary = async (user: UserEvent) => {
  await toContact(user);
  await fillContact(user);
  await continueTo(user, /Récapitulatif/);
};

describe('guest quote request: step 1, trip details', () => {
  it('refuses to continue when empty, with the product messages and the count of missing fields', async () => {
    const { user } = await start();
    await expectRefused(user, 'error: 4 champs obligatoires manquants', [
      'La date est obligatoire',
      "L'heure est obligatoire",
      "L'adresse de départ est obligatoire",
      "L'adresse d'arrivée est obligatoire",
    ]);
    expect(currentStep()).toContain('Détails du trajet');
    expect(field('Adresse de départ')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "1 champ obligatoire manquant" for a single missing field', async () => {
    const { user } = await start();
    await setDate(user, 'Date de prise en charge', FUTURE_DATE);
    await setTime(user, 'Heure de prise en charge', '07:30');
    await user.type(field('Adresse de départ'), '12 rue de Rivoli, Paris');
    await expectRefused(user, 'error: 1 champ obligatoire manquant', [
      "L'adresse d'arrivée est obligatoire",
    ]);
  });

  it("clears a field's error as soon as that field is edited", async () => {
    const { user } = await start();
    await continueStep(user);
    await user.type(field('Adresse de départ'), '1');
    await expectFieldErrors([
      'La date est obligatoire',
      "L'heure est obligatoire",
      "L'adresse d'arrivée est obligatoire",
    ]);
    await setDate(user, 'Date de prise en charge', FUTURE_DATE);
    await waitFor(() => expect(fieldErrors()).not.toContain('La date est obligatoire'));
    expect(field('Adresse de départ')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['gare', 'Train'],
    ['gares', 'Train'],
    ['train', 'Train'],
    ['aeroport', 'Avion'],
    ['airport', 'Avion'],
    ['avion', 'Avion'],
    ['vip', 'Aucun'],
  ])('?service=%s presets the transport mode to %s', async (param, mode) => {
    await start(`/reservation-guest?service=${param}`);
    expect(screen.getByRole('radio', { name: mode })).toBeChecked();
  });

  it('a link from a service page or a tour preselects its service and names the tour in the comment', async () => {
    const user = userEvent.setup();
    mockBookingApi();
    renderFlow(
      <GuestReservationFlow
        preset={{
          isPreselected: ({ name }) => name === 'Mise à disposition',
          comment: 'Circuit demandé : Versailles (3 h).',
        }}
      />,
      '/reservation-guest?service=excursion&circuit=versailles',
    );
    expect(await screen.findByRole('radio', { name: /Mise à disposition/ })).toBeChecked();
    await chooseService(user, 'Mise à disposition');
    await toContact(user);
    expect(screen.getByRole('textbox', { name: /Commentaire/ })).toHaveValue(
      'Circuit demandé : Versailles (3 h).',
    );
  });

  it('by train, asks for the train number and baggage (Aucun to 8), not the passengers (asked once, on step 2)', async () => {
    const { user } = await start('/reservation-guest?service=gare');
    expect(field('Numéro de train')).toBeInTheDocument();
    expect(screen.queryByLabelText('Numéro de vol')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre de passagers')).not.toBeInTheDocument();
    const baggage = within(field('Nombre de bagages'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(baggage).toEqual(['Sélectionnez', 'Aucun', '1', '2', '3', '4', '5', '6', '7', '8']);

    await fillOutbound(user);
    await expectRefused(user, 'error: 2 champs obligatoires manquants', [
      'Le numéro de train est obligatoire',
      'Le nombre de bagages est obligatoire',
    ]);
  });

  it('by plane, asks for the flight number; no transport hides the numbers', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('radio', { name: 'Avion' }));
    expect(field('Numéro de vol')).toBeInTheDocument();
    await fillOutbound(user);
    await continueStep(user);
    await expectFieldErrors([
      'Le numéro de vol est obligatoire',
      'Le nombre de bagages est obligatoire',
    ]);

    await user.click(screen.getByRole('radio', { name: 'Aucun' }));
    expect(screen.queryByLabelText('Numéro de vol')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre de bagages')).not.toBeInTheDocument();
  });

  it('the return checkbox reveals the return block and its rules', async () => {
    const { user } = await start();
    expect(screen.queryByRole('button', { name: /^Date du retour/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Je souhaite un trajet retour/ }));
    expect(screen.getByRole('button', { name: /^Date du retour/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Heure du retour/ })).toBeInTheDocument();
    expect(field('Adresse de départ du retour')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Moyen de transport au retour' })).toBeInTheDocument();

    await expectRefused(user, 'error: 8 champs obligatoires manquants', [
      'La date est obligatoire',
      "L'heure est obligatoire",
      "L'adresse de départ est obligatoire",
      "L'adresse d'arrivée est obligatoire",
      'La date de retour est obligatoire',
      "L'heure de retour est obligatoire",
      "L'adresse de départ pour le retour est obligatoire",
      "L'adresse d'arrivée pour le retour est obligatoire",
    ]);
  });

  it('offers the outbound addresses the other way round for the return', async () => {
    const { user } = await start();
    await fillOutbound(user, { from: 'Gare de Lyon, Paris', to: 'Orly' });
    await user.click(screen.getByRole('checkbox', { name: /Je souhaite un trajet retour/ }));
    expect(field('Adresse de départ du retour')).toHaveValue('Orly');
    expect(field("Adresse d'arrivée du retour")).toHaveValue('Gare de Lyon, Paris');
  });

  it('Retour on step 1 goes back to the picker with the service still chosen', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('radio', { name: /Transfert aéroport/ })).toBeChecked();
  });
});

describe('guest quote request: step 2, passengers and options', () => {
  const toStep2 = async () => {
    const context = await start();
    await toPassengers(context.user);
    return context;
  };

  it('starts at one passenger and keeps the count between 1 and 8 with the buttons', async () => {
    const { user } = await toStep2();
    const persons = field('Nombre de passagers');
    expect(persons).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Un passager de moins' })).toBeDisabled();
    for (let i = 0; i < 9; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Un passager de plus' }));
    }
    expect(persons).toHaveValue(8);
    expect(screen.getByRole('button', { name: 'Un passager de plus' })).toBeDisabled();
  });

  it.each([
    ['', 'Le nombre de passagers est obligatoire (minimum 1)'],
    ['0', 'Le nombre de passagers est obligatoire (minimum 1)'],
    ['9', 'Le nombre maximum de passagers est 8'],
  ])('a typed count of "%s" is refused: %s', async (typed, message) => {
    const { user } = await toStep2();
    await user.clear(field('Nombre de passagers'));
    if (typed) await user.type(field('Nombre de passagers'), typed);
    await expectRefused(user, 'error: 1 champ obligatoire manquant', [message]);
    expect(currentStep()).toContain('Passagers et options');
  });

  it('offers the baby seat and booster seats', async () => {
    const { user } = await toStep2();
    await user.click(screen.getByRole('checkbox', { name: /Siège bébé/ }));
    expect(screen.getByRole('checkbox', { name: /Siège bébé/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Rehausseurs/ })).not.toBeChecked();
  });
});

describe('guest quote request: step 3, contact', () => {
  const toStep3 = async () => {
    const context = await start();
    await toContact(context.user);
    return context;
  };

  it('refuses to continue when empty, with the product messages', async () => {
    const { user } = await toStep3();
    await expectRefused(user, 'error: 4 champs obligatoires manquants', [
      'Le nom est obligatoire',
      'Le prénom est obligatoire',
      "L'email est obligatoire",
      'Le téléphone est obligatoire',
    ]);
  });

  it('refuses an e-mail without a domain and a phone number that is too short', async () => {
    const { user } = await toStep3();
    await fillContact(user, { email: 'camille@exemple', telephone: '06 12 34' });
    await continueStep(user);
    await expectFieldErrors([
      "L'email n'est pas valide",
      "Le numéro de téléphone n'est pas valide",
    ]);
  });

  it('mirrors the contact as main passenger by default; "no" empties the fields and requires them', async () => {
    const { user } = await toStep3();
    await fillContact(user);
    const isMain = screen.getByRole('checkbox', { name: 'Je suis le passager principal' });
    expect(isMain).toBeChecked();
    expect(field('Nom du passager principal')).toHaveValue('Camille Martin');
    expect(field('Nom du passager principal')).toBeDisabled();
    expect(field('Téléphone du passager principal')).toHaveValue('06 12 34 56 78');
    expect(field('Téléphone du passager principal')).toBeDisabled();

    await user.click(isMain);
    expect(field('Nom du passager principal')).toHaveValue('');
    expect(field('Nom du passager principal')).toBeEnabled();
    expect(field('Téléphone du passager principal')).toHaveValue('');
    await expectRefused(user, 'error: 2 champs obligatoires manquants', [
      'Le nom du passager principal est obligatoire',
      'Le téléphone du passager principal est obligatoire',
    ]);
  });

  it('a passed step header leads back to it with everything kept', async () => {
    const { user } = await toStep3();
    await user.click(screen.getByRole('button', { name: /Détails du trajet/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Détails du trajet/ }),
    ).toBeInTheDocument();
    expect(field('Adresse de départ')).toHaveValue('12 rue de Rivoli, 75001 Paris');
    // steps ahead are not links
    expect(screen.queryByRole('button', { name: /Coordonnées/ })).not.toBeInTheDocument();
  });
});

describe('guest quote request: summary and submission', () => {
  it('sends the request, then the confirmation e-mail, shows the success screen and starts afresh', async () => {
    const user = userEvent.setup();
    let answerReservation: () => void = () => {};
    const { calls } = mockBookingApi({
      reservation: (body) =>
        new Promise<Response>((resolve) => {
          answerReservation = () => resolve(createdReservation(body));
        }),
    });
    renderFlow(<GuestReservationFlow />);
    await chooseService(user);
    await fillToSummary(user);

    const summary = document.querySelector('form')!;
    expect(summary).toHaveTextContent('Transfert aéroport');
    expect(summary).toHaveTextContent('samedi 14 juin 2031');
    expect(summary).toHaveTextContent('07:30');
    expect(summary).toHaveTextContent('12 rue de Rivoli, 75001 Paris');
    expect(summary).toHaveTextContent('Pas de trajet retour');
    expect(summary).toHaveTextContent('Vous-même (Camille Martin)');
    expect(summary).toHaveTextContent('Aucun commentaire');

    const submit = screen.getByRole('button', { name: 'Demander un devis' });
    await user.click(submit);
    const sending = await screen.findByRole('button', { name: 'Envoi en cours...' });
    expect(sending).toBeDisabled();

    answerReservation();
    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeInTheDocument();
    await expectToasts(['success: Votre demande de devis a été envoyée avec succès !']);

    expect(calls.reservations).toHaveLength(1);
    const [sent] = calls.reservations;
    expect(sent?.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sent?.body).toMatchObject({
      service: 'svc-airport',
      isGuest: true,
      date: FUTURE_DATE,
      heure: '07:30',
      nom: 'Martin',
      prenom: 'Camille',
      email: 'camille.martin@example.fr',
      est_passager_principal: true,
    });
    expect(calls.mails).toEqual([
      {
        name: 'Martin Camille',
        email: 'camille.martin@example.fr',
        date: FUTURE_DATE,
        isGuest: true,
      },
    ]);

    // the success screen lists the request
    expect(screen.getByText('samedi 14 juin 2031')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    const airport = await screen.findByRole('radio', { name: /Transfert aéroport/ });
    expect(airport).not.toBeChecked();
    await chooseService(user);
    expect(field('Adresse de départ')).toHaveValue('');
  });

  it('a failed reservation keeps the form filled, says so, and a retry reuses the idempotency key', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = mockBookingApi({
      reservation: (body) => (fail ? serverError() : createdReservation(body)),
    });
    renderFlow(<GuestReservationFlow />);
    await chooseService(user);
    await fillToSummary(user);

    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await expectToasts(["error: Erreur lors de l'envoi de votre demande. Veuillez réessayer."]);
    expect(calls.mails).toEqual([]);
    const submit = screen.getByRole('button', { name: 'Demander un devis' });
    expect(submit).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: /Récapitulatif/ })).toBeInTheDocument();

    fail = false;
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeInTheDocument();
    expect(calls.reservations).toHaveLength(2);
    expect(calls.reservations[1]?.idempotencyKey).toBe(calls.reservations[0]?.idempotencyKey);
  });

  it('a failed confirmation e-mail is a failure too: the form stays for a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = mockBookingApi({
      mail: () =>
        fail
          ? serverError()
          : schemaResponse(quoteRequestMailResponseSchema, { message: 'E-mail envoyé' }),
    });
    renderFlow(<GuestReservationFlow />);
    await chooseService(user);
    await fillToSummary(user);

    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await expectToasts(["error: Erreur lors de l'envoi de votre demande. Veuillez réessayer."]);
    expect(screen.queryByRole('heading', { name: 'Demande envoyée' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander un devis' })).toBeEnabled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeInTheDocument();
    // the server recognises the retry by its key and records the reservation once
    expect(calls.reservations.map((call) => call.idempotencyKey)).toEqual([
      calls.reservations[0]?.idempotencyKey,
      calls.reservations[0]?.idempotencyKey,
    ]);
    expect(calls.mails).toHaveLength(2);
  });

  it('a round trip by plane with a baby seat and another main passenger is summarised and sent whole', async () => {
    const user = userEvent.setup();
    const { calls } = mockBookingApi();
    renderFlow(<GuestReservationFlow />, '/reservation-guest?service=aeroport');
    await chooseService(user);
    await fillOutbound(user, {
      from: '8 place Bellecour, Lyon',
      to: 'Aéroport Lyon-Saint Exupéry',
    });
    await user.type(field('Numéro de vol'), 'AF 7643');
    await user.selectOptions(field('Nombre de bagages'), '2');
    await user.click(screen.getByRole('checkbox', { name: /Je souhaite un trajet retour/ }));
    await setDate(user, 'Date du retour', FUTURE_RETURN_DATE);
    await setTime(user, 'Heure du retour', '18:45');
    await user.click(
      within(screen.getByRole('group', { name: 'Moyen de transport au retour' })).getByRole(
        'radio',
        { name: 'Avion' },
      ),
    );
    await user.type(screen.getAllByLabelText(/Numéro de vol/)[1]!, 'AF 7650');
    await continueTo(user, /Passagers et options/);

    await user.click(screen.getByRole('button', { name: 'Un passager de plus' }));
    await user.click(screen.getByRole('button', { name: 'Un passager de plus' }));
    await user.click(screen.getByRole('checkbox', { name: /Siège bébé/ }));
    await continueTo(user, /Coordonnées/);

    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Je suis le passager principal' }));
    await user.type(field('Nom du passager principal'), 'Louise Martin');
    await user.type(field('Téléphone du passager principal'), '07 98 76 54 32');
    await user.type(field('Commentaire (facultatif)'), 'Un siège bébé pour 18 mois.');
    await continueTo(user, /Récapitulatif/);

    const summary = document.querySelector('form')!;
    expect(summary).toHaveTextContent('Avion · AF 7643');
    expect(summary).toHaveTextContent('3 passagers');
    expect(summary).toHaveTextContent('2 bagages');
    expect(summary).toHaveTextContent('samedi 21 juin 2031');
    expect(summary).toHaveTextContent('Avion · AF 7650');
    expect(summary).toHaveTextContent('Louise Martin');
    expect(summary).toHaveTextContent('Un siège bébé pour 18 mois.');

    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeInTheDocument();
    expect(calls.reservations[0]?.body).toMatchObject({
      moyen_transport: 'avion',
      numero_vol: 'AF 7643',
      // asked once, on step 2: the server takes nombre_personnes (docs/product/booking.md)
      nombre_passagers: null,
      nombre_bagages: 2,
      retour: true,
      date_retour: FUTURE_RETURN_DATE,
      heure_retour: '18:45',
      adresse_depart_retour: 'Aéroport Lyon-Saint Exupéry',
      adresse_arrivee_retour: '8 place Bellecour, Lyon',
      moyen_transport_retour: 'avion',
      numero_vol_retour: 'AF 7650',
      nombre_personnes: 3,
      siege_bebe: true,
      est_passager_principal: false,
      nom_passager_principal: 'Louise Martin',
      telephone_passager_principal: '07 98 76 54 32',
      commentaire: 'Un siège bébé pour 18 mois.',
      isGuest: true,
    });
  });
});
