import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '../../../lib/company';
import { renderWithProviders } from '../../../test/render';
import { ArrowLink, PhoneButton, QuoteAndContactLinks } from './CallToActions';

describe('QuoteAndContactLinks', () => {
  it('links to the quote entry, then to the contact page, with the classes asked for', () => {
    renderWithProviders(<QuoteAndContactLinks quoteClassName="btn-q" contactClassName="btn-c" />);
    const [quote, contact] = screen.getAllByRole('link');
    expect(quote).toHaveTextContent('Demander un devis');
    expect(quote).toHaveAttribute('href', '/demande-devis');
    expect(quote).toHaveClass('btn-q');
    expect(contact).toHaveTextContent('Nous contacter');
    expect(contact).toHaveAttribute('href', '/contact');
    expect(contact).toHaveClass('btn-c');
  });

  it("says the page's own words on the quote link when given", () => {
    renderWithProviders(
      <QuoteAndContactLinks quoteClassName="" contactClassName="" quoteLabel="Réserver" />,
    );
    expect(screen.getByRole('link', { name: 'Réserver' })).toHaveAttribute(
      'href',
      '/demande-devis',
    );
  });
});

describe('PhoneButton', () => {
  it("calls the company and reads its number, or the caller's words", () => {
    renderWithProviders(
      <>
        <PhoneButton className="btn" />
        <PhoneButton className="btn">Appelez-nous</PhoneButton>
      </>,
    );
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(screen.getByRole('link', { name: 'Appelez-nous' })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
  });
});

describe('ArrowLink', () => {
  it('links its words to the page, with the place and colours asked for', () => {
    renderWithProviders(
      <ArrowLink to="/visites-excursions" className="mt-8 text-gold-700">
        Toutes les visites
      </ArrowLink>,
    );
    const link = screen.getByRole('link', { name: 'Toutes les visites' });
    expect(link).toHaveAttribute('href', '/visites-excursions');
    expect(link).toHaveClass('mt-8', 'text-gold-700', 'font-semibold');
  });
});
