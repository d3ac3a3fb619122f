import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../features/auth/session-api';
import { aCustomer } from '../../test/api-fixtures';
import { mockFetch } from '../../test/render';
import { Footer } from './Footer';

const footerWith = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('footer', () => {
  it('hydrates over the prerendered footer though the session answered first, then offers "Mon espace"', async () => {
    mockFetch();
    // the server drew it with the session still being checked (prerender.tsx)
    const container = document.createElement('div');
    container.innerHTML = renderToString(footerWith(new QueryClient()));
    document.body.append(container);
    expect(within(container).getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    // the footer's code arrives after the navigation bar learnt the customer is signed in
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, { isSignedIn: true, user: aCustomer() });
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, footerWith(client), { onRecoverableError });
    });
    await waitFor(() =>
      expect(within(container).getByRole('link', { name: 'Mon espace' })).toHaveAttribute(
        'href',
        '/profile',
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
