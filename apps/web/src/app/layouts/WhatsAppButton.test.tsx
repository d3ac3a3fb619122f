import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_MODAL_CLOSE_MS, addressSuggestionListSchema } from '@navette/shared';
import { WhatsAppButton } from './WhatsAppButton';
import { Toaster } from '../../components/Toasts';
import { toast } from '../../components/toast-store';
import { company } from '../../lib/company';
import { schemaResponse } from '../../test/api-fixtures';
import { mockFetch } from '../../test/render';

type User = ReturnType<typeof userEvent.setup>;

const renderPage = () =>
  render(
    <>
      <WhatsAppButton />
      <Toaster />
    </>,
  );

const dialog = () => screen.getByRole('dialog', { name: /Réservation rapide/ });
/** the messages of the toasts shown, without the type announced to screen readers */
const toasts = () =>
  Array.from(screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('li p')).map(
    (message) => message.textContent?.replace(/^(Succès|Erreur|Attention|Information) : /, ''),
  );
const textbox = (name: string) => screen.getByRole('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name });
const submit = () => screen.getByRole('button', { name: 'Envoyer la réservation' });

/** The floating button; the modal is its own chunk, so it appears once loaded (the kit's bound). */
const openModal = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Réserver ou nous écrire sur WhatsApp' }));
  await screen.findByRole('dialog', { name: /Réservation rapide/ });
};

const openForm = async (user: User) => {
  await openModal(user);
  await user.click(screen.getByRole('button', { name: /^Faire une réservation/ }));
};

/** A complete request: Camille Martin, Friday 20 June 2025 at 08:00, Gare de Lyon → Orly. */
const fillCompleteForm = async (user: User) => {
  await user.type(textbox('Nom *'), 'Martin');
  await user.type(textbox('Prénom *'), 'Camille');
  await user.type(textbox('Téléphone *'), '06 12 34 56 78');
  await user.type(textbox('E-mail *'), 'camille.martin@example.fr');
  await user.click(screen.getByRole('button', { name: /^Date/ }));
  await user.click(screen.getByRole('button', { name: '20 juin 2025' }));
  await user.click(screen.getByRole('button', { name: /^Heure/ }));
  await user.click(screen.getByRole('button', { name: '08:00' }));
  await user.type(
    screen.getByRole('combobox', { name: 'Adresse de départ' }),
    'Gare de Lyon, Place Louis-Armand, Paris',
  );
  await user.type(
    screen.getByRole('combobox', { name: "Adresse d'arrivée" }),
    'Aéroport d’Orly, Paris',
  );
  await user.click(within(group('Nombre de passagers')).getByRole('radio', { name: '3' }));
  await user.click(within(group('Nombre de valises')).getByRole('radio', { name: '2' }));
  await user.click(screen.getByRole('radio', { name: /^Van/ }));
  await user.click(screen.getByRole('radio', { name: 'Carte bancaire' }));
};

beforeEach(() => {
  // "today" is Thursday 12 June 2025; only the clock is fixed, timers stay real for user-event
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 12, 9, 30));
  mockFetch({ 'GET /api/geocode': () => schemaResponse(addressSuggestionListSchema, []) });
});
afterEach(() => {
  vi.useRealTimers();
});

// filling the whole form takes a few seconds of simulated typing on a busy two-core machine
describe('quick request from the floating WhatsApp button', { timeout: 20_000 }, () => {
  it('offers a direct WhatsApp chat asking for customer service, which closes the modal', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const button = screen.getByRole('button', { name: 'Réserver ou nous écrire sur WhatsApp' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);

    const modal = await screen.findByRole(
      'dialog',
      { name: 'Réservation rapide WhatsApp' },
      { timeout: 15_000 },
    );
    const chat = within(modal).getByRole('link', {
      name: /Nous contacter directement sur WhatsApp/,
    });
    const href = new URL(chat.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${company.whatsappNumber}`);
    expect(href.searchParams.get('text')).toMatch(/^Bonjour.*service client/);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');

    // the browser opens the link itself; the modal only has to get out of the way
    chat.addEventListener('click', (event) => event.preventDefault());
    await user.click(chat);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the modal hands focus back as it unmounts (its effect's clean-up)
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens the quick form without a toast announcing it, and "Retour" comes back to the choice', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    expect(dialog()).toHaveAccessibleName('Réservation rapide');
    expect(toasts()).toEqual([]);
    for (const section of [
      'Informations personnelles',
      'Réservation',
      'Transport',
      'Itinéraire',
      'Passagers et bagages',
      'Siège bébé',
      'Véhicule',
      'Paiement',
      'Facturation entreprise',
      'Demande particulière',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 3 })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('button', { name: /^Faire une réservation/ })).toBeInTheDocument();
  });

  it('lists the missing fields in a toast and under each field', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    await user.click(submit());
    expect(toasts()).toContain(
      "Veuillez remplir les champs suivants : Nom, Prénom, Téléphone, E-mail, Date, Heure, Adresse de départ, Adresse d'arrivée, Nombre de passagers, Nombre de valises, Type de véhicule, Mode de paiement",
    );
    expect(textbox('Nom *')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByRole('button', { name: /^Date/ })).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    expect(group('Mode de paiement')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    // the first field in error takes the focus
    expect(textbox('Nom *')).toHaveFocus();
  });

  it("shows each rule's message: phone, e-mail, 'autres' bounds, plane, baby seat, SIRET and ICE", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    await fillCompleteForm(user);
    await user.clear(textbox('Téléphone *'));
    await user.type(textbox('Téléphone *'), '06 12');
    await user.clear(textbox('E-mail *'));
    await user.type(textbox('E-mail *'), 'camille@example');
    await user.click(screen.getByRole('radio', { name: 'Avion' }));
    await user.click(within(group('Nombre de passagers')).getByRole('radio', { name: 'Autres' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Nombre exact de passagers *' }), '25');
    await user.click(within(group('Nombre de valises')).getByRole('radio', { name: 'Autres' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Nombre exact de valises *' }), '60');
    await user.click(screen.getByRole('checkbox', { name: "J'ai besoin d'un siège bébé" }));
    await user.click(screen.getByRole('checkbox', { name: 'Facturer une entreprise' }));
    await user.type(textbox('Numéro SIRET *'), '123 456');
    await user.type(textbox('Numéro ICE *'), '123');
    // leaving the field gives its live warning; only the submission's toasts matter here
    await user.tab();
    act(() => toast.clear());

    await user.click(submit());
    expect(toasts()).toEqual([
      'Veuillez remplir les champs suivants : Numéro de vol, Provenance du vol',
    ]);
    const expectations: [HTMLElement, string][] = [
      [
        textbox('Téléphone *'),
        'Le téléphone doit contenir au moins 10 caractères : chiffres, +, -, espaces ou parenthèses.',
      ],
      [textbox('E-mail *'), "L'e-mail n'est pas valide."],
      [textbox('Numéro de vol *'), 'Ce champ est obligatoire.'],
      [textbox('Provenance du vol *'), 'Ce champ est obligatoire.'],
      [
        screen.getByRole('spinbutton', { name: 'Nombre exact de passagers *' }),
        'Le nombre de passagers doit être entre 1 et 20',
      ],
      [
        screen.getByRole('spinbutton', { name: 'Nombre exact de valises *' }),
        'Le nombre de valises doit être entre 0 et 50',
      ],
      [
        screen.getByRole('button', { name: '+ Ajouter un enfant' }),
        'Veuillez ajouter au moins un enfant si vous demandez un siège bébé',
      ],
      [textbox('Numéro SIRET *'), 'Le SIRET doit contenir exactement 14 chiffres'],
      [textbox('Numéro ICE *'), "L'ICE doit contenir exactement 15 chiffres"],
    ];
    for (const [field, message] of expectations) {
      expect(field).toHaveAccessibleDescription(message);
    }

    // nothing is missing any more: the toast gives the first rule broken
    await user.type(textbox('Numéro de vol *'), 'AF 7300');
    await user.type(textbox('Provenance du vol *'), 'Nice');
    act(() => toast.clear());
    await user.click(submit());
    expect(toasts()).toEqual([
      'Le téléphone doit contenir au moins 10 caractères : chiffres, +, -, espaces ou parenthèses.',
    ]);
  });

  it('warns while typing, once the field is left, about the phone, e-mail, SIRET and ICE formats', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    act(() => toast.clear());
    await user.type(textbox('Téléphone *'), '06 12');
    expect(toasts()).toEqual([]);
    await user.tab();
    expect(toasts()).toEqual(['Format de téléphone recommandé : 06 12 34 56 78']);
    // leaving the same value again does not repeat the warning
    await user.click(textbox('Téléphone *'));
    await user.tab();
    expect(toasts()).toHaveLength(1);

    await user.type(textbox('E-mail *'), 'camille');
    await user.click(screen.getByRole('checkbox', { name: 'Facturer une entreprise' }));
    await user.type(textbox('Numéro SIRET *'), '1234');
    await user.type(textbox('Numéro ICE *'), '1234');
    await user.tab();
    expect(toasts()).toEqual([
      'Format de téléphone recommandé : 06 12 34 56 78',
      "Format d'e-mail recommandé : nom@exemple.fr",
      'Le SIRET doit contenir exactement 14 chiffres',
      "L'ICE doit contenir exactement 15 chiffres",
    ]);
  });

  it('reveals the train fields, the exact count for "Autres", and manages the children list', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    expect(screen.queryByRole('textbox', { name: 'Numéro de train *' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Train' }));
    expect(textbox('Numéro de train *')).toBeInTheDocument();
    expect(textbox('Provenance du train *')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: "J'ai besoin d'un siège bébé" }));
    await user.click(screen.getByRole('button', { name: '+ Ajouter un enfant' }));
    await user.click(screen.getByRole('button', { name: '+ Ajouter un enfant' }));
    const ages = screen.getByRole('combobox', { name: "Âge de l'enfant 2" });
    expect(
      within(ages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0-1 ans', '2-3 ans', '4-5 ans', '6-8 ans', '9-12 ans', '13-17 ans']);
    await user.selectOptions(ages, '6-8');
    await user.click(screen.getByRole('button', { name: "Retirer l'enfant 1" }));
    expect(screen.getByRole('combobox', { name: "Âge de l'enfant 1" })).toHaveValue('6-8');
    expect(screen.queryByRole('combobox', { name: "Âge de l'enfant 2" })).not.toBeInTheDocument();
  });

  it('hands a complete request over to WhatsApp, then closes 2 seconds later', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => window);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    await fillCompleteForm(user);
    await user.type(
      screen.getByRole('textbox', { name: 'Votre demande (facultatif)' }),
      'Siège & panneau #2 ?',
    );
    act(() => toast.clear());

    // timers are faked from here on to measure the 2 seconds; events are fired directly
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(submit());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toasts()).toEqual(["Réservation envoyée avec succès ! WhatsApp va s'ouvrir."]);
    expect(open).toHaveBeenCalledOnce();
    const [url, target] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    const link = new URL(String(url));
    expect(link.origin + link.pathname).toBe(`https://wa.me/${company.whatsappNumber}`);
    const text = link.searchParams.get('text');
    for (const detail of [
      'Nom : Martin',
      'Prénom : Camille',
      'Téléphone : 06 12 34 56 78',
      'E-mail : camille.martin@example.fr',
      'Date : 20/06/2025',
      'Heure : 08:00',
      'Départ : Gare de Lyon',
      'Arrivée : Aéroport d’Orly',
      'Passagers : 3',
      'Valises : 2',
      '*Véhicule*\nVan',
      '*Paiement*\nCarte bancaire',
      '*Demande particulière*\nSiège & panneau #2 ?',
    ]) {
      expect(text).toContain(detail);
    }
    expect(submit()).toBeDisabled();

    act(() => vi.advanceTimersByTime(QUICK_MODAL_CLOSE_MS - 1));
    expect(dialog()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when WhatsApp cannot be opened, and keeps the form', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    await fillCompleteForm(user);
    act(() => toast.clear());
    await user.click(submit());
    expect(toasts()).toEqual(["Une erreur est survenue lors de l'envoi. Veuillez réessayer."]);
    expect(textbox('Nom *')).toHaveValue('Martin');
    expect(submit()).toBeEnabled();
  });

  it('closing resets the form and its errors', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    await user.click(submit());
    await user.type(textbox('Prénom *'), 'Camille');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openForm(user);
    expect(textbox('Prénom *')).toHaveValue('');
    expect(textbox('Nom *')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: /^Date/ })).toHaveTextContent(
      'Sélectionnez une date',
    );
  });

  it('Escape closes an open calendar, not the modal', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choisir une date' })).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
