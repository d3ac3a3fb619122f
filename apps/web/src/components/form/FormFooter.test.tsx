import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormFooter } from './FormFooter';

const labels = { labels: ['Envoyer', 'Envoi...'], buttonClassName: 'btn' } as const;

describe('FormFooter', () => {
  it('shows only the button when there is nothing to say', () => {
    render(<FormFooter pending={false} {...labels} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('announces the failure and the confirmation above a button that says it is sending', () => {
    render(<FormFooter pending error="Erreur de connexion" success="Message envoyé" {...labels} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de connexion');
    expect(screen.getByRole('status')).toHaveTextContent('Message envoyé');
    const button = screen.getByRole('button', { name: 'Envoi...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'submit');
  });
});
