import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemaResponse } from '../test/api-fixtures';
import { jsonResponse } from '../test/render';
import { addressSuggestionListSchema } from '@navette/shared';
import type { AddressSuggestion } from '@navette/shared';
import { AddressInput } from './AddressInput';

const suggestion = (id: string, display_name: string): AddressSuggestion => ({
  id,
  display_name,
  lat: 48.84,
  lon: 2.37,
  address: { road: display_name.split(',')[0], city: 'Paris', postcode: '75012' },
  type: 'station',
  importance: 0.6,
});

const GARE_DE_LYON = suggestion('1', 'Gare de Lyon, Place Louis-Armand, 75012 Paris, France');
const GARE_DU_NORD = suggestion('2', 'Gare du Nord, Rue de Dunkerque, 75010 Paris, France');

const Harness = () => {
  const [value, setValue] = useState('');
  return (
    <>
      <AddressInput label="Adresse de départ" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
};

type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** fetch at the network boundary: every call is recorded with its URL and abort signal */
const stubGeocoder = (answer: Answer) => {
  const calls: { query: string | null; signal: AbortSignal | null | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    expect(url.pathname).toBe('/api/geocode');
    calls.push({ query: url.searchParams.get('q'), signal: init?.signal });
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

const input = () => screen.getByRole('combobox', { name: 'Adresse de départ' });
/**
 * fireEvent rather than user-event: Testing Library's async wrapper waits on a setTimeout that
 * Vitest's fake timers never fire (it only recognises Jest's). One event per keystroke.
 */
const user = {
  type: (element: HTMLElement, text: string) => {
    act(() => element.focus());
    for (const character of text) {
      fireEvent.change(element, {
        target: { value: `${(element as HTMLInputElement).value}${character}` },
      });
    }
  },
  clear: (element: HTMLElement) => {
    act(() => element.focus());
    fireEvent.change(element, { target: { value: '' } });
  },
  keyboard: (...keys: string[]) => {
    for (const key of keys) fireEvent.keyDown(document.activeElement ?? document.body, { key });
  },
  click: (element: HTMLElement) => {
    fireEvent.mouseDown(element);
    fireEvent.click(element);
  },
  tab: () => act(() => (document.activeElement as HTMLElement | null)?.blur()),
};
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AddressInput', () => {
  it('asks for 3 characters first and does not search before', async () => {
    const calls = stubGeocoder(() => schemaResponse(addressSuggestionListSchema, []));
    render(<Harness />);
    user.type(input(), 'Ga');
    await wait(1000);
    expect(calls).toHaveLength(0);
    expect(input()).toHaveAccessibleDescription(
      'Saisissez au moins 3 caractères pour voir des suggestions.',
    );
  });

  it('searches once, 300 ms after the last keystroke, and lists the suggestions', async () => {
    const calls = stubGeocoder(() =>
      schemaResponse(addressSuggestionListSchema, [GARE_DE_LYON, GARE_DU_NORD]),
    );
    render(<Harness />);
    user.type(input(), 'Gare d');
    await wait(299);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((call) => call.query)).toEqual(['Gare d']);

    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      GARE_DE_LYON.display_name,
      GARE_DU_NORD.display_name,
    ]);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: "Suggestions d'adresses" })).toBeVisible();
  });

  it('cancels the request in flight when the visitor types on', async () => {
    let release: (response: Response) => void = () => {};
    const calls = stubGeocoder((url) =>
      url.searchParams.get('q') === 'Gare'
        ? new Promise<Response>((resolve) => (release = resolve))
        : schemaResponse(addressSuggestionListSchema, [GARE_DU_NORD]),
    );
    render(<Harness />);
    user.type(input(), 'Gare');
    await wait(300);
    user.type(input(), ' du');
    expect(calls[0]?.signal?.aborted).toBe(true);
    await wait(300);
    expect(calls.map((call) => call.query)).toEqual(['Gare', 'Gare du']);
    // the late answer to the first search does not replace the second one
    release(jsonResponse([GARE_DE_LYON]));
    await wait(0);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      GARE_DU_NORD.display_name,
    ]);
  });

  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    stubGeocoder(() => schemaResponse(addressSuggestionListSchema, [GARE_DE_LYON, GARE_DU_NORD]));
    render(<Harness />);
    user.type(input(), 'Gare');
    await wait(300);
    screen.getAllByRole('option');

    user.keyboard('ArrowDown', 'ArrowDown');
    expect(screen.getByRole('option', { name: GARE_DU_NORD.display_name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: GARE_DU_NORD.display_name }).id,
    );
    user.keyboard('ArrowDown', 'Enter');
    expect(screen.getByTestId('value')).toHaveTextContent(GARE_DE_LYON.display_name);
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    user.clear(input());
    user.type(input(), 'Gare');
    await wait(300);
    screen.getAllByRole('option');
    user.keyboard('Escape');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value')).toHaveTextContent(/^Gare$/);
  });

  it('picks a suggestion with the mouse', async () => {
    stubGeocoder(() => schemaResponse(addressSuggestionListSchema, [GARE_DE_LYON]));
    render(<Harness />);
    user.type(input(), 'lyon');
    await wait(300);
    user.click(screen.getByRole('option', { name: GARE_DE_LYON.display_name }));
    expect(input()).toHaveValue(GARE_DE_LYON.display_name);
  });

  it('says that a typed address may still be used when nothing is found', async () => {
    stubGeocoder(() => schemaResponse(addressSuggestionListSchema, []));
    render(<Harness />);
    user.type(input(), '3 chemin des Oliviers, Eze');
    await wait(300);
    expect(
      screen.getByText(
        "Aucune adresse trouvée : vous pouvez tout de même utiliser l'adresse saisie.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('logs a failed search as a warning and empties the suggestions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = false;
    stubGeocoder(() =>
      fail
        ? jsonResponse({ error: 'Service indisponible', code: 'GEOCODER_UNAVAILABLE' }, 502)
        : schemaResponse(addressSuggestionListSchema, [GARE_DE_LYON]),
    );
    render(<Harness />);
    user.type(input(), 'Gare');
    await wait(300);
    screen.getAllByRole('option');

    fail = true;
    user.type(input(), ' de');
    await wait(300);
    expect(warn).toHaveBeenCalledOnce();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input()).toHaveValue('Gare de');
  });

  it('trims the address when the field is left', async () => {
    stubGeocoder(() => schemaResponse(addressSuggestionListSchema, []));
    render(<Harness />);
    user.type(input(), '  12 rue de Rivoli   ');
    user.tab();
    expect(screen.getByTestId('value').textContent).toBe('12 rue de Rivoli');
  });
});
