import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '@navette/shared';
import { Toaster } from './Toasts';
import { toast } from './toast-store';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('a success message closes by itself after 5 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Votre demande de devis a été envoyée avec succès !');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Votre demande de devis a été envoyée');

    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('an error is announced as an alert and its duration can be changed', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Erreur lors de la suppression', { duration: 3000 });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la suppression');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays while the pointer rests on it and can be dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast.warning('Veuillez remplir tous les champs obligatoires');
      toast.info('Formulaire de réservation rapide ouvert !');
    });
    const [warning, info] = screen.getAllByRole('status');
    fireEvent.pointerEnter(warning!);
    act(() => vi.advanceTimersByTime(TOAST_MS * 2));
    expect(warning).toBeInTheDocument();
    expect(info).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
