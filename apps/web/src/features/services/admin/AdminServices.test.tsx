import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceListSchema, type Service } from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse } from '../../../test/api-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import { AdminServices } from './AdminServices';

// through the real schema, so that the fixtures cannot drift from the API
const airport = (overrides: Partial<Service> = {}): Service =>
  serviceListSchema.parse([
    {
      _id: 'svc-1',
      name: 'Transfert aéroport',
      description: 'Accueil personnalisé à votre arrivée.',
      nameEn: null,
      descriptionEn: null,
      image: 'airport-600.webp',
      vatRate: 10,
      dureeMinutes: 60,
      ...overrides,
    },
  ])[0]!;

interface Sent {
  method: string;
  path: string;
  form: FormData | null;
}

/** The services API at the network boundary: a list that the writes change, as the server's. */
const servicesServer = (options: { failWrites?: Response } = {}) => {
  let stored: Service[] = [airport()];
  const sent: Sent[] = [];
  const write = async (request: Request, apply: (form: FormData | null) => Response) => {
    const path = new URL(request.url).pathname;
    const form = request.method === 'DELETE' ? null : await request.formData();
    sent.push({ method: request.method, path, form });
    return options.failWrites ? options.failWrites.clone() : apply(form);
  };
  const fetchMock = mockFetch({
    'GET /api/services': () => jsonResponse(stored),
    'POST /api/services': (request) =>
      write(request, (form) => {
        const created = airport({
          _id: 'svc-2',
          name: String(form?.get('name')),
          description: String(form?.get('description')),
          nameEn: String(form?.get('nameEn') ?? '') || null,
          descriptionEn: String(form?.get('descriptionEn') ?? '') || null,
          image: 'new-600.webp',
          vatRate: Number(form?.get('vatRate')),
        });
        stored = [...stored, created];
        return jsonResponse(created, 201);
      }),
    'PUT /api/services/svc-1': (request) =>
      write(request, (form) => {
        stored = stored.map((service) =>
          service._id === 'svc-1'
            ? {
                ...service,
                name: String(form?.get('name')),
                description: String(form?.get('description')),
                nameEn: String(form?.get('nameEn') ?? '') || null,
                descriptionEn: String(form?.get('descriptionEn') ?? '') || null,
                vatRate: Number(form?.get('vatRate')),
              }
            : service,
        );
        return jsonResponse(stored[0]);
      }),
    'DELETE /api/services/svc-1': (request) =>
      write(request, () => {
        stored = stored.filter((service) => service._id !== 'svc-1');
        return jsonResponse({ message: 'Service supprimé.' });
      }),
  });
  return { sent, fetchMock };
};

const renderPage = () =>
  renderWithProviders(
    <>
      <AdminServices />
      <Toaster />
    </>,
  );

const user = () => userEvent.setup();

beforeEach(() => {
  // jsdom draws nothing: the preview's canvas only needs a decoded bitmap and a context
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1200, height: 800, close: vi.fn() })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    clearRect: vi.fn(),
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'van.jpg', { type: 'image/jpeg' });

describe('the VAT rate of a service', () => {
  it('is chosen when adding a service, sent as vatRate, and shown on its card', async () => {
    const server = servicesServer();
    renderPage();
    const list = within(await screen.findByRole('list', { name: 'Liste des services' }));
    expect(list.getByText('TVA 10 %')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Ajouter un service' }));
    const rate = form.getByRole('combobox', { name: 'Taux de TVA' });
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 % — transport facturé au trajet', '20 % — mise à disposition avec chauffeur']);
    expect(rate).toHaveValue('10');
    await user().type(form.getByLabelText('Nom *'), 'Mise à disposition');
    await user().type(form.getByLabelText('Description *'), 'Un chauffeur pour la journée.');
    await user().selectOptions(rate, '20');
    await user().click(form.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByText('Service ajouté avec succès')).toBeInTheDocument();
    expect(server.sent[0]?.form?.get('vatRate')).toBe('20');
    const card = (await screen.findByRole('heading', { name: 'Mise à disposition' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('TVA 20 %');
    // the form starts again from the default rate
    expect(rate).toHaveValue('10');
  });

  it('is pre-filled when editing, and sent with the other fields', async () => {
    const server = servicesServer();
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Modifier Transfert aéroport' }));
    const form = within(
      screen.getByRole('form', { name: 'Modifier le service Transfert aéroport' }),
    );
    const rate = form.getByRole('combobox', { name: 'Taux de TVA' });
    expect(rate).toHaveValue('10');
    await user().selectOptions(rate, '20');
    // the usual trip length, which the planning counts when no route is known
    const length = form.getByLabelText('Durée habituelle d’un trajet (minutes)');
    expect(length).toHaveValue(60);
    await user().clear(length);
    await user().type(length, '90');
    await user().click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Service mis à jour avec succès')).toBeInTheDocument();
    expect(server.sent[0]?.form?.get('vatRate')).toBe('20');
    expect(server.sent[0]?.form?.get('dureeMinutes')).toBe('90');
    expect(await screen.findByText('TVA 20 %')).toBeInTheDocument();
  });
});

describe('admin services page', () => {
  it('shows each service as a card, and "Image indisponible" for an image that does not load', async () => {
    servicesServer();
    renderPage();
    const list = within(await screen.findByRole('list', { name: 'Liste des services' }));
    expect(list.getByRole('heading', { name: 'Transfert aéroport' })).toBeInTheDocument();
    expect(list.getByText('Accueil personnalisé à votre arrivée.')).toBeInTheDocument();
    const image = document.querySelector('img[src="/uploads/services/airport-600.webp"]');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(list.getByText('Image indisponible')).toBeInTheDocument();
  });

  it('adds a service with its image, previews it, then shows it and empties the form', async () => {
    const server = servicesServer();
    const { queryClient } = renderPage();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('list', { name: 'Liste des services' });
    const form = within(screen.getByRole('form', { name: 'Ajouter un service' }));
    await user().type(form.getByLabelText('Nom *'), 'Mise à disposition');
    await user().type(form.getByLabelText('Description *'), 'Un chauffeur pour la journée.');
    await user().upload(form.getByLabelText('Image'), photo());
    expect(await form.findByRole('img', { name: "Aperçu de l'image choisie" })).toBeInTheDocument();
    await user().click(form.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByText('Service ajouté avec succès')).toBeInTheDocument();
    const sentForm = server.sent[0]?.form;
    expect(sentForm?.get('name')).toBe('Mise à disposition');
    expect(sentForm?.get('description')).toBe('Un chauffeur pour la journée.');
    expect((sentForm?.get('image') as File).name).toBe('van.jpg');
    expect(await screen.findByRole('heading', { name: 'Mise à disposition' })).toBeInTheDocument();
    expect(form.getByLabelText('Nom *')).toHaveValue('');
    expect(form.queryByRole('img', { name: "Aperçu de l'image choisie" })).toBeNull();
    // the picker's, the home page's and the dashboard's lists reload in this browser
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["services"]',
        '["marketing","services"]',
        '["catalogue","services"]',
      ]),
    );
  });

  it('puts the server field messages under the fields and says "Erreur lors de l\'ajout"', async () => {
    servicesServer({
      failWrites: apiErrorResponse(400, 'VALIDATION_ERROR', 'Données invalides.', {
        name: 'Le nom est obligatoire.',
        image: "L'image doit être au format JPEG, PNG ou WebP.",
      }),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Liste des services' });
    await user().click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText("Erreur lors de l'ajout")).toBeInTheDocument();
    expect(screen.getByLabelText('Nom *')).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      "JPEG, PNG ou WebP, 5 Mo au plus. L'image doit être au format JPEG, PNG ou WebP.",
    );
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const server = servicesServer();
    renderPage();
    await screen.findByRole('list', { name: 'Liste des services' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user().type(screen.getByLabelText('Nom *'), 'Mise à disposition');
    await user().upload(screen.getByLabelText('Image'), big);
    await user().click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      "JPEG, PNG ou WebP, 5 Mo au plus. L'image ne doit pas dépasser 5 Mo.",
    );
    expect(server.sent).toEqual([]);
  });

  it('edits one card in place, keeps the image without a new file, and closes the form', async () => {
    const server = servicesServer();
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Modifier Transfert aéroport' }));
    const form = within(
      screen.getByRole('form', { name: 'Modifier le service Transfert aéroport' }),
    );
    const name = form.getByLabelText('Nom *');
    await user().clear(name);
    await user().type(name, 'Transfert aéroport VIP');
    await user().click(form.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Service mis à jour avec succès')).toBeInTheDocument();
    expect(server.sent[0]?.method).toBe('PUT');
    expect(server.sent[0]?.form?.get('name')).toBe('Transfert aéroport VIP');
    expect(server.sent[0]?.form?.has('image')).toBe(false);
    expect(
      await screen.findByRole('heading', { name: 'Transfert aéroport VIP' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Modifier le service/ })).toBeNull();
  });

  it('says "Erreur lors de la mise à jour" and keeps the form open when the update fails', async () => {
    servicesServer({
      failWrites: apiErrorResponse(404, 'SERVICE_NOT_FOUND', 'Service introuvable.'),
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Modifier Transfert aéroport' }));
    await user().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    const form = within(
      screen.getByRole('form', { name: 'Modifier le service Transfert aéroport' }),
    );
    expect(form.getByRole('alert')).toHaveTextContent('Service introuvable.');
  });

  it('deletes only after "Oui", and sends nothing on "Non"', async () => {
    const server = servicesServer();
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Supprimer Transfert aéroport' }));
    expect(screen.getByText('Êtes-vous sûr de vouloir supprimer ce service ?')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Non' }));
    expect(server.sent).toEqual([]);

    await user().click(screen.getByRole('button', { name: 'Supprimer Transfert aéroport' }));
    await user().click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Service supprimé avec succès')).toBeInTheDocument();
    expect(server.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/services/svc-1',
    ]);
    expect(await screen.findByText('Aucun service pour le moment.')).toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    servicesServer({
      failWrites: apiErrorResponse(404, 'SERVICE_NOT_FOUND', 'Service introuvable.'),
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Supprimer Transfert aéroport' }));
    await user().click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
  });

  it('says "Erreur lors du chargement des services" when the list cannot be read', async () => {
    mockFetch({
      'GET /api/services': () => apiErrorResponse(500, 'INTERNAL_ERROR', 'Erreur interne.'),
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByText('Erreur lors du chargement des services').length).toBeGreaterThan(
        0,
      ),
    );
    expect(screen.queryByRole('list', { name: 'Liste des services' })).toBeNull();
  });
});

describe('the English texts of a service', () => {
  it('shows "Anglais manquant" on a service without English, and sends the English typed in the form', async () => {
    const server = servicesServer();
    renderPage();
    const list = within(await screen.findByRole('list', { name: 'Liste des services' }));
    expect(list.getByText('Anglais manquant')).toBeInTheDocument();
    expect(list.getByText('Le site en anglais affiche le texte français.')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Ajouter un service' }));
    await user().type(form.getByLabelText('Nom *'), 'Mise à disposition');
    await user().type(form.getByLabelText('Description *'), 'Un chauffeur pour la journée.');
    await user().type(form.getByLabelText('Nom en anglais'), 'Chauffeur hire');
    await user().type(form.getByLabelText('Description en anglais'), 'A chauffeur for the day.');
    await user().click(form.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByText('Service ajouté avec succès')).toBeInTheDocument();
    expect(server.sent[0]?.form?.get('nameEn')).toBe('Chauffeur hire');
    expect(server.sent[0]?.form?.get('descriptionEn')).toBe('A chauffeur for the day.');
    const card = (await screen.findByRole('heading', { name: 'Mise à disposition' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Chauffeur hire')).toBeInTheDocument();
    expect(within(card).queryByText('Anglais manquant')).toBeNull();
  });

  it('shows the English server message under the English name', async () => {
    mockFetch({
      'GET /api/services': () => jsonResponse([airport()]),
      'POST /api/services': () =>
        apiErrorResponse(
          400,
          'VALIDATION_FAILED',
          'Le nom en anglais ne doit pas dépasser 120 caractères.',
          {
            nameEn: 'Le nom en anglais ne doit pas dépasser 120 caractères.',
          },
        ),
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Ajouter un service' }));
    await user().type(form.getByLabelText('Nom *'), 'Mise à disposition');
    await user().type(form.getByLabelText('Description *'), 'Texte');
    await user().click(form.getByRole('button', { name: 'Ajouter' }));
    expect(await form.findByLabelText('Nom en anglais')).toHaveAccessibleDescription(
      /Le nom en anglais ne doit pas dépasser 120 caractères\./,
    );
  });
});
