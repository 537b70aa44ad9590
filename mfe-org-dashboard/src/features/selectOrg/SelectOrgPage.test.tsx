import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  it('with no organisation, starts by creating one', async () => {
    renderOrgArea('/post-a-listing', 'en', testUser({ lang: 'en' }), {
      myOrganizations: { data: { organizations: [] } },
    });
    expect(
      await screen.findByText('To post a listing, create your organization first: it takes a minute.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an organization' })).toHaveAttribute(
      'href',
      '/organizations/create',
    );
  });

  it('with one organisation, goes to its posting section', async () => {
    renderOrgArea('/post-a-listing?listingType=JOB', 'en', testUser({ lang: 'en' }), {
      myOrganizations: { data: { organizations: [mine[0]!] } },
      orgDashboard: { data: overview() },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/post-a-listing'));
  });
});
