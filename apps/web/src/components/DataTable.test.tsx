import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './DataTable';

interface Vehicle {
  id: string;
  name: string;
  seats: number;
}

const COLUMNS: readonly DataTableColumn<Vehicle>[] = [
  { id: 'name', header: 'Véhicule', cell: (row) => row.name },
  { id: 'seats', header: 'Places', cell: (row) => String(row.seats) },
];

const ROWS: readonly Vehicle[] = [
  { id: 'v1', name: 'Mercedes Classe V', seats: 7 },
  { id: 'v2', name: 'Mercedes Classe E', seats: 3 },
];

const renderTable = (props: Partial<DataTableProps<Vehicle>> = {}) => {
  const handlers = { onPageChange: vi.fn(), onSearch: vi.fn(), onFilterChange: vi.fn() };
  render(
    <DataTable<Vehicle>
      caption="Véhicules"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      page={1}
      pageSize={2}
      total={5}
      searchDelayMs={10}
      filters={[
        {
          id: 'category',
          label: 'Catégorie',
          value: '',
          options: [
            { value: 'van', label: 'Van' },
            { value: 'sedan', label: 'Berline' },
          ],
        },
      ]}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};

describe('data table', () => {
  it('shows the rows as a captioned table with column headers, and says how many match', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Véhicules' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Véhicule', 'Places']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Mercedes Classe V' })).toBeInTheDocument();
    expect(screen.getByText('5 résultats')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the same rows as cards on a phone (the table from the md breakpoint up)', () => {
    renderTable();
    expect(screen.getByRole('table').parentElement).toHaveClass('hidden', 'md:block');
    const cards = screen.getByRole('list', { name: 'Véhicules' });
    expect(cards).toHaveClass('md:hidden');
    const [first] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('Mercedes Classe V');
    expect(within(first!).getByRole('term')).toHaveTextContent('Places');
    expect(within(first!).getByRole('definition')).toHaveTextContent('7');
  });

  it('leaves out of a card a column with nothing to show for that row, label included', () => {
    renderTable({
      columns: [
        ...COLUMNS,
        {
          id: 'actions',
          header: 'Actions',
          cell: (row) => (row.seats > 5 ? <button type="button">Réserver</button> : null),
        },
      ],
    });
    const [van, sedan] = within(screen.getByRole('list', { name: 'Véhicules' })).getAllByRole(
      'listitem',
    );
    expect(
      within(van!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Places', 'Actions']);
    expect(
      within(sedan!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Places']);
  });

  it('sends the search once typing pauses, and at once on Enter', async () => {
    const { onSearch } = renderTable();
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    fireEvent.change(search, { target: { value: 'Clas' } });
    fireEvent.change(search, { target: { value: 'Classe V ' } });
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('Classe V'));
    expect(onSearch).toHaveBeenCalledTimes(1);

    fireEvent.change(search, { target: { value: 'Berline' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenLastCalledWith('Berline');
  });

  it('reports a filter change with the filter and its new value', () => {
    const { onFilterChange } = renderTable();
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Van', 'Berline']);
    fireEvent.change(select, { target: { value: 'van' } });
    expect(onFilterChange).toHaveBeenCalledWith('category', 'van');
  });

  it('pages through the server result; the buttons stop at the ends', () => {
    const { onPageChange } = renderTable();
    const previous = screen.getByRole('button', { name: 'Page précédente' });
    const next = screen.getByRole('button', { name: 'Page suivante' });
    expect(screen.getByText('1–2 sur 5')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables "next" on the last page', () => {
    const { onPageChange } = renderTable({ page: 3, rows: [ROWS[0]!] });
    expect(screen.getByText('5–5 sur 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers a page size when asked', () => {
    const onPageSizeChange = vi.fn();
    renderTable({ pageSizeOptions: [2, 10], onPageSizeChange });
    fireEvent.change(screen.getByRole('combobox', { name: 'Lignes par page' }), {
      target: { value: '10' },
    });
    expect(onPageSizeChange).toHaveBeenCalledWith(10);
  });

  it('says so when nothing matches', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('Aucun résultat.')).toBeInTheDocument();
    expect(screen.getByText('0 résultat')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('takes its own empty text', () => {
    renderTable({ rows: [], total: 0, emptyText: 'Aucun véhicule pour cette recherche.' });
    expect(screen.getByText('Aucun véhicule pour cette recherche.')).toBeInTheDocument();
  });

  it('shows a loading state instead of stale rows', () => {
    renderTable({ loading: true });
    expect(screen.getAllByText('Chargement des résultats…').length).toBeGreaterThan(0);
    expect(screen.getByText('Chargement des résultats…', { selector: 'p' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Mercedes Classe V')).not.toBeInTheDocument();
  });
});
