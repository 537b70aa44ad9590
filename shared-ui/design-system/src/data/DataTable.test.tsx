import { fireEvent, render, screen, within } from '@testing-library/react';
import { wrap } from '../testing/wrap';
import { DataTable, type DataColumn } from './DataTable';

interface Job {
  id: number;
  title: string;
  applicants: number;
  posted: Date | null;
}

const jobs: Job[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  title: `Job ${String.fromCharCode(65 + (i % 26))}${i}`,
  applicants: (i * 7) % 11,
  posted: i === 3 ? null : new Date(Date.UTC(2026, 0, 1 + i)),
}));

const columns: DataColumn<Job>[] = [
  { key: 'title', header: 'Title', cell: (j) => j.title, sortValue: (j) => j.title, primary: true },
  {
    key: 'applicants',
    header: 'Applicants',
    cell: (j) => j.applicants,
    sortValue: (j) => j.applicants,
    align: 'end',
  },
  {
    key: 'posted',
    header: 'Posted',
    cell: (j) => j.posted?.toISOString().slice(0, 10) ?? '—',
    sortValue: (j) => j.posted,
  },
  { key: 'actions', header: 'Actions', cell: (j) => <button>Edit {j.title}</button> },
];

const table = () => screen.getByRole('table', { name: 'Your jobs' });
const firstCells = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('a captioned table with typed columns; each cell carries its column name for the stacked layout', () => {
    render(
      wrap(
        <DataTable caption="Your jobs" columns={columns} rows={jobs} rowKey={(j) => j.id} pageSize={10} />,
      ),
    );
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Title', 'Applicants', 'Posted', 'Actions']);
    expect(headers.every((h) => !h.hasAttribute('aria-sort'))).toBe(true);
    const cell = within(table()).getAllByRole('cell')[1]!;
    expect(cell).toHaveAttribute('data-label', 'Applicants');
    expect(cell).toHaveAttribute('data-align', 'end');
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Rows 1–10 of 25')).toBeInTheDocument();
  });

  it('sorts by a header button (keyboard reachable), ascending then descending, saying so', () => {
    render(
      wrap(<DataTable caption="Your jobs" columns={columns} rows={jobs} rowKey={(j) => j.id} pageSize={5} />),
    );
    const sortApplicants = screen.getByRole('button', { name: 'Applicants' });
    sortApplicants.focus();
    expect(sortApplicants).toHaveFocus();
    fireEvent.click(sortApplicants);
    const header = sortApplicants.closest('th')!;
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Applicants, sorted ascending');
    fireEvent.click(sortApplicants);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(Number(within(table()).getAllByRole('row')[1]!.querySelectorAll('td')[1]!.textContent)).toBe(10);
    expect(screen.getByRole('button', { name: 'Title' }).closest('th')).not.toHaveAttribute('aria-sort');
    // A column without sortValue has no button.
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('empty values sort last both ways; strings in the page language with numbers as numbers', () => {
    render(
      wrap(
        <DataTable caption="Your jobs" columns={columns} rows={jobs} rowKey={(j) => j.id} pageSize={30} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Posted' }));
    expect(firstCells().at(-1)).toBe(jobs[3]!.title);
    fireEvent.click(screen.getByRole('button', { name: 'Posted' }));
    expect(firstCells().at(-1)).toBe(jobs[3]!.title);
    expect(firstCells()[0]).toBe(jobs[24]!.title);
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    const titles = firstCells();
    // "Job A0", "Job A26"… numeric collation: A0 before B1, and within a letter 2 before 10.
    expect(titles[0]).toBe('Job A0');
  });

  it('pages with the Pager; sorting goes back to page 1', () => {
    render(
      wrap(
        <DataTable caption="Your jobs" columns={columns} rows={jobs} rowKey={(j) => j.id} pageSize={10} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(firstCells()).toEqual(jobs.slice(20).map((j) => j.title));
    expect(screen.getByText('Rows 21–25 of 25')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Applicants' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('server sorting and paging: asks the caller, shows the rows it is given', () => {
    const onSortChange = jest.fn();
    const onPageChange = jest.fn();
    render(
      wrap(
        <DataTable
          caption="Your jobs"
          columns={[{ ...columns[0]!, sortValue: undefined, sortable: true }, columns[1]!]}
          rows={jobs.slice(0, 10)}
          rowKey={(j) => j.id}
          pageSize={10}
          totalRows={95}
          page={2}
          sort={{ column: 'title', direction: 'descending' }}
          onSortChange={onSortChange}
          onPageChange={onPageChange}
        />,
        'pt',
      ),
    );
    expect(screen.getByText('Linhas 11–20 de 95')).toBeInTheDocument();
    expect(firstCells()).toEqual(jobs.slice(0, 10).map((j) => j.title));
    expect(screen.getByRole('button', { name: 'Title' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'title', direction: 'ascending' });
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('an empty table shows its empty state', () => {
    render(wrap(<DataTable caption="Your jobs" columns={columns} rows={[]} rowKey={(j) => j.id} />, 'es'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Todavía no hay nada que mostrar' })).toBeInTheDocument();
  });
});
