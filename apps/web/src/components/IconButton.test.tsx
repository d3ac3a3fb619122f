import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackButton } from './BackButton';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a plain button named by its hidden label, drawn as its icon', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={<svg data-testid="icon" />} label="Fermer" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Fermer' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByText('Fermer')).toHaveClass('sr-only');
    expect(button).toContainElement(screen.getByTestId('icon'));
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('BackButton', () => {
  it('is a plain button with the left arrow before its label', () => {
    render(
      <BackButton className="btn btn-outline" disabled>
        Retour
      </BackButton>,
    );
    const button = screen.getByRole('button', { name: 'Retour' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn-outline');
    expect(button).toBeDisabled();
    expect(button.firstElementChild?.tagName.toLowerCase()).toBe('svg');
  });
});
