import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMAIL_PREFERENCE_KINDS, type GeneralSettings, type Notification } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import { renderDashboard, testUser } from '../../testing/renderDashboard';

const settings: GeneralSettings = {
  emailPreferences: EMAIL_PREFERENCE_KINDS.map((kind) => ({ kind, enabled: true })),
  profile: { enabled: false, username: null, published: false },
};
const notification: Notification = {
  id: 4,
  kind: 'UPLOAD_RESUME',
  status: 'NEW',
  viewed: true,
  read: false,
  created: '2026-03-01T12:00:00.000Z',
};

describe('notification preferences', () => {
  it('switches a kind of mail off and back when the save fails', async () => {
    let fail = false;
    const { calls } = renderDashboard('/dashboard/notification-preferences', 'en', testUser({ lang: 'en' }), {
      '/data/userdashboard/general-settings': { generalSettings: settings },
      '/data/notifications': { data: [] },
      'PUT /data/userdashboard/general-settings/email-preferences': (body: { emailPreferences: GeneralSettings['emailPreferences'] }) => {
        if (fail) throw new HttpError(500, '{}', {});
        return {
          generalSettings: {
            ...settings,
            emailPreferences: settings.emailPreferences.map((p) => body.emailPreferences.find((b) => b.kind === p.kind) ?? p),
          },
        };
      },
    });
    const newsletter = await screen.findByRole('switch', { name: 'Saved search alerts' });
    expect(screen.getAllByRole('switch')).toHaveLength(EMAIL_PREFERENCE_KINDS.length);
    fireEvent.click(newsletter);
    expect(newsletter).not.toBeChecked();
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { emailPreferences: [{ kind: 'SAVED_SEARCH_ALERTS', enabled: false }] } }),
      ),
    );
    fail = true;
    const surveys = screen.getByRole('switch', { name: 'Application confirmations' });
    fireEvent.click(surveys);
    await waitFor(() => expect(surveys).toBeChecked());
    expect(screen.getByRole('alert')).toHaveTextContent('“Application confirmations” could not be changed.');
    expect(newsletter).not.toBeChecked();
  });

  it('reads and dismisses notifications, in Portuguese', async () => {
    const { calls } = renderDashboard('/dashboard/notification-preferences', 'pt', testUser(), {
      '/data/userdashboard/general-settings': { generalSettings: settings },
      '/data/notifications': { data: [notification] },
      'PATCH /data/notifications/4': (change: Partial<Notification>) => ({ data: { ...notification, ...change } }),
    });
    const item = await screen.findByTestId('notification');
    expect(item).toHaveTextContent('Envie seu currículo');
    expect(item).toHaveTextContent('1 de mar. de 2026');
    fireEvent.click(within(item).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(screen.getByTestId('notification')).toHaveAttribute('data-read', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar “Envie seu currículo”' }));
    expect(await screen.findByText('Você está em dia.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ read: true }, { status: 'DISMISSED' }]);
  });

  it('turns the public profile on (POST profile/enable: it changes state)', async () => {
    const { calls } = renderDashboard('/dashboard/notification-preferences', 'en', testUser({ lang: 'en' }), {
      '/data/userdashboard/general-settings': { generalSettings: settings },
      '/data/notifications': { data: [] },
      'POST /data/userdashboard/profile/enable': {
        generalSettings: { ...settings, profile: { enabled: true, username: null, published: false } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up my public profile' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/data/userdashboard/profile/enable').map((c) => c.method)).toEqual(['POST']);
  });
});
