import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './TitledSection';

describe('TitledSection', () => {
  it('is a region named by its h2', () => {
    render(
      <TitledSection titleId="why" title="Pourquoi nous rejoindre" className="mt-10">
        <p>Des horaires choisis.</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Pourquoi nous rejoindre' });
    expect(region).toHaveClass('mt-10');
    expect(region).toHaveTextContent('Des horaires choisis.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'why');
  });

  it('can be a navigation landmark instead', () => {
    render(
      <TitledSection as="nav" titleId="toc" title="Sommaire">
        <ol />
      </TitledSection>,
    );
    expect(screen.getByRole('navigation', { name: 'Sommaire' })).toBeInTheDocument();
  });
});
