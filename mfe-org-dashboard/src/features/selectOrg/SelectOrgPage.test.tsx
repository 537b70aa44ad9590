import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyOrganization } from '@opengood/contracts';
import { overview, refusal, renderOrgArea, testUser, TEAM } from '../../testing/renderOrgArea';

const mine: MyOrganization[] = [
  { id: 12, name: 'Green Futures', isOwner: true, selected: false },
  { id: 15, name: 'Río Verde', isOwner: false, selected: false },
];

describe('/select-org, /admins, /edit-org', () => {
  it('lists the organisations; choosing one remembers it and opens its dashboard', async () => {
    const { fake } = renderOrgArea('/select-org', 'en', testUser(), {
      myOrganizations: { data: { organizations: mine } },
      selectOrganization: ({ body }) => ({
        data: {
          organizations: mine.map((o) => ({ ...o, selected: o.id === (body as { orgId: number }).orgId })),
        },
      }),
      orgDashboard: { data: overview() },
    });
    const link = await screen.findByRole('link', { name: 'Río Verde' });
    expect(link).toHaveAttribute('href', '/admin/15');
    fireEvent.click(link);
    await waitFor(() =>
      expect(fake.callsOf('selectOrganization').map((c) => c.body)).toEqual([{ orgId: 15 }]),
    );
    expect(window.location.pathname).toBe('/admin/15');
  });

  it('with none, leads to creating one (in Spanish)', async () => {
    renderOrgArea('/select-org', 'es', testUser({ lang: 'es' }), {
      myOrganizations: { data: { organizations: [] } },
    });
    expect(
      await screen.findByText('Todavía no eres administrador de ninguna organización.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una organización' })).toHaveAttribute(
      'href',
      '/organizations/create',
    );
  });

  it('/admins goes to the selected organisation’s admins page', async () => {
    renderOrgArea('/admins', 'en', testUser(), {
      myOrganizations: { data: { organizations: [mine[0]!, { ...mine[1]!, selected: true }] } },
      orgDashboard: { data: overview() },
      orgTeam: { data: TEAM },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/15/admins'));
  });

  it('/edit-org asks which organisation when none is selected, linking to each one’s editor', async () => {
    renderOrgArea('/edit-org', 'en', testUser(), {
      myOrganizations: { data: { organizations: mine } },
      orgDashboard: refusal(503),
    });
    expect(await screen.findByRole('link', { name: 'Green Futures' })).toHaveAttribute(
      'href',
      '/admin/12/edit',
    );
  });
});

describe('/post-a-listing', () => {
  it('with no organisation, starts by creating one (the type asked for kept)', async () => {
    renderOrgArea('/post-a-listing?listingType=VOLOP', 'en', testUser({ lang: 'en' }), {
      myOrganizations: { data: { organizations: [] } },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/organizations/create'));
    expect(window.location.search).toBe('?listingType=VOLOP');
    expect(await screen.findByTestId('create-org')).toBeInTheDocument();
  });

  it('/jobs/create and /internships/create lead to the chosen organisation’s create page', async () => {
    renderOrgArea('/jobs/create', 'en', testUser({ lang: 'en' }), {
      myOrganizations: { data: { organizations: [{ ...mine[0]!, selected: true }, mine[1]!] } },
      orgDashboard: { data: overview() },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/jobs/create'));
    expect(await screen.findByTestId('listing-form')).toHaveAttribute('data-listing-type', 'JOB');
  });

  it('asks which organisation first when there are several and none is chosen', async () => {
    renderOrgArea('/internships/create', 'en', testUser({ lang: 'en' }), {
      myOrganizations: { data: { organizations: mine.map((org) => ({ ...org, selected: false })) } },
    });
    const page = await screen.findByTestId('select-org');
    expect(within(page).getAllByRole('link')[0]).toHaveAttribute('href', '/admin/12/internships/create');
  });

  it('with one organisation, goes to its posting section', async () => {
    renderOrgArea('/post-a-listing?listingType=JOB', 'en', testUser({ lang: 'en' }), {
      myOrganizations: { data: { organizations: [mine[0]!] } },
      orgDashboard: { data: overview() },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/post-a-listing'));
    expect(window.location.search).toBe('?listingType=JOB');
    expect(await screen.findByRole('radio', { name: 'Job' })).toBeChecked();
  });
});
