import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { runSheetSchema, tripLegSchema, type RunSheet as Sheet } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { RunSheet } from './RunSheet';

const RESERVATION = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const noTimes = { 'en route': null, 'sur place': null, 'à bord': null, terminé: null };

const sheet = (): Sheet =>
  runSheetSchema.parse({
    generatedAt: '2026-11-28T13:32:00.000Z',
    noShowWaitMinutes: 15,
    days: [
      {
        date: '2026-11-28',
        legs: [
          tripLegSchema.parse({
            ...{ reservationId: RESERVATION, reference: 'NP-2026-0007', leg: 'aller' },
            ...{ date: '2026-11-28', heure: '16:00', startsAt: '2026-11-28T15:00:00.000Z' },
            ...{ endsAt: '2026-11-28T16:00:00.000Z', durationMinutes: 60, durationSource: 'hours' },
            ...{ from: 'Gare de Lyon', to: 'Orly', stop: null, passengers: 3, luggage: 2 },
            ...{ transportMode: 'avion', transportNumber: 'AF1234', siegeBebe: true },
            ...{ rehausseurs: false, commentaire: null, passengerName: 'Hélène Lefèvre' },
            ...{ passengerPhone: '+33612345678', serviceName: null, statut: 'confirmé' },
            ...{ chauffeur: null, vehicle: null, state: null },
            stateTimes: { ...noTimes, 'client absent': null },
          }),
        ],
      },
      { date: '2026-11-29', legs: [] },
    ],
  });

afterEach(() => localStorage.clear());

describe('the run sheet', () => {
  it('shows the legs of today, an empty tomorrow, and reports a state', async () => {
    const states: unknown[] = [];
    mockFetch({
      'GET /api/chauffeur/courses': () => schemaResponse(runSheetSchema, sheet()),
      [`POST /api/chauffeur/courses/${RESERVATION}/aller/etat`]: async (request) => {
        states.push(await request.json());
        return apiErrorResponse(409, 'TRIP_STATE_ALREADY', 'Cette course est déjà « En route ».');
      },
    });
    renderWithProviders(<RunSheet />);
    expect(await screen.findByText('16:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aujourd’hui' })).toBeInTheDocument();
    expect(screen.getByText('Aucune course ce jour-là.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orly' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Orly',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Je suis en route' }));
    expect(await screen.findByText('Cette course est déjà « En route ».')).toBeInTheDocument();
    expect(states).toEqual([{ state: 'en route' }]);
  });

  it('shows the last list read when the network fails', async () => {
    mockFetch({ 'GET /api/chauffeur/courses': () => schemaResponse(runSheetSchema, sheet()) });
    const first = renderWithProviders(<RunSheet />);
    expect(await screen.findByText('16:00')).toBeInTheDocument();
    first.unmount();
    mockFetch({
      'GET /api/chauffeur/courses': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<RunSheet />);
    expect(await screen.findByText('Hors ligne — liste du 28/11 à 14:32')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Je suis en route' })).toBeDisabled();
  });
});
