import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PickerPopover, usePickerPopover } from './PickerPopover';

const Harness = ({ onBlur }: { onBlur: () => void }) => {
  const popover = usePickerPopover(undefined);
  return (
    <>
      <PickerPopover
        popover={popover}
        label="Date"
        required
        error="Choisissez une date."
        onBlur={onBlur}
        icon={null}
        text="Choisir"
        hasValue={false}
        onOpen={() => popover.setOpen(true)}
        dialogLabel="Calendrier"
        dialogClassName="p-3"
      >
        <button type="button">Dans le popup</button>
      </PickerPopover>
      <button type="button">Ailleurs</button>
    </>
  );
};

describe('PickerPopover', () => {
  it('opens its dialog from the trigger, and Escape closes it with the focus back', async () => {
    render(<Harness onBlur={() => undefined} />);
    const trigger = screen.getByRole('button', { name: /Date/ });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Calendrier' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dans le popup' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(screen.getByText('Choisissez une date.')).toBeInTheDocument();
  });

  it('closes and reports the blur when the focus leaves the widget', async () => {
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await userEvent.click(screen.getByRole('button', { name: /Date/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onBlur).toHaveBeenCalled();
  });
});
