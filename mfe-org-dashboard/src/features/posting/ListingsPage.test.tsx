import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overview, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { testListing } from './testListings';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });
const staff = () => testUser({ id: 1, lang: 'en', orgs: [], permissions: ['staff'] });

const LISTINGS = [
  testListing({ id: 1, title: 'Draft job', status: 'DRAFT' }),
  testListing({ id: 2, title: 'Unpaid job', status: 'AWAITING_PAYMENT' }),
  testListing({
    id: 3,
    title: 'Beach clean-up',
    listingType: 'VOLOP',
    status: 'PUBLISHED',
    jobType: null,
    applicationCount: 12,
    deadline: '2030-03-09T23:59:59.000Z',
  }),
  testListing({ id: 4, title: 'Old event', listingType: 'EVENT', status: 'CLOSED', jobType: null }),
  testListing({ id: 5, title: 'Expired internship', listingType: 'INTERNSHIP', status: 'EXPIRED' }),
];

describe('/admin/{orgId}/listings', () => {
  it('lists every listing with its state in words, its applications and what each state allows', async () => {
    renderOrgArea('/admin/12/listings', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgListings: { data: LISTINGS },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByTestId('listing-row');
    expect(rows.map((row) => within(row).getByTestId('listing-state').textContent)).toEqual([
      '✎Rascunho',
      '◷Aguardando pagamento',
      '●No ar',
      '■Encerrado',
      '✕Expirado',
    ]);
    const [draft, awaiting, live, closed, expired] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const actions = (row: HTMLElement) =>
      Array.from(within(row).getByRole('group').querySelectorAll('a, button'), (el) => el.textContent);
    expect(actions(draft)).toEqual(['Editar', 'Pré-visualizar', 'Publicar']);
    expect(actions(awaiting)).toEqual(['Pré-visualizar', 'Republicar']);
    expect(actions(live)).toEqual(['Editar', 'Pré-visualizar', 'Encerrar', 'Republicar']);
    expect(actions(closed)).toEqual(['Pré-visualizar', 'Republicar']);
    expect(actions(expired)).toEqual(['Pré-visualizar', 'Encerrar', 'Republicar']);
    expect(within(live).getByRole('link', { name: '12 candidaturas para Beach clean-up' })).toHaveAttribute(
      'href',
      '/admin/12/volops/3/applicants',
    );
    expect(within(live).getByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute(
      'href',
      '/admin/12/volops/3/preview',
    );
    expect(within(live).getByRole('link', { name: 'Republicar' })).toHaveAttribute(
      'href',
      '/admin/12/volops/3/repost',
    );
    expect(live).toHaveTextContent(/(09|10)\/03\/2030/);
    expect(within(live).getByRole('rowheader')).toHaveTextContent(
      'Beach clean-upOportunidade de voluntariado',
    );
    // The dashboard's navigation marks the section.
    expect(screen.getByRole('link', { name: 'Anúncios' })).toHaveAttribute('aria-current', 'page');

    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'PUBLISHED' } });
    expect(within(table).getAllByTestId('listing-row')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'JOB' } });
    expect(screen.getByText('Nenhum anúncio corresponde a estes filtros.')).toBeInTheDocument();
  });

  it('closes a live listing after saying what closing does', async () => {
    const { fake } = renderOrgArea('/admin/12/listings', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListings: { data: LISTINGS },
      closeListing: { data: { ...LISTINGS[2]!, status: 'CLOSED' } },
    });
    const table = await screen.findByRole('table');
    const live = within(table).getAllByTestId('listing-row')[2]!;
    fireEvent.click(within(live).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close “Beach clean-up”?' });
    expect(dialog).toHaveTextContent('It leaves search and takes no more applications.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close listing' }));
    await waitFor(() => expect(fake.callsOf('closeListing')).toHaveLength(1));
    expect(fake.callsOf('closeListing')[0]!.url).toBe('/data/orgdashboard/12/listings/3/close');
    expect(await screen.findByTestId('listings-said')).toHaveTextContent('Closed.');
  });

  it('lets staff publish a listing waiting for payment free of charge', async () => {
    const { fake } = renderOrgArea('/admin/12/listings', 'en', staff(), {
      orgDashboard: { data: overview() },
      orgListings: { data: LISTINGS },
      publishListingFree: { data: { ...LISTINGS[1]!, status: 'PUBLISHED' } },
    });
    const table = await screen.findByRole('table');
    const awaiting = within(table).getAllByTestId('listing-row')[1]!;
    fireEvent.click(within(awaiting).getByRole('button', { name: 'Publish free of charge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish “Unpaid job” free of charge?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish free of charge' }));
    await waitFor(() => expect(fake.callsOf('publishListingFree')).toHaveLength(1));
    expect(fake.callsOf('publishListingFree')[0]!.url).toBe('/data/orgdashboard/12/listings/2/publish-free');
  });

  it('publishing an incomplete draft opens its edit page with what is missing', async () => {
    renderOrgArea('/admin/12/listings', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListings: { data: [testListing({ id: 1, title: 'Draft job', description: '' })] },
      orgListing: { data: testListing({ id: 1, title: 'Draft job', description: '' }) },
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/jobs/1/edit'));
    expect(await screen.findByTestId('publish-problems')).toHaveTextContent(
      'Description: Write a description.',
    );
  });

  it('offers publishing free of charge to staff only', async () => {
    renderOrgArea('/admin/12/listings', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListings: { data: LISTINGS },
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Publish free of charge' })).toBeNull();
  });
});
