import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { priceOptionSchema, type PriceOption } from '@navette/shared';
import { initTestI18n } from '../../test/i18n';
import { PriceBreakdown } from './PriceBreakdown';

/** A line's label and amount as read, every space (the formats' no-break ones too) plain. */
const row = (label: string) =>
  (screen.getByText(label).parentElement?.textContent ?? '').replace(/\s/g, ' ');

const roundTrip: PriceOption = priceOptionSchema.parse({
  vehicleId: 'a1b2c3d4-0000-4000-8000-0000000000aa',
  vehicleName: 'Mercedes Classe V',
  passengers: 7,
  luggage: 7,
  method: 'flat',
  legs: [
    {
      leg: 'outbound',
      lines: [
        { code: 'flatFare', amountCents: 8500, from: 'Aéroport CDG', to: 'Paris' },
        { code: 'night', amountCents: 1275, percent: 15 },
        { code: 'luggage', amountCents: 1000, quantity: 2 },
      ],
      totalCents: 10775,
    },
    {
      leg: 'return',
      lines: [
        { code: 'flatFare', amountCents: 8500, from: 'Paris', to: 'Aéroport CDG' },
        { code: 'returnDiscount', amountCents: -850, percent: 10 },
      ],
      totalCents: 7650,
    },
  ],
  totalCents: 18425,
  vatRateBp: 1000,
  vatCents: 1675,
  covered: true,
});

const byDistance: PriceOption = priceOptionSchema.parse({
  ...roundTrip,
  method: 'formula',
  legs: [
    {
      leg: 'outbound',
      lines: [
        { code: 'pickup', amountCents: 1000 },
        { code: 'distance', amountCents: 6480, quantity: 32.4 },
        { code: 'time', amountCents: 2050, quantity: 41 },
      ],
      totalCents: 9530,
      distanceM: 32_400,
      durationS: 2_460,
    },
  ],
  totalCents: 9530,
  vatRateBp: 550,
  vatCents: 497,
});

describe('price breakdown', () => {
  afterEach(() => {
    initTestI18n('fr');
  });

  it('shows each leg of a round trip with its lines, then the total and the VAT it includes', () => {
    render(<PriceBreakdown option={roundTrip} />);
    const outbound = screen.getByLabelText('Aller');
    expect(within(outbound).getByText('Forfait Aéroport CDG → Paris')).toBeInTheDocument();
    expect(row('Supplément nuit (15 %)')).toBe('Supplément nuit (15 %)12,75 €');
    expect(row('Bagages supplémentaires (2)')).toBe('Bagages supplémentaires (2)10,00 €');
    const back = screen.getByLabelText('Retour');
    expect(within(back).getByText('Forfait Paris → Aéroport CDG')).toBeInTheDocument();
    expect(row('Remise aller-retour')).toBe('Remise aller-retour-8,50 €');
    expect(within(back).getByText('Total du trajet').parentElement).toHaveTextContent(/76,50\s€/);
    expect(row('Total')).toBe('Total184,25 €');
    expect(screen.getByText(/^dont TVA 10 % : 16,75\s€$/)).toBeInTheDocument();
  });

  it('titles no leg of a one-way trip, and gives the route it was priced on', () => {
    render(<PriceBreakdown option={byDistance} />);
    expect(screen.queryByText('Aller')).not.toBeInTheDocument();
    expect(screen.queryByText('Total du trajet')).not.toBeInTheDocument();
    expect(screen.getByText('32,4 km · 41 min de route')).toBeInTheDocument();
    expect(row('Prise en charge')).toBe('Prise en charge10,00 €');
    expect(row('Distance (32,4 km)')).toBe('Distance (32,4 km)64,80 €');
    expect(row('Temps de trajet (41 min)')).toBe('Temps de trajet (41 min)20,50 €');
    expect(row('Total')).toBe('Total95,30 €');
    expect(screen.getByText(/^dont TVA 5,5 % : 4,97\s€$/)).toBeInTheDocument();
  });

  it('speaks English to an English reader', () => {
    initTestI18n('en');
    render(<PriceBreakdown option={roundTrip} />);
    expect(screen.getByText('Flat fare Aéroport CDG → Paris')).toBeInTheDocument();
    expect(row('Night supplement (15%)')).toBe('Night supplement (15%)€12.75');
    expect(row('Total')).toBe('Total€184.25');
    expect(screen.getByText('including VAT at 10%: €16.75')).toBeInTheDocument();
  });
});
