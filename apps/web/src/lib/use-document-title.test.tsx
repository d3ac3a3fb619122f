import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from './company';
import { useDocumentTitle, useTitleBadge } from './use-document-title';

const Page = ({ title, count }: { title: string; count?: number }) => {
  useDocumentTitle(title);
  useTitleBadge(count ?? 0);
  return null;
};

describe('the tab title', () => {
  it('names the page and the brand, led by the count of waiting requests while there are some', () => {
    const { rerender, unmount } = render(<Page title="Réservations" />);
    expect(document.title).toBe(`Réservations | ${company.brand}`);
    rerender(<Page title="Réservations" count={3} />);
    expect(document.title).toBe(`(3) Réservations | ${company.brand}`);
    rerender(<Page title="Tableau de bord" count={3} />);
    expect(document.title).toBe(`(3) Tableau de bord | ${company.brand}`);
    rerender(<Page title="Tableau de bord" count={0} />);
    expect(document.title).toBe(`Tableau de bord | ${company.brand}`);
    rerender(<Page title="Tableau de bord" count={2} />);
    unmount();
    expect(document.title).toBe(`Tableau de bord | ${company.brand}`);
  });
});
