import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serviceListSchema } from '@navette/shared';
import { initTestI18n } from '../../../test/i18n';
import { services as bookingServices } from '../test/booking-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import { GuestReservationFlow } from './GuestReservationFlow';

// the booking fixtures' services, the second one's picture on another host (an absolute URL)
const [airport, van] = bookingServices;
const services = serviceListSchema.parse([
  airport,
  { ...van, image: 'https://cdn.example.com/van.jpg' },
]);

describe('service picker on the guest quote request', () => {
  it('shows each service with its image, or the default description when it has none', async () => {
    mockFetch({ 'GET /api/services': () => jsonResponse(services) });
    renderWithProviders(<GuestReservationFlow />);

    const airport = await screen.findByRole('radio', { name: /Transfert aéroport/ });
    expect(airport).not.toBeChecked();
    expect(screen.getByText('Accueil personnalisé à votre arrivée.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un chauffeur professionnel et un véhicule confortable, adaptés à votre trajet.',
      ),
    ).toBeInTheDocument();
    const images = document.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/services/airport.webp',
      'https://cdn.example.com/van.jpg',
    ]);
    images.forEach((img) => {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    });
  });

  it('replaces an image that fails to load by "Image indisponible"', async () => {
    mockFetch({ 'GET /api/services': () => jsonResponse(services) });
    renderWithProviders(<GuestReservationFlow />);
    await screen.findByRole('radio', { name: /Transfert aéroport/ });

    fireEvent.error(document.querySelector('img[src="/uploads/services/airport.webp"]')!);
    expect(screen.getByText('Image indisponible')).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('offers "Continuer" only once a service is chosen, then shows step 1 and goes back', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/services': () => jsonResponse(services) });
    renderWithProviders(<GuestReservationFlow />);

    await screen.findByRole('radio', { name: /Mise à disposition/ });
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Mise à disposition/ }));
    expect(screen.getByRole('radio', { name: /Mise à disposition/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    const steps = screen.getByRole('navigation', { name: 'Étapes de la demande' });
    expect(steps).toHaveTextContent(
      /Détails du trajet.*Passagers et options.*Coordonnées.*Récapitulatif/,
    );
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Détails du trajet');
    // named above the form on phones, beside it on wide screens
    expect(screen.getAllByText('Mise à disposition').length).toBeGreaterThan(0);

    // the step's fields arrive with their own chunk, transformed on first import in a test
    await user.click(await screen.findByRole('button', { name: 'Retour' }, { timeout: 15_000 }));
    expect(await screen.findByRole('radio', { name: /Mise à disposition/ })).toBeChecked();
  });

  it('a failed load is only logged and leaves a helpful empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      'GET /api/services': () =>
        jsonResponse(
          { error: 'Service momentanément indisponible.', code: 'SERVICE_UNAVAILABLE' },
          503,
        ),
    });
    renderWithProviders(<GuestReservationFlow />);
    expect(
      await screen.findByText("Aucun service n'est disponible en ligne pour le moment"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('speaks English: the English name and description, the French where the company wrote none', async () => {
    mockFetch({ 'GET /api/services': () => jsonResponse(services) });
    act(() => {
      initTestI18n('en');
    });
    try {
      renderWithProviders(<GuestReservationFlow />);
      expect(await screen.findByRole('radio', { name: /Airport transfer/ })).toBeInTheDocument();
      expect(screen.getByText('A personal welcome on arrival.')).toBeInTheDocument();
      expect(screen.queryByText('Transfert aéroport')).toBeNull();
      expect(screen.getByRole('radio', { name: /Mise à disposition/ })).toBeInTheDocument();
    } finally {
      act(() => {
        initTestI18n('fr');
      });
    }
  });
});
