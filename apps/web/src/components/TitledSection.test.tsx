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

describe('TitledSection, extended', () => {
  it('as an aside with a level-3 heading', () => {
    render(<TitledSection as="aside" level={3} titleId="a-title" title="À côté" />);
    expect(screen.getByRole('complementary', { name: 'À côté' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'À côté' })).toBeInTheDocument();
  });

  it('sets what goes beside the heading in a row with the heading and its intro, then the content', () => {
    render(
      <TitledSection
        titleId="r-title"
        title="Titre"
        intro={<p>Intro</p>}
        headerClassName="row"
        headerEnd={<button type="button">Choisir</button>}
      >
        <p>Contenu</p>
      </TitledSection>,
    );
    const row = screen.getByRole('button', { name: 'Choisir' }).parentElement;
    expect(row).toHaveClass('row');
    expect(row?.firstElementChild?.textContent).toBe('TitreIntro');
    expect(screen.getByRole('region', { name: 'Titre' }).textContent).toBe(
      'TitreIntroChoisirContenu',
    );
  });
});
