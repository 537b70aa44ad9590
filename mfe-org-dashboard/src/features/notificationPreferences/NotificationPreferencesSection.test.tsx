import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OrgNotificationPreferences, OrgNotificationPreferencesAnswer } from '@opengood/contracts';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';

const ALL_ON: OrgNotificationPreferences = {
  applicationsReceived: true,
  applicationsDigest: true,
  billing: true,
  teamChanges: true,
};
const answer = (
  data: Partial<OrgNotificationPreferencesAnswer['data']> = {},
): OrgNotificationPreferencesAnswer => ({
  data: { preferences: ALL_ON, recipient: true, offForAllOrganizations: [], ...data },
});
const ana = (lang: 'en' | 'es' | 'pt' = 'en') =>
  testUser({
    id: 7,
    lang,
    email: 'ana@example.org',
    orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: true }],
  });

describe('/admin/{orgId}/notification-preferences', () => {
  it('shows every kind on by default, saves a change, and says when it is saved and when it is not yet', async () => {
    let stored = ALL_ON;
    const { fake } = renderOrgArea('/admin/12/notification-preferences', 'en', ana(), {
      orgDashboard: { data: overview() },
      orgNotificationPreferences: () => answer({ preferences: stored }),
      updateOrgNotificationPreferences: ({ body }) => {
        stored = body as OrgNotificationPreferences;
        return answer({ preferences: stored });
      },
    });
    const form = await screen.findByTestId('org-notification-preferences-form');
    expect(screen.getByRole('heading', { level: 2, name: 'Notification preferences' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText(/They go to ana@example\.org\./)).toBeInTheDocument();
    const group = within(form).getByRole('group', { name: 'Emails from Green Futures' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).toBeChecked();
    const digest = within(group).getByRole('checkbox', { name: 'Daily summary of applications' });
    expect(digest).toHaveAccessibleDescription(
      'One email a day listing the applications of the last 24 hours. None on days without any.',
    );
    const status = screen.getByTestId('org-notification-preferences-status');
    expect(status).toHaveTextContent('');

    fireEvent.click(digest);
    expect(digest).not.toBeChecked();
    expect(status).toHaveTextContent('You have changes that are not saved yet.');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save preferences' })));
    expect(await screen.findByText('Your preferences are saved.')).toBeInTheDocument();
    expect(fake.callsOf('updateOrgNotificationPreferences').at(-1)).toMatchObject({
      method: 'PUT',
      url: '/data/orgdashboard/12/notification-preferences',
      body: { ...ALL_ON, applicationsDigest: false },
    });
    expect(within(form).getByRole('checkbox', { name: 'Daily summary of applications' })).not.toBeChecked();
    // Changed again: not saved any more.
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Billing' }));
    expect(status).toHaveTextContent('You have changes that are not saved yet.');
  });

  it('in Spanish: the kinds in Spanish, and a refusal said beside its field', async () => {
    renderOrgArea('/admin/12/notification-preferences', 'es', ana('es'), {
      orgDashboard: { data: overview() },
      orgNotificationPreferences: answer({ preferences: { ...ALL_ON, billing: false } }),
      updateOrgNotificationPreferences: refusal(400, { teamChanges: 'PREFERENCE_INVALID' }),
    });
    const form = await screen.findByTestId('org-notification-preferences-form');
    expect(within(form).getByRole('checkbox', { name: 'Facturación' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Nuevas postulaciones' })).toBeChecked();
    const team = within(form).getByRole('checkbox', { name: 'Cambios en el equipo' });
    fireEvent.click(team);
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Guardar preferencias' })),
    );
    expect(
      (await within(form).findAllByText('Indica si quieres recibir estos correos.')).length,
    ).toBeGreaterThan(0);
    expect(team).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('org-notification-preferences-status')).toHaveTextContent(
      'Tienes cambios sin guardar.',
    );
  });

  it('says which kind the admin turned off for every organisation, with a way there (Portuguese)', async () => {
    renderOrgArea('/admin/12/notification-preferences', 'pt', ana('pt'), {
      orgDashboard: { data: overview() },
      orgNotificationPreferences: answer({ offForAllOrganizations: ['applicationsReceived'] }),
    });
    const note = await screen.findByTestId('off-for-all-applicationsReceived');
    expect(note).toHaveTextContent('Desativado para todas as suas organizações');
    expect(
      within(note).getByRole('link', { name: 'Abrir as suas preferências de notificação' }),
    ).toHaveAttribute('href', '/dashboard/notification-preferences');
    expect(screen.queryByTestId('off-for-all-billing')).toBeNull();
  });

  it('tells staff who do not administer the organisation that it mails them nothing, with no form', async () => {
    renderOrgArea(
      '/admin/12/notification-preferences',
      'en',
      testUser({ id: 99, lang: 'en', permissions: ['staff'] }),
      {
        orgDashboard: { data: overview() },
        orgNotificationPreferences: answer({ recipient: false }),
      },
    );
    expect(await screen.findByTestId('org-notification-preferences-none')).toHaveTextContent(
      'You do not administer Green Futures, so it sends you no emails.',
    );
    expect(screen.queryByTestId('org-notification-preferences-form')).toBeNull();
  });

  it('is the one page of its section: a longer path is the area’s not-found page, not a placeholder', async () => {
    renderOrgArea('/admin/12/notification-preferences/extra', 'en', ana(), {
      orgDashboard: { data: overview() },
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('org-dashboard-section')).toBeNull();
  });
});
