import { screen } from '@testing-library/react';
import i18next from 'i18next';
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
    expect(items[0]).toHaveTextContent('Trajet vérifié');
    expect(items[1]).toHaveTextContent('Paul D.');
    expect(items[1]).not.toHaveTextContent('Trajet vérifié');
    expect(screen.getAllByRole('img', { name: '4 étoiles sur 5' })).toHaveLength(2);
  });

  it('keeps the city and the date apart, and a review without a city shows the date alone', async () => {
    mockFetch({
      'GET /api/avis': () =>
        schemaResponse(publicReviewListSchema, [
          review('a', 'Camille M.', true),
          { ...review('b', 'Paul D.', false), location: undefined },
        ]),
    });
    renderWithProviders(<Testimonials />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Annecy · mars 2031/);
    expect(items[1]).not.toHaveTextContent('·');
    expect(items[1]).toHaveTextContent('mars 2031');
  });

  it.each([1, 2, 3])(
    'centres %i review(s) under the heading, each card a share of the row',
    async (count) => {
      mockFetch({
        'GET /api/avis': () =>
          schemaResponse(
            publicReviewListSchema,
            Array.from({ length: count }, (_, index) =>
              review(`r${index}`, `Client ${index}`, true),
            ),
          ),
      });
      renderWithProviders(<Testimonials />);
      const items = await screen.findAllByRole('listitem');
      expect(items).toHaveLength(count);
      expect(screen.getByRole('list')).toHaveClass('flex', 'flex-wrap', 'justify-center');
      for (const item of items) expect(item).toHaveClass('w-full', 'text-left');
    },
  );

  it('shows the month of the trip a review is about, elided in French, and none for an older review', async () => {
    mockFetch({
      'GET /api/avis': () =>
        schemaResponse(publicReviewListSchema, [
          { ...review('a', 'Camille M.', true), tripMonth: '2026-03' },
          { ...review('b', 'Léa R.', true), tripMonth: '2026-04' },
          review('c', 'Paul D.', false),
        ]),
    });
    renderWithProviders(<Testimonials />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Trajet de mars 2026');
    expect(items[1]).toHaveTextContent("Trajet d'avril 2026");
    expect(items[2]).not.toHaveTextContent('Trajet');
  });

  it('says the trip month in English', async () => {
    mockFetch({
      'GET /api/avis': () =>
        schemaResponse(publicReviewListSchema, [
          { ...review('a', 'Camille M.', true), tripMonth: '2026-03' },
        ]),
    });
    await i18next.changeLanguage('en');
    try {
      renderWithProviders(<Testimonials />);
      expect(await screen.findByText('Trip in March 2026')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('fr');
    }
  });
});
