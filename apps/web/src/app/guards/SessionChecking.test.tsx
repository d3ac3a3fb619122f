import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionChecking } from './SessionChecking';

describe('SessionChecking', () => {
  it('announces its label as a status and shows the same words once on screen', () => {
    render(<SessionChecking label="Vérification de la session..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Vérification de la session...');
    expect(screen.getAllByText('Vérification de la session...')).toHaveLength(2);
    expect(screen.getByText('Vérification de la session...', { selector: 'p' })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});
