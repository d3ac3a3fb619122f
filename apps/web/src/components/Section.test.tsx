import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its heading, the intro under the heading, then the content', () => {
    render(
      <Section id="s-title" title="Titre" titleClassName="t" intro="Intro" introClassName="i">
        <p>Contenu</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Titre' });
    expect(screen.getByRole('heading', { level: 2, name: 'Titre' })).toHaveAttribute(
      'id',
      's-title',
    );
    expect(region.textContent).toBe('TitreIntroContenu');
    expect(screen.getByText('Intro')).toHaveClass('i');
  });

  it('as an aside with a level-3 heading', () => {
    render(<Section as="aside" level={3} id="a-title" title="À côté" titleClassName="t" />);
    expect(screen.getByRole('complementary', { name: 'À côté' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'À côté' })).toBeInTheDocument();
  });

  it('sets what goes beside the heading in a row with the heading and its intro', () => {
    render(
      <Section
        id="r-title"
        title="Titre"
        titleClassName="t"
        intro="Intro"
        headerClassName="row"
        headerEnd={<button type="button">Choisir</button>}
      />,
    );
    const row = screen.getByRole('button', { name: 'Choisir' }).parentElement;
    expect(row).toHaveClass('row');
    expect(row?.firstElementChild?.textContent).toBe('TitreIntro');
  });
});
