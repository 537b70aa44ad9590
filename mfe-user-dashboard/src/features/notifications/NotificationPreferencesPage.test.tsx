import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  EMAIL_PREFERENCE_KINDS,
  type EmailPreferencesRequest,
  type GeneralSettings,
  type Notification,
  type NotificationUpdateRequest,
} from '@opengood/contracts';
import { refusal } from '../../testing/fixtures';
import { renderDashboard, testUser } from '../../testing/renderDashboard';

const SETTINGS: GeneralSettings = {
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
  it('switches a kind of mail off at once, and back when the save fails', async () => {
    let settings = SETTINGS;
    let fail = false;
    const { fake } = renderDashboard('/dashboard/notification-preferences', 'en', testUser({ lang: 'en' }), {
      generalSettings: () => ({ generalSettings: settings }),
      notifications: { data: [] },
      updateEmailPreferences: ({ body }) => {
        if (fail) return refusal(500);
        const { emailPreferences } = body as EmailPreferencesRequest;
        settings = {
          ...settings,
          emailPreferences: settings.emailPreferences.map(
            (p) => emailPreferences.find((b) => b.kind === p.kind) ?? p,
          ),
        };
        return { generalSettings: settings };
      },
    });
    const alerts = await screen.findByRole('switch', { name: 'Saved search alerts' });
    expect(screen.getAllByRole('switch')).toHaveLength(EMAIL_PREFERENCE_KINDS.length);
    fireEvent.click(alerts);
    expect(alerts).not.toBeChecked();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsOf('generalSettings')).toHaveLength(2));
    expect(fake.callsOf('updateEmailPreferences')[0]?.body).toEqual({
      emailPreferences: [{ kind: 'SAVED_SEARCH_ALERTS', enabled: false }],
    });
    expect(screen.getByRole('switch', { name: 'Saved search alerts' })).not.toBeChecked();

    fail = true;
    const receipts = screen.getByRole('switch', { name: 'Application confirmations' });
    fireEvent.click(receipts);
    expect(receipts).not.toBeChecked();
    await waitFor(() => expect(receipts).toBeChecked());
    expect(screen.getByRole('alert')).toHaveTextContent('“Application confirmations” could not be changed.');
    expect(screen.getByRole('switch', { name: 'Saved search alerts' })).not.toBeChecked();
  });

  it('reads and dismisses notifications, in Portuguese', async () => {
    let current = notification;
    const { fake } = renderDashboard('/dashboard/notification-preferences', 'pt', testUser(), {
      generalSettings: { generalSettings: SETTINGS },
      notifications: () => ({ data: [current] }),
      updateNotification: ({ body }) => {
        current = { ...current, ...(body as NotificationUpdateRequest) };
        return { data: current };
      },
    });
    const item = await screen.findByTestId('notification');
    expect(item).toHaveTextContent('Envie seu currículo');
    expect(item).toHaveTextContent('1 de mar. de 2026');
    fireEvent.click(within(item).getByRole('button', { name: 'Marcar como lida' }));
    expect(screen.getByTestId('notification')).toHaveAttribute('data-read', 'true');
    await waitFor(() => expect(fake.callsOf('notifications')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar “Envie seu currículo”' }));
    expect(await screen.findByText('Você está em dia.')).toBeInTheDocument();
    expect(fake.callsOf('updateNotification').map((c) => c.body)).toEqual([
      { read: true },
      { status: 'DISMISSED' },
    ]);
  });

  it('puts a notification back when the change is refused', async () => {
    renderDashboard('/dashboard/notification-preferences', 'en', testUser({ lang: 'en' }), {
      generalSettings: { generalSettings: SETTINGS },
      notifications: { data: [notification] },
      updateNotification: refusal(500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss “Upload your résumé”' }));
    expect(screen.queryByTestId('notification')).toBeNull();
    expect(await screen.findByTestId('notification')).toHaveAttribute('data-read', 'false');
  });

  it('turns the public profile on (POST profile/enable: it changes state)', async () => {
    let settings = SETTINGS;
    const { fake } = renderDashboard('/dashboard/notification-preferences', 'en', testUser({ lang: 'en' }), {
      generalSettings: () => ({ generalSettings: settings }),
      notifications: { data: [] },
      enableProfile: () => {
        settings = { ...settings, profile: { enabled: true, username: null, published: false } };
        return { generalSettings: settings };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up my public profile' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(fake.callsOf('enableProfile').map((c) => c.method)).toEqual(['POST']);
  });
});
