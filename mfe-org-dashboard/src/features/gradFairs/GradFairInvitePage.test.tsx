import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GradFairInvite } from '@opengood/contracts';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { testInvite } from './testFairs';

const admin = testUser({
  id: 7,
  lang: 'en',
  orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: false }],
});
const PATH = '/admin/12/grad-fairs/invites/41';

/** The api: the invitation as it is, and as it becomes once answered. */
function api(answer: (accept: boolean) => GradFairInvite | Error) {
  let invite = testInvite();
  return {
    orgDashboard: { data: overview() },
    orgGradFairInvite: () => ({ data: { invite } }),
    answerGradFairInvite: ({ body }: { body: unknown }) => {
      const result = answer((body as { accept: boolean }).accept);
      if (result instanceof Error) throw result;
      invite = result;
      return { data: { invite } };
    },
  };
}

describe('/admin/{orgId}/grad-fairs/invites/{inviteId}', () => {
  it('accepts: the organisation is registered, and the focus moves to what was answered', async () => {
    const answeredAt = new Date().toISOString();
    const { fake } = renderOrgArea(
      PATH,
      'en',
      admin,
      api(() =>
        testInvite({
          status: 'ACCEPTED',
          answerable: false,
          answeredAt,
          fair: { ...testInvite().fair, registeredAt: answeredAt, spotsLeft: 11 },
        }),
      ),
    );
    const page = await screen.findByTestId('grad-fair-invite');
    expect(
      within(page).getByRole('heading', {
        level: 2,
        name: 'Invitation to Public Service Graduate Fair Manhattan',
      }),
    ).toBeInTheDocument();
    expect(page).toHaveTextContent('Green Futures is invited to take part in this fair.');
    // Its registration has closed, but an invitation still lets the organisation in.
    expect(page).toHaveTextContent('Registration closed');
    expect(page).toHaveTextContent(/even after registration has closed/);
    await act(async () => fireEvent.click(within(page).getByRole('button', { name: 'Accept and register' })));
    const said = await screen.findByTestId('invite-answer');
    expect(said).toHaveTextContent(/^Accepted on .*: Green Futures is registered for this fair\.$/);
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(fake.callsOf('answerGradFairInvite').map((c) => [c.url, c.body])).toEqual([
      ['/data/orgdashboard/12/grad-fairs/invites/41', { accept: true }],
    ]);
    expect(within(page).queryByRole('button', { name: 'Accept and register' })).toBeNull();
  });

  it('declines after a confirmation, in Portuguese', async () => {
    const { fake } = renderOrgArea(
      PATH,
      'pt',
      testUser({ id: 7, lang: 'pt' }),
      api(() => testInvite({ status: 'DECLINED', answerable: false, answeredAt: new Date().toISOString() })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Recusar o convite para Public Service Graduate Fair Manhattan?',
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar convite' })));
    expect(await screen.findByTestId('invite-answer')).toHaveTextContent(/^Recusado em /);
    expect(fake.callsOf('answerGradFairInvite')[0]?.body).toEqual({ accept: false });
  });

  it('says a refusal (a full fair) in words and keeps the buttons', async () => {
    renderOrgArea(
      PATH,
      'es',
      testUser({ id: 7, lang: 'es' }),
      api(() => refusal(409, { fairId: 'FAIR_FULL' })),
    );
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Aceptar e inscribirse' })),
    );
    expect(
      await screen.findByText('Esta feria está completa: todas las mesas están ocupadas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar e inscribirse' })).toBeEnabled();
  });

  it('an invitation of a fair that has begun can only be read', async () => {
    renderOrgArea(PATH, 'en', admin, {
      orgDashboard: { data: overview() },
      orgGradFairInvite: { data: { invite: testInvite({ answerable: false }) } },
    });
    expect(
      await screen.findByText('This fair has begun: the invitation can no longer be answered.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('an unknown invitation is the not-found page', async () => {
    renderOrgArea(PATH, 'en', admin, {
      orgDashboard: { data: overview() },
      orgGradFairInvite: refusal(404, { inviteId: 'No invite found' }),
    });
    expect(await screen.findByText(/couldn't find the page/i)).toBeInTheDocument();
  });
});
