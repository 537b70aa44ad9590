import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderChrome } from '../testing/renderChrome';
import { SearchBar } from './SearchBar';
import { TORONTO } from './testPlaces';

const form = () => screen.getByRole('search');
const here = () => window.location.pathname + window.location.search;

describe('SearchBar', () => {
  it('on a search page shows its type, query and place (the text fetched by its id), following the URL', async () => {
    const { fake } = renderChrome(<SearchBar open={false} onClose={() => undefined} />, {
      lang: 'es',
      path: '/es/pasantias?q=salud',
      api: { place: { data: { ...TORONTO, text: 'Toronto, ON, Canadá' } } },
    });
    expect(within(form()).getByLabelText('Tipo de búsqueda')).toHaveValue('INTERNSHIP');
    expect(within(form()).getByRole('combobox', { name: 'Palabras clave' })).toHaveValue('salud');
    expect(fake.calls).toEqual([]);

    act(() => {
      window.history.pushState(null, '', '/es/voluntariado?q=agua&placeId=6167865');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(within(form()).getByLabelText('Tipo de búsqueda')).toHaveValue('VOLOP');
    expect(within(form()).getByRole('combobox', { name: 'Palabras clave' })).toHaveValue('agua');
    await waitFor(() =>
      expect(within(form()).getByRole('combobox', { name: 'Ubicación' })).toHaveValue('Toronto, ON, Canadá'),
    );
    expect(fake.callsOf('place').map(({ url, query }) => ({ url, query }))).toEqual([
      { url: '/data/places/6167865', query: { lang: 'es' } },
    ]);
  });

  it('shows the five popular searches of the type when the keyword box is empty; choosing one searches', async () => {
    renderChrome(<SearchBar open={false} onClose={() => undefined} />, { lang: 'pt', path: '/pt' });
    const keywords = within(form()).getByRole('combobox', { name: 'Palavras-chave' });
    fireEvent.focus(keywords);
    const list = screen.getByRole('listbox', { name: 'Buscas populares' });
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    expect(keywords).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(keywords, { key: 'ArrowDown' });
    fireEvent.keyDown(keywords, { key: 'ArrowDown' });
    expect(keywords).toHaveAttribute('aria-activedescendant', 'site-search-popular-1');
    await act(async () => void fireEvent.keyDown(keywords, { key: 'Enter' }));
    await waitFor(() => expect(here()).toBe('/pt/empregos?q=capta%C3%A7%C3%A3o+de+recursos'));
  });

  it('has no popular searches for events, and none once something is typed', () => {
    renderChrome(<SearchBar open={false} onClose={() => undefined} />);
    const keywords = within(form()).getByRole('combobox', { name: 'Keywords' });
    fireEvent.focus(keywords);
    expect(keywords).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(keywords, { target: { value: 'x' } });
    expect(keywords).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(keywords, { target: { value: '' } });
    fireEvent.change(within(form()).getByLabelText('Search for'), { target: { value: 'EVENT' } });
    expect(keywords).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Popular searches' })).toBeNull();
  });

  it('cuts the keywords to 512 characters; clear-input empties the box and focuses it', () => {
    renderChrome(<SearchBar open={false} onClose={() => undefined} />);
    const keywords = within(form()).getByRole('combobox', { name: 'Keywords' });
    expect(keywords).toHaveAttribute('maxLength', '512');
    fireEvent.change(keywords, { target: { value: 'a'.repeat(600) } });
    expect((keywords as HTMLInputElement).value).toHaveLength(512);
    fireEvent.click(within(form()).getByRole('button', { name: 'Clear keywords' }));
    expect(keywords).toHaveValue('');
    expect(keywords).toHaveFocus();
  });

  it('has no location box for organisations; the type select offers the five types', () => {
    renderChrome(<SearchBar open={false} onClose={() => undefined} />);
    const select = within(form()).getByLabelText('Search for');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Jobs', 'Internships', 'Volunteering', 'Events', 'Organizations']);
    expect(select).toBeEnabled();
    expect(within(form()).getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'ORG' } });
    expect(within(form()).queryByRole('combobox', { name: 'Location' })).toBeNull();
  });

  it('submits per docs/product/chrome.md#search-submit: in place on a search page of the type', async () => {
    renderChrome(<SearchBar open={false} onClose={() => undefined} />, {
      path: '/en/jobs?q=a&functions=GRANT_WRITING&page=3',
    });
    const keywords = within(form()).getByRole('combobox', { name: 'Keywords' });
    fireEvent.change(keywords, { target: { value: 'remote nurse' } });
    await act(async () => void fireEvent.submit(form()));
    await waitFor(() => expect(here()).toBe('/en/jobs?q=nurse&functions=GRANT_WRITING&locationType=REMOTE'));
  });

  it('as the open phone panel is a dialog that Escape closes', () => {
    const onClose = jest.fn();
    renderChrome(<SearchBar open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Search OpenGood' });
    expect(within(dialog).getByRole('combobox', { name: 'Keywords' })).toHaveFocus();
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Keywords' }), { key: 'Escape' });
    // The popular list was open: Escape closes it first, then the panel.
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Keywords' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
