import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublicInvite } from '@opengood/contracts';
import { selectUser } from '@opengood/platform';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';

const ID = 'Xy3_abcdefghijklmnopqr';
const invite = (over: Partial<PublicInvite> = {}): PublicInvite => ({
  id: ID,
  orgId: 12,
  orgName: 'Green Futures',
  email: 'new@example.org',
  expiresAt: '2026-12-04T00:00:00.000Z',
  status: 'OPEN',
  ...over,
});

describe('/user-invites/{inviteId}', () => {
  it('signed out: who invited which address, and log in / sign up links that come back', async () => {
    renderOrgArea(`/user-invites/${ID}`, 'en', null, { invite: { data: { invite: invite() } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Green Futures on OpenGood' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Green Futures invited new@example.org to help manage its organization.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The invitation can be accepted until Dec 4, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?to=%2Fuser-invites%2F${ID}`,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup?invite=${ID}`);
  });

  it('signed in with the invited address: accepts and lands in the dashboard', async () => {
    const user = testUser({ email: 'new@example.org', lang: 'es' });
    const { fake, store } = renderOrgArea(`/user-invites/${ID}`, 'es', user, {
      invite: { data: { invite: invite() } },
      acceptInvite: { data: { orgId: 12 } },
      orgDashboard: { data: overview() },
    });
    const accept = await screen.findByRole('button', { name: 'Aceptar la invitación' });
    await act(async () => fireEvent.click(accept));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12'));
    expect(fake.callsOf('acceptInvite')[0]?.url).toBe(`/data/website/invites/${ID}/accept`);
    expect(selectUser(store.getState())?.orgs).toEqual([
      { id: 12, name: 'Green Futures', isOwner: false, selected: false },
    ]);
  });

  it('says why it cannot be accepted: unverified address, another account, expired', async () => {
    renderOrgArea(`/user-invites/${ID}`, 'en', testUser({ email: 'new@example.org', emailVerified: false }), {
      invite: { data: { invite: invite() } },
      acceptInvite: refusal(403, { email: 'EMAIL_NOT_VERIFIED' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Confirm your email address first, then try again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/user-invites/${ID}`);
  });

  it('signed in as someone else', async () => {
    renderOrgArea(`/user-invites/${ID}`, 'en', testUser({ email: 'ana@example.org' }), {
      invite: { data: { invite: invite() } },
    });
    expect(await screen.findByTestId('invite-wrong-account')).toHaveTextContent(
      'This invitation is for new@example.org, but you are signed in as ana@example.org.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('expired, in Portuguese', async () => {
    renderOrgArea(`/user-invites/${ID}`, 'pt', testUser({ email: 'new@example.org' }), {
      invite: { data: { invite: invite({ status: 'EXPIRED' }) } },
    });
    expect(await screen.findByTestId('invite-expired')).toHaveTextContent(
      'Este convite expirou. Peça a um administrador de Green Futures para convidar você de novo.',
    );
  });

  it('shows not found for an unknown invite, and for an id that cannot be one without asking', async () => {
    const { fake } = renderOrgArea('/user-invites/short', 'en', null, {});
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });
});
