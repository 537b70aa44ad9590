import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { wrap } from '../testing/wrap';
import { Pager, pageWindow } from './Pager';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'jobs', label: 'Jobs', content: <p>Open jobs</p> },
  { id: 'drafts', label: 'Drafts', content: <p>Unpublished</p> },
  { id: 'closed', label: 'Closed', content: <p>Closed jobs</p> },
];

describe('Tabs', () => {
  it('is a labelled tablist; the selected tab is the one tab stop and labels its panel', () => {
    render(wrap(<Tabs label="Listings" tabs={tabs} />));
    expect(screen.getByRole('tablist', { name: 'Listings' })).toBeInTheDocument();
    const [jobs, drafts] = screen.getAllByRole('tab');
    expect(jobs).toHaveAttribute('aria-selected', 'true');
    expect(jobs).toHaveAttribute('tabindex', '0');
    expect(drafts).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Jobs' });
    expect(panel).toHaveTextContent('Open jobs');
    expect(jobs).toHaveAttribute('aria-controls', panel.id);
  });

  it('arrows move and select (wrapping), Home and End jump', () => {
    render(wrap(<Tabs label="Listings" tabs={tabs} />));
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Jobs').focus();
    fireEvent.keyDown(tab('Jobs'), { key: 'ArrowRight' });
    expect(tab('Drafts')).toHaveFocus();
    expect(tab('Drafts')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Unpublished');
    fireEvent.keyDown(tab('Drafts'), { key: 'End' });
    expect(tab('Closed')).toHaveFocus();
    fireEvent.keyDown(tab('Closed'), { key: 'ArrowRight' });
    expect(tab('Jobs')).toHaveFocus();
    fireEvent.keyDown(tab('Jobs'), { key: 'ArrowLeft' });
    expect(tab('Closed')).toHaveFocus();
    fireEvent.keyDown(tab('Closed'), { key: 'Home' });
    expect(tab('Jobs')).toHaveAttribute('aria-selected', 'true');
  });

  it('manual activation: arrows move the focus, Enter selects; disabled tabs are skipped', () => {
    const onSelect = jest.fn();
    render(
      wrap(
        <Tabs
          label="Listings"
          activation="manual"
          onSelect={onSelect}
          tabs={[tabs[0]!, { ...tabs[1]!, disabled: true }, tabs[2]!]}
        />,
      ),
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Jobs').focus();
    fireEvent.keyDown(tab('Jobs'), { key: 'ArrowRight' });
    expect(tab('Closed')).toHaveFocus();
    expect(tab('Jobs')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Closed'), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('closed');
    expect(tab('Closed')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Pager', () => {
  it('shows the first, last, current and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });

  it('buttons: previous, next and numbers; the current page is aria-current', () => {
    function Paged() {
      const [page, setPage] = useState(5);
      return <Pager page={page} pageCount={10} onPageChange={setPage} />;
    }
    render(wrap(<Paged />, 'es'));
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Página 10' }));
    expect(screen.queryByRole('button', { name: /Siguiente/ })).toBeNull();
    expect(nav).toHaveTextContent('…');
  });

  it('links when the page is in the URL; nothing for one page', () => {
    const { rerender } = render(
      wrap(<Pager page={2} pageCount={3} hrefOf={(p) => `/dashboard/saved?page=${p}`} />),
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/dashboard/saved?page=1');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('rel', 'next');
    rerender(wrap(<Pager page={1} pageCount={1} hrefOf={(p) => `?page=${p}`} />));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
