import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

type Row = { id: string; name: string; points: number };
const rows: Row[] = [
  { id: '1', name: 'ana', points: 1200 },
  { id: '2', name: 'bo', points: 30 },
];
const columns: Column<Row>[] = [
  { id: 'name', header: 'User', cell: (r) => r.name },
  {
    id: 'points',
    header: 'Points',
    align: 'right',
    ariaSort: 'descending',
    cell: (r) => r.points.toLocaleString('en-US'),
  },
];

afterEach(cleanup);

describe('DataTable', () => {
  it('draws the headers and one row per item, cells in column order', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Points" data-testid="board" />);
    const table = screen.getByTestId('board');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'Points']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['ana', '1,200'],
      ['bo', '30'],
    ]);
    expect(screen.getByRole('table', { name: 'Points' })).toBe(table);
  });

  it('puts aria-sort and the alignment on the column', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const points = screen.getByRole('columnheader', { name: 'Points' });
    expect(points.getAttribute('aria-sort')).toBe('descending');
    expect(points.className).toContain('text-right');
    expect(screen.getByRole('cell', { name: '30' }).className).toContain('text-right');
  });

  it("shows 'No results.' (or the given text) in one cell when there are no rows", () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByRole('cell', { name: 'No results.' }).getAttribute('colspan')).toBe('2');
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="No slot matches." />);
    expect(screen.getByRole('cell', { name: 'No slot matches.' })).toBeTruthy();
  });

  it('shows the spinner, then a failure as an alert, then a hint, each instead of the rows', () => {
    const { rerender } = render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'ana' })).toBeNull();
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} error="Could not load the users." />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load the users.');
    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} message="Type at least 3 letters." />);
    expect(screen.getByRole('cell', { name: 'Type at least 3 letters.' })).toBeTruthy();
  });

  it('scrolls sideways inside its card and passes row attributes on', () => {
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `row-${r.id}` })}
        wrapperProps={{ role: 'region', 'aria-label': 'Users' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Users' }).className).toContain('overflow-x-auto');
    expect(screen.getByTestId('row-2').textContent).toBe('bo30');
  });

  it("gives a column's cells the title it computes, and none to the other cells", () => {
    const titled: Column<Row>[] = [
      ...columns,
      { id: 'code', header: 'Code', cell: () => 'H', cellTitle: (r) => `${r.name}: Hit` },
    ];
    render(<DataTable columns={titled} rows={rows} rowKey={(r) => r.id} data-testid="titled" />);
    const cells = within(screen.getByTestId('titled')).getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('title'))).toEqual([null, null, 'ana: Hit', null, null, 'bo: Hit']);
  });
});
