import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminReviewPageSchema,
  adminReviewSchema,
  adminReviewUpdateSchema,
  type AdminReview,
  type ReviewModerationState,
} from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AdminReviews } from './AdminReviews';

const ID = 'a1b2c3d4-0000-4000-8000-00000000000a';

// through the real schema, so that the fixture cannot drift from the API
const camille = (status: ReviewModerationState): AdminReview =>
  adminReviewSchema.parse({
    _id: ID,
    note: 4,
    commentaire: 'Chauffeur ponctuel, van impeccable.',
    location: 'Lyon',
    status,
    createdAt: '2031-03-02T09:15:00.000Z',
    moderatedAt: status === 'pending' ? null : '2031-03-03T09:15:00.000Z',
    user: { name: 'Camille Leroy', email: 'camille.leroy@example.fr' },
  });

/** A server holding one review; records the lists asked for and the decisions sent. */
const reviewsServer = (options: { failDecision?: boolean } = {}) => {
  let state: ReviewModerationState = 'pending';
  const lists: string[] = [];
  const decisions: unknown[] = [];
  mockFetch({
    'GET /api/admin/avis': (request) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'pending';
      lists.push(status);
      const items = status === state ? [camille(state)] : [];
      return schemaResponse(adminReviewPageSchema, {
        items,
        total: items.length,
        page: 1,
        pageSize: 20,
      });
    },
    [`PUT /api/admin/avis/${ID}`]: async (request) => {
      const body = adminReviewUpdateSchema.parse(await request.json());
      decisions.push(body);
      if (options.failDecision)
        return apiErrorResponse(
          404,
          'REVIEW_NOT_FOUND',
          'Cet avis n’existe pas ou a été supprimé.',
        );
      state = body.status;
      return schemaResponse(adminReviewSchema, camille(state));
    },
  });
  return { lists, decisions };
};

const renderPage = () =>
  renderWithProviders(
    <>
      <AdminReviews />
      <Toaster />
    </>,
  );

describe('admin review moderation', () => {
  it('shows a pending review with its stars, author, city and date, and approves it', async () => {
    const server = reviewsServer();
    renderPage();
    expect(await screen.findByText('Chauffeur ponctuel, van impeccable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'En attente' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: /4/ })).toBeInTheDocument();
    expect(screen.getByText('Camille Leroy')).toBeInTheDocument();
    expect(screen.getByText('(camille.leroy@example.fr)')).toBeInTheDocument();
    expect(screen.getByText(/Lyon/)).toBeInTheDocument();
    expect(screen.getByText('02/03/2031 10:15')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Approuver' }));
    expect(
      await screen.findByText('Avis approuvé : il est publié sur le site.'),
    ).toBeInTheDocument();
    expect(server.decisions).toEqual([{ status: 'approved' }]);
    // it left the pending list, which is read again
    expect(await screen.findByText('Aucun avis en attente de modération.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Approuvés' }));
    await waitFor(() => expect(server.lists.at(-1)).toBe('approved'));
    const item = within(await screen.findByRole('listitem'));
    // an approved review may still be rejected, not approved twice
    expect(item.queryByRole('button', { name: 'Approuver' })).toBeNull();
    await userEvent.setup().click(item.getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText("Avis refusé : il n'est pas publié.")).toBeInTheDocument();
    expect(server.decisions).toEqual([{ status: 'approved' }, { status: 'rejected' }]);
  });

  it('tells the administrator the server’s reason when a decision fails', async () => {
    reviewsServer({ failDecision: true });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Refuser' }));
    expect(
      await screen.findByText(
        'Erreur lors de la modération : Cet avis n’existe pas ou a été supprimé.',
      ),
    ).toBeInTheDocument();
  });
});
