import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOAST_MS, TOAST_MS } from '@navette/shared';
import { Toaster } from './Toasts';
import { adminToast, toast } from './toast-store';

/** A Toaster showing one confirmation, and the spies its answers call. */
const confirmation = (message: string) => {
  const answers = { onConfirm: vi.fn(), onCancel: vi.fn() };
  render(<Toaster />);
  act(() => {
    toast.confirm(message, answers);
  });
  return answers;
};

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
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

  it('an admin toast closes after 3 seconds, in the top-right region', () => {
    render(<Toaster />);
    act(() => {
      adminToast.success('Service enregistré');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Succès : Service enregistré');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveClass('sm:right-4');
    act(() => vi.advanceTimersByTime(ADMIN_TOAST_MS - 1));
    expect(status).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a confirmation stays open top-center until "Oui" runs its action', () => {
    const { onConfirm, onCancel } = confirmation('Supprimer ce véhicule ?');
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce véhicule ?' });
    expect(screen.getByRole('region', { name: 'Confirmations' })).toHaveClass('justify-center');
    // the answer that changes nothing has the focus
    expect(screen.getByRole('button', { name: 'Non' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(TOAST_MS * 10));
    expect(dialog).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('"Non" or Escape closes a confirmation without running its action', () => {
    const { onConfirm, onCancel } = confirmation('Annuler la réservation ?');
    fireEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => {
      toast.confirm('Annuler la réservation ?', { onConfirm });
    });
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
