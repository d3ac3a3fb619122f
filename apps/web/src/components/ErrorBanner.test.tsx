import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBanner } from './ErrorBanner';

describe('error banner', () => {
  it('is announced as an alert and closes with its named button', () => {
    const onDismiss = vi.fn();
    render(
      <ErrorBanner
        title="Chargement impossible"
        message="La liste des réservations n'a pas pu être chargée."
        onDismiss={onDismiss}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Chargement impossible');
    expect(alert).toHaveTextContent("La liste des réservations n'a pas pu être chargée.");

    fireEvent.click(screen.getByRole('button', { name: "Fermer le message d'erreur" }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
