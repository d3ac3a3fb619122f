import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import { LoadingOverlay } from './LoadingOverlay';

describe('Spinner', () => {
  it('is a medium blue status announcing "Chargement..." by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-size', 'medium');
    expect(status).toHaveAttribute('data-color', 'blue');
    expect(status).toHaveTextContent('Chargement...');
  });

  it.each([
    ['small', 'green'],
    ['large', 'gray'],
    ['xlarge', 'white'],
    ['medium', 'cyan'],
  ] as const)('renders the %s %s variant', (size, color) => {
    render(<Spinner size={size} color={color} label="Envoi" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Envoi');
    expect(status).toHaveAttribute('data-size', size);
    expect(status).toHaveAttribute('data-color', color);
  });
});

describe('LoadingOverlay', () => {
  it('shows "Chargement..." unless told otherwise', () => {
    const { unmount } = render(<LoadingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    unmount();
    render(<LoadingOverlay text="Vérification..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Vérification...');
  });
});
