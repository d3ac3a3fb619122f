import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits with its label when idle', () => {
    render(
      <SubmitButton pending={false} pendingLabel="Envoi...">
        Envoyer
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(screen.queryByTestId('submit-spinner')).toBeNull();
  });

  it('is disabled with a spinner and the pending label while pending', () => {
    render(
      <SubmitButton pending pendingLabel="Envoi...">
        Envoyer
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Envoi...' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('submit-spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can be disabled when not pending', () => {
    render(
      <SubmitButton pending={false} pendingLabel="Envoi..." disabled>
        Envoyer
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});
