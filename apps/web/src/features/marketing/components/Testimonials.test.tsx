import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicReviewListSchema } from '@navette/shared';
import { schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { Testimonials } from './Testimonials';

const review = (id: string, name: string, verified: boolean) => ({
  _id: id,
  user: { name },
  note: 4,
  commentaire: `Avis de ${name}`,
  location: 'Annecy',
  createdAt: '2031-03-02T09:15:00.000Z',
  verified,
});

describe('home page testimonials', () => {
  it('shows the city and the stars, and the verified badge only for an author with a completed trip', async () => {
    mockFetch({
      'GET /api/avis': () =>
        schemaResponse(publicReviewListSchema, [
          review('a', 'Camille M.', true),
          review('b', 'Paul D.', false),
        ]),
    });
    renderWithProviders(<Testimonials />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Camille M.');
    expect(items[0]).toHaveTextContent('Annecy');
    expect(items[0]).toHaveTextContent('Client vérifié');
    expect(items[1]).toHaveTextContent('Paul D.');
    expect(items[1]).not.toHaveTextContent('Client vérifié');
    expect(screen.getAllByRole('img', { name: '4 étoiles sur 5' })).toHaveLength(2);
  });
});
