import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrgRequest } from '@opengood/contracts';
import { selectUser } from '@opengood/platform';
import { ORG, overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';

const ana = () =>
  testUser({
    lang: 'en',
    orgs: [
      { id: 12, name: 'Green Futures', isOwner: true, selected: false },
      { id: 15, name: 'Río Verde', isOwner: true, selected: false },
    ],
  });

describe('/admin/{orgId}/edit', () => {
  it('prefills the profile, previews it as it is typed, and saves; a refusal by its field', async () => {
    let refuse = true;
    const { fake } = renderOrgArea('/admin/12/edit', 'en', ana(), {
      orgDashboard: { data: overview() },
      updateOrganization: ({ body }) =>
        refuse
          ? refusal(400, { name: 'ORG_NAME_LENGTH' })
          : { data: { org: { ...ORG, name: (body as OrgRequest).name } } },
    });
    const form = await screen.findByTestId('edit-org-form');
    const name = within(form).getByLabelText('Organization name', { exact: false });
    expect(name).toHaveValue('Green Futures');
    expect(within(form).getByLabelText('Education')).toBeChecked();
    const preview = screen.getByTestId('org-preview');
    expect(within(preview).getByRole('heading', { level: 4, name: 'Green Futures' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('greenfutures.example');
    fireEvent.change(name, { target: { value: 'Green Futures Brasil' } });
    expect(
      within(preview).getByRole('heading', { level: 4, name: 'Green Futures Brasil' }),
    ).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await within(form).findAllByText('Use between 2 and 120 characters.')).length).toBeGreaterThan(0);
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(fake.callsOf('updateOrganization').at(-1)).toMatchObject({
      url: '/data/orgdashboard/12/organization',
      body: { name: 'Green Futures Brasil', website: 'https://greenfutures.example' },
    });
  });

  it('deletes the organisation after its name is typed again; the dialog says what happens', async () => {
    const { fake, store } = renderOrgArea('/admin/12/edit', 'en', ana(), {
      orgDashboard: { data: overview() },
      deleteOrganization: ({ body }) =>
        (body as { confirmName: string }).confirmName.trim() === 'Green Futures'
          ? { data: { deleted: true } }
          : refusal(400, { confirmName: 'CONFIRM_NAME_MISMATCH' }),
      myOrganizations: { data: { organizations: [] } },
    });
    const start = await screen.findByRole('button', { name: 'Delete organization…' });
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Green Futures?' });
    expect(dialog).toHaveTextContent('all of its listings close and leave search;');
    expect(dialog).toHaveTextContent('(410)');
    const input = within(dialog).getByLabelText('Type the organization’s name to confirm', { exact: false });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'Green' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' })));
    expect(
      await within(dialog).findByText('Type the organization’s name exactly as it is written.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Green Futures' } });
    const dashboardLoads = fake.callsOf('orgDashboard').length;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' })));
    await waitFor(() => expect(window.location.pathname).toBe('/select-org'));
    // The deleted organisation's page is not loaded again (the api would answer 403 and send the user home).
    expect(fake.callsOf('orgDashboard')).toHaveLength(dashboardLoads);
    expect(fake.callsOf('deleteOrganization').at(-1)).toMatchObject({
      method: 'DELETE',
      body: { confirmName: 'Green Futures' },
    });
    expect(selectUser(store.getState())?.orgs).toEqual([
      { id: 15, name: 'Río Verde', isOwner: true, selected: false },
    ]);
  });

  it('offers deleting to owners and staff only: a plain admin is told who may', async () => {
    const plain = testUser({
      lang: 'en',
      orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: true }],
    });
    renderOrgArea('/admin/12/edit', 'en', plain, { orgDashboard: { data: overview() } });
    expect(await screen.findByTestId('delete-org-owners-only')).toHaveTextContent(
      'Only an owner of the organization can delete it.',
    );
    expect(screen.queryByRole('button', { name: 'Delete organization…' })).toBeNull();
    cleanup();
    const staff = testUser({ lang: 'en', orgs: [], permissions: ['staff'] });
    renderOrgArea('/admin/12/edit', 'en', staff, { orgDashboard: { data: overview() } });
    expect(await screen.findByRole('button', { name: 'Delete organization…' })).toBeInTheDocument();
    expect(screen.queryByTestId('delete-org-owners-only')).toBeNull();
  });

  it('cancelling the deletion gives the focus back to its button', async () => {
    renderOrgArea('/admin/12/edit', 'en', ana(), { orgDashboard: { data: overview() } });
    const start = await screen.findByRole('button', { name: 'Delete organization…' });
    start.focus();
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(start).toHaveFocus();
  });
});
