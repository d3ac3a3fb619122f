import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test/i18n';
import { DatePicker } from './DatePicker';

const Harness = ({ initial = '', error }: { initial?: string; error?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker label="Date" value={value} onChange={setValue} error={error} required />
      <output data-testid="value">{value}</output>
    </>
  );
};

const trigger = () => screen.getByRole('button', { name: /^Date/ });
const day = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  // only the clock is fixed: "today" is Thursday 12 June 2025
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 12, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
  initTestI18n('fr');
});

describe('DatePicker', () => {
  it('shows the French placeholder, then a Monday-first calendar of the current month', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger()).toHaveTextContent('Sélectionnez une date');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    const calendar = screen.getByRole('dialog', { name: 'Choisir une date' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(calendar).getByRole('grid', { name: 'Juin 2025' })).toBeInTheDocument();
    const headers = within(calendar).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Lunlundi',
      'Marmardi',
      'Mermercredi',
      'Jeujeudi',
      'Venvendredi',
      'Samsamedi',
      'Dimdimanche',
    ]);
    // 1 June 2025 is a Sunday: last cell of the first row, the six before it left empty (May)
    const firstRow = within(calendar).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('gridcell');
    expect(cells[0]).toBeEmptyDOMElement();
    expect(cells[6]).toHaveTextContent(/^1 juin 2025$/);
  });

  it('disables the days before today, highlights today and focuses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    expect(day('11 juin 2025')).toHaveAttribute('aria-disabled', 'true');
    expect(day('12 juin 2025')).not.toHaveAttribute('aria-disabled');
    expect(day('12 juin 2025')).toHaveAttribute('aria-current', 'date');
    expect(day('12 juin 2025')).toHaveFocus();

    await user.click(day('11 juin 2025'));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reports the picked day as year-month-day, closes and shows the long French date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(day('14 juin 2025'));
    expect(screen.getByTestId('value')).toHaveTextContent('2025-06-14');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('samedi 14 juin 2025');
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('14 juin 2025');
  });

  it('steps the displayed month back and forth', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(screen.getByRole('grid', { name: 'Juillet 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(screen.getByRole('grid', { name: 'Mai 2025' })).toBeInTheDocument();
    expect(day('31 mai 2025')).toHaveAttribute('aria-disabled', 'true');
  });

  it('works from the keyboard: arrows move, Enter picks, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(day('12 juin 2025')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('20 juin 2025')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Juillet 2025' })).toBeInTheDocument();
    expect(day('20 juillet 2025')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowRight}{ArrowRight} ');
    expect(screen.getByTestId('value')).toHaveTextContent('2025-06-14');
    expect(trigger()).toHaveFocus();
  });

  it('shows its error in red under the field, linked to the field', () => {
    render(<Harness error="La date est obligatoire" />);
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
    expect(trigger()).toHaveAccessibleDescription('La date est obligatoire');
    expect(trigger().className).toContain('border-error-600');
  });

  it('speaks English when the interface is English', async () => {
    initTestI18n('en');
    const user = userEvent.setup();
    render(<Harness initial="2025-06-14" />);
    expect(trigger()).toHaveTextContent('Saturday 14 June 2025');
    await user.click(trigger());
    expect(screen.getByRole('grid', { name: 'June 2025' })).toBeInTheDocument();
    // British English (the app's English locale) starts its weeks on Monday too
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('MonMonday');
    expect(screen.getAllByRole('columnheader')[6]).toHaveTextContent('SunSunday');
  });
});
