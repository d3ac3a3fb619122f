import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('announces an error at once, in red', () => {
    render(<FormAlert tone="error">Échec de l’envoi.</FormAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Échec de l’envoi.');
    expect(alert.className).toContain('text-error-600');
  });

  it.each([
    ['success', 'text-success-600'],
    ['info', 'text-info-600'],
  ] as const)('shows a %s as a status', (tone, colour) => {
    render(<FormAlert tone={tone}>Envoyé.</FormAlert>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Envoyé.');
    expect(status.className).toContain(colour);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([undefined, ''])('draws nothing without a message (%j)', (message) => {
    const { container } = render(<FormAlert tone="error">{message}</FormAlert>);
    expect(container).toBeEmptyDOMElement();
  });
});
