import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectUser } from '@opengood/platform';
import { TEAM, overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';

const ana = () =>
  testUser({ id: 7, lang: 'en', orgs: [{ id: 12, name: 'Green Futures', isOwner: true, selected: false }] });
const answers = { orgDashboard: { data: overview() }, orgTeam: { data: TEAM } };

describe('/admin/{orgId}/admins', () => {
  it('lists admins (Owner, You), open invites with their expiry in the page language, and requests', async () => {
    renderOrgArea('/admin/12/admins', 'pt', testUser({ id: 7, lang: 'pt' }), answers);
    const team = await screen.findByTestId('org-team');
    expect(within(team).getByRole('heading', { level: 2, name: 'Administradores' })).toBeInTheDocument();
    const ana = within(team).getByText('Ana Lima').closest('tr')!;
    expect(ana).toHaveTextContent('Você');
    expect(ana).toHaveTextContent('Proprietário');
    expect(within(team).getByText('new@example.org').closest('tr')).toHaveTextContent('4 de dez. de 2026');
    expect(within(team).getByRole('button', { name: 'Aprovar cy@example.org' })).toBeInTheDocument();
    // Owners also add owners.
    expect(screen.getByTestId('add-owner-form')).toBeInTheDocument();
  });

  it('adds an admin by email and says whether they were added or invited; a refusal by the field', async () => {
    const { fake } = renderOrgArea('/admin/12/admins', 'en', ana(), {
      ...answers,
      addAdmin: ({ body }) => {
        const { email } = body as { email: string };
        if (email === 'bo@example.org') {
          return { data: { kind: 'admin', admin: TEAM.admins[1]! } };
        }
        return { data: { kind: 'invite', invite: { ...TEAM.invites[0]!, email } } };
      },
      addOwner: refusal(404, { email: 'Missing user' }),
    });
    const form = await screen.findByTestId('add-admin-form');
    const email = within(form).getByLabelText('Email address');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add admin' }));
    expect(
      (await within(form).findAllByText('Enter an email address like name@example.org.')).length,
    ).toBeGreaterThan(0);
    fireEvent.change(email, { target: { value: ' Someone@Example.org ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add admin' }));
    expect(
      await within(form).findByText('We sent an invitation to someone@example.org.'),
    ).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'bo@example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add admin' }));
    expect(await within(form).findByText('bo@example.org is now an admin.')).toBeInTheDocument();
    expect(fake.callsOf('addAdmin').map((c) => c.body)).toEqual([
      { email: 'someone@example.org' },
      { email: 'bo@example.org' },
    ]);

    const owners = screen.getByTestId('add-owner-form');
    fireEvent.change(within(owners).getByLabelText('Email address'), {
      target: { value: 'nobody@example.org' },
    });
    fireEvent.click(within(owners).getByRole('button', { name: 'Add owner' }));
    expect(
      (await within(owners).findAllByText('Nobody has an OpenGood account with this email address.')).length,
    ).toBeGreaterThan(0);
  });

  it('hides "Add an owner" from a plain admin', async () => {
    renderOrgArea('/admin/12/admins', 'en', testUser({ id: 8, lang: 'en' }), answers);
    await screen.findByTestId('add-admin-form');
    expect(screen.queryByTestId('add-owner-form')).toBeNull();
  });

  it('resends and revokes invites, approves requests, and says a refusal', async () => {
    const { fake } = renderOrgArea('/admin/12/admins', 'en', ana(), {
      ...answers,
      resendInvite: refusal(429, { request: 'RATE_LIMITED' }),
      revokeInvite: { data: { revoked: true } },
      answerAdminRequest: { data: { admin: { ...TEAM.admins[1]!, id: 9, email: 'cy@example.org' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to new@example.org' }));
    expect(
      await screen.findByText('Too many attempts. Wait a few minutes, then try again.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to new@example.org' }));
    expect(await screen.findByText('The invitation to new@example.org was revoked.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve cy@example.org' }));
    expect(await screen.findByText('cy@example.org is now an admin.')).toBeInTheDocument();
    expect(fake.callsOf('answerAdminRequest')[0]).toMatchObject({
      url: '/data/orgdashboard/12/admin-requests/31',
      body: { approved: true },
    });
  });

  it('removes an admin after a confirmation; the focus goes back to the button', async () => {
    const { fake } = renderOrgArea('/admin/12/admins', 'en', ana(), {
      ...answers,
      removeAdmin: { data: { removed: true, self: false } },
    });
    const button = await screen.findByRole('button', { name: 'Remove Bo Diaz' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bo Diaz?' });
    // Destructive: the focus starts on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    expect(await screen.findByText('Bo Diaz was removed.')).toBeInTheDocument();
    expect(fake.callsOf('removeAdmin')[0]?.url).toBe('/data/orgdashboard/12/admins/8');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('says the last owner cannot go, and removing yourself leaves the dashboard', async () => {
    let last = true;
    const { store, fake } = renderOrgArea('/admin/12/admins', 'en', ana(), {
      ...answers,
      removeAdmin: () =>
        last ? refusal(409, { adminId: 'LAST_OWNER' }) : { data: { removed: true, self: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ana Lima' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove yourself?' });
    expect(dialog).toHaveTextContent('You will lose access to this organization’s dashboard.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    expect(
      await screen.findByText('The organization’s last owner cannot be removed. Add another owner first.'),
    ).toBeInTheDocument();
    last = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Lima' }));
    const again = await screen.findByRole('alertdialog');
    const teamLoads = fake.callsOf('orgTeam').length;
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(selectUser(store.getState())?.orgs).toEqual([]);
    // The team just left is not loaded again (the api would answer 403 and send the user home).
    expect(fake.callsOf('orgTeam')).toHaveLength(teamLoads);
  });
});
