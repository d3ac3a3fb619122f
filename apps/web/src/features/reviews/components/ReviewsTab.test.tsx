import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ownReviewListSchema, ownReviewSchema } from '@navette/shared';
import type { OwnReview } from '@navette/shared';
import { getToasts } from '../../../components/toast-store';
import { aProfile, apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ReviewsTab } from './ReviewsTab';

const aReview = (overrides: Partial<OwnReview> = {}): OwnReview =>
  ownReviewSchema.parse({
    _id: '7d1f4a2b-0c3e-4b5a-8f6d-2e9c1b7a4d30',
    note: 4,
    commentaire: 'Chauffeur ponctuel et très aimable.',
    status: 'pending',
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  });

const star = (note: number) => screen.getByRole('radio', { name: `${note} sur 5` });
const comment = () => screen.getByLabelText('Votre commentaire *');
const submit = () =>
  userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer mon avis' }));

describe('the Avis tab', () => {
  it('asks to be signed in while the profile is not loaded, and sends nothing', async () => {
    const fetchMock = mockFetch({
      'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, []),
    });
    renderWithProviders(<ReviewsTab profile={null} />);
    await userEvent.setup().type(comment(), 'Très bien.');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous devez être connecté pour laisser un avis.',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/avis');
  });

  it('offers no form to a customer without a completed trip, and says why', async () => {
    const fetchMock = mockFetch({
      'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, []),
    });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled={false} />);
    expect(
      await screen.findByText(/^Seuls nos voyageurs peuvent laisser un avis/),
    ).toHaveTextContent(/vous pourrez raconter votre trajet ici une fois qu.il aura eu lieu\.$/);
    expect(screen.queryByLabelText('Votre commentaire *')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer mon avis' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/avis');
  });

  it('offers nothing yet while the trips are unknown: no form that would vanish', async () => {
    mockFetch({ 'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, []) });
    renderWithProviders(<ReviewsTab profile={aProfile()} />);
    expect(await screen.findByText("Vous n'avez pas encore laissé d'avis.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Votre commentaire *')).not.toBeInTheDocument();
    expect(screen.queryByText(/Seuls nos voyageurs/)).not.toBeInTheDocument();
  });

  it('sends the note, the comment and the city, then is back to 5 stars and empty, and lists the review as pending', async () => {
    let sent: unknown;
    let mine: OwnReview[] = [];
    mockFetch({
      'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, mine),
      'POST /api/avis': async (request) => {
        sent = await request.json();
        const created = aReview({ note: 3, commentaire: 'Trajet agréable.', location: 'Lyon' });
        mine = [created];
        return schemaResponse(ownReviewSchema, created, 201);
      },
    });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled />);
    expect(await screen.findByText("Vous n'avez pas encore laissé d'avis.")).toBeInTheDocument();
    expect(star(5)).toBeChecked();

    const user = userEvent.setup();
    await user.click(star(3));
    await user.type(comment(), '  Trajet agréable. ');
    await user.type(screen.getByLabelText('Ville (facultatif)'), 'Lyon');
    expect(screen.getByText('19 / 1000')).toBeInTheDocument();
    await submit();

    await waitFor(() =>
      expect(getToasts().map((item) => item.message)).toContain(
        'Merci ! Votre avis a bien été envoyé. Il sera publié après validation.',
      ),
    );
    expect(sent).toEqual({ note: 3, commentaire: 'Trajet agréable.', city: 'Lyon' });
    expect(star(5)).toBeChecked();
    expect(comment()).toHaveValue('');
    expect(screen.getByLabelText('Ville (facultatif)')).toHaveValue('');
    const list = screen.getByRole('list');
    expect(await within(list).findByText('Trajet agréable.')).toBeInTheDocument();
    expect(within(list).getByText('En attente de validation')).toBeInTheDocument();
  });

  it('leaves the city out when none is given and keeps the default note of 5', async () => {
    let sent: unknown;
    mockFetch({
      'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, []),
      'POST /api/avis': async (request) => {
        sent = await request.json();
        return schemaResponse(ownReviewSchema, aReview({ note: 5 }), 201);
      },
    });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled />);
    await screen.findByLabelText('Votre commentaire *');
    await userEvent.setup().type(comment(), 'Parfait.');
    await submit();
    await waitFor(() => expect(sent).toEqual({ note: 5, commentaire: 'Parfait.' }));
  });

  it('requires a comment before sending', async () => {
    const fetchMock = mockFetch({
      'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, []),
    });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled />);
    await screen.findByLabelText('Votre commentaire *');
    await submit();
    expect(await screen.findAllByText('Le commentaire est requis.')).not.toHaveLength(0);
    expect(comment()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/avis');
  });

  it("shows the server's message when the review is refused, and keeps what was typed", async () => {
    mockFetch({
      'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, []),
      'POST /api/avis': () =>
        apiErrorResponse(429, 'RATE_LIMITED', 'Trop de tentatives. Réessayez dans une heure.'),
    });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled />);
    await screen.findByLabelText('Votre commentaire *');
    await userEvent.setup().type(comment(), 'Encore un avis.');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans une heure.',
    );
    expect(comment()).toHaveValue('Encore un avis.');
  });

  it('shows a default error when the server cannot be reached', async () => {
    mockFetch({ 'GET /api/avis/mine': () => schemaResponse(ownReviewListSchema, []) });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled />);
    await screen.findByText("Vous n'avez pas encore laissé d'avis.");
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.setup().type(comment(), 'Un avis.');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre avis n'a pas pu être envoyé. Veuillez réessayer.",
    );
  });

  it('lists the customer’s reviews with their moderation state', async () => {
    mockFetch({
      'GET /api/avis/mine': () =>
        schemaResponse(ownReviewListSchema, [
          aReview({ _id: 'a', commentaire: 'Pas encore validé.', status: 'pending' }),
          aReview({ _id: 'b', commentaire: 'Déjà publié.', status: 'approved', location: 'Nice' }),
          aReview({ _id: 'c', commentaire: 'Refusé par la modération.', status: 'rejected' }),
        ]),
    });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Pas encore validé.');
    expect(items[0]).toHaveTextContent('En attente de validation');
    expect(items[1]).toHaveTextContent('Déjà publié.');
    expect(items[1]).toHaveTextContent('Publié');
    expect(items[1]).toHaveTextContent('Envoyé le 20 novembre 2026 · Nice');
    expect(within(items[1]!).getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Non publié');
    expect(items[2]).not.toHaveTextContent('En attente de validation');
  });

  it("shows the server's message when the reviews cannot be loaded", async () => {
    mockFetch({
      'GET /api/avis/mine': () =>
        apiErrorResponse(401, 'NOT_SIGNED_IN', "Vous n'êtes pas connecté."),
    });
    renderWithProviders(<ReviewsTab profile={aProfile()} travelled />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Vous n'êtes pas connecté.");
  });
});
