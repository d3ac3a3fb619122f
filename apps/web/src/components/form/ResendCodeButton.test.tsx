import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResendCodeButton } from './ResendCodeButton';

const renderButton = (onResend: () => boolean | Promise<boolean>, pending = false) =>
  render(
    <ResendCodeButton
      onResend={onResend}
      pending={pending}
      labels={['Renvoyer le code', 'Envoi…']}
      className="btn"
    />,
  );

describe('ResendCodeButton', () => {
  it('waits, counting the seconds down, once a new code is asked for', async () => {
    const onResend = vi.fn(() => true);
    renderButton(onResend);
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(
      await screen.findByRole('button', { name: /^Renvoyer le code \(\d+ s\)$/ }),
    ).toBeDisabled();
  });

  it('does not wait when no code was asked for (an invalid address)', async () => {
    const onResend = vi.fn(() => Promise.resolve(false));
    renderButton(onResend);
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeEnabled();
  });

  it('says so and cannot be pressed while the request is under way', () => {
    renderButton(() => true, true);
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
  });
});
