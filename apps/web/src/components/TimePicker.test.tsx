import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimePicker } from './TimePicker';

const Harness = ({ initial = '', error }: { initial?: string; error?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker label="Heure" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
};

const trigger = () => screen.getByRole('button', { name: /^Heure/ });
const hours = () => screen.getByRole('spinbutton', { name: 'Heures' });
const minutes = () => screen.getByRole('spinbutton', { name: 'Minutes' });
const shownValue = () => screen.getByTestId('value').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 12, 9, 41));
});
afterEach(() => vi.useRealTimers());

describe('TimePicker', () => {
  it('opens from its placeholder with the current time in labelled spinbuttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger()).toHaveTextContent('Sélectionnez une heure');
    await user.click(trigger());
    expect(screen.getByRole('dialog', { name: 'Choisir une heure' })).toBeInTheDocument();
    expect(hours()).toHaveValue('09');
    expect(hours()).toHaveAttribute('aria-valuemax', '23');
    expect(minutes()).toHaveValue('41');
    expect(minutes()).toHaveAttribute('aria-valuemax', '59');
    expect(hours()).toHaveFocus();
  });

  it('stops the arrows at the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial="22:58" />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Heure suivante' }));
    await user.click(screen.getByRole('button', { name: 'Heure suivante' }));
    expect(hours()).toHaveValue('23');
    expect(screen.getByRole('button', { name: 'Heure suivante' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    minutes().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(minutes()).toHaveValue('59');
    await user.keyboard('{Home}{ArrowDown}');
    expect(minutes()).toHaveValue('00');
    expect(screen.getByRole('button', { name: 'Minute précédente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(shownValue()).toBe('23:00');
  });

  it('clamps typed values and reads anything that is not a number as 0', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.clear(hours());
    await user.type(hours(), '99');
    expect(hours()).toHaveValue('23');
    await user.clear(minutes());
    await user.type(minutes(), 'ab');
    expect(minutes()).toHaveValue('0');
    await user.clear(minutes());
    await user.type(minutes(), '7');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(shownValue()).toBe('23:07');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('23:07');
    expect(trigger()).toHaveFocus();
  });

  it('closes without applying on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness initial="10:15" />);
    await user.click(trigger());
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shownValue()).toBe('10:15');

    await user.click(trigger());
    await user.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(shownValue()).toBe('10:15');
  });

  it('offers the quick times, Maintenant being the current time', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    const quick = screen.getByRole('group', { name: 'Heures rapides' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Maintenant', '08:00', '12:00', '14:00', '18:00', '20:00']);
    await user.click(within(quick).getByRole('button', { name: '18:00' }));
    expect(shownValue()).toBe('18:00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Maintenant' }));
    expect(shownValue()).toBe('09:41');
  });

  it('shows its error in red under the field, linked to the field', () => {
    render(<Harness error="L'heure est obligatoire" />);
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
    expect(trigger()).toHaveAccessibleDescription("L'heure est obligatoire");
    expect(trigger().className).toContain('border-error-600');
  });
});
