import { act, fireEvent, screen } from '@testing-library/react';
import type { UnsubscribeAnswer } from '@opengood/contracts';
import { refusal } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/renderDashboard';
import { matchUnsubscribeLink } from './unsubscribeApi';

const SIG = 'Ab_-'.repeat(10) + 'xyz';
const PATH = `/unsubscribe/saved-search-4/7/1700000000?sig=${SIG}`;
const API = '/data/unsubscribe/saved-search-4/7/1700000000';
const ORG_PATH = `/unsubscribe/org/3/applications-received/7/1700000000?sig=${SIG}`;
const ORG_API = '/data/unsubscribe/org/3/applications-received/7/1700000000';
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const on: UnsubscribeAnswer = {
  data: {
    preferenceName: 'saved-search-4',
    kind: 'SAVED_SEARCH_ALERTS',
    savedSearchName: 'nurse · Toronto, ON',
    organizationName: null,
    subscribed: true,
  },
};
const orgOn: UnsubscribeAnswer = {
  data: {
    preferenceName: 'applications-received',
    kind: 'APPLICATIONS_RECEIVED',
    savedSearchName: null,
    organizationName: 'Green Futures',
    subscribed: true,
  },
};

describe('the unsubscribe link page', () => {
  it('reads both shapes of link, and marks one whose parts are not a link’s', () => {
    const at = (p: string) => matchUnsubscribeLink(new URL(p, 'http://x'));
    expect(at(ORG_PATH)).toEqual({
      preferenceName: 'applications-received',
      userId: '7',
      timestamp: '1700000000',
      sig: SIG,
      orgId: '3',
    });
    expect(at(PATH)).not.toHaveProperty('malformed');
    expect(at(`/unsubscribe/org/x/applications-received/7/1700000000?sig=${SIG}`)).toMatchObject({
      malformed: true,
    });
    expect(at('/unsubscribe/saved-search-4/7/1700000000?sig=short')).toMatchObject({ malformed: true });
    expect(at(`/unsubscribe/saved-search-4/seven/1700000000?sig=${SIG}`)).toMatchObject({ malformed: true });
    expect(at('/unsubscribe/saved-search-4/7')).toBeNull();
    expect(at('/dashboard/saved-items')).toBeNull();
  });

  it('changes nothing on load, unsubscribes on the button, says what, and undoes it (signed out, Spanish)', async () => {
    let subscribed = true;
    const now = () => ({ data: { ...on.data, subscribed } });
    const { fake } = renderDashboard(PATH, 'es', null, {
      unsubscribeLink: now,
      unsubscribe: () => {
        subscribed = false;
        return now();
      },
      resubscribe: () => {
        subscribed = true;
        return now();
      },
    });
    await flush();
    expect(fake.calls).toEqual([expect.objectContaining({ method: 'GET', url: API, query: { sig: SIG } })]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¿Dejar de recibir estos correos?');
    expect(
      screen.getByText(
        'Esto desactiva: las alertas por correo de tu búsqueda guardada «nurse · Toronto, ON».',
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' })));
    await flush();
    expect(fake.callsOf('unsubscribe')).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: API,
        query: { sig: SIG },
        params: { preferenceName: 'saved-search-4', userId: '7', timestamp: '1700000000' },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Te diste de baja');
    expect(screen.getByTestId('unsubscribe-done')).toHaveTextContent('Ya no recibirás: las alertas');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deshacer' })));
    await flush();
    expect(fake.callsOf('resubscribe')).toEqual([
      expect.objectContaining({ method: 'POST', url: `${API}/undo`, query: { sig: SIG } }),
    ]);
    // The page is loaded again after each click, so going back to it later says where things stand.
    expect(fake.callsOf('unsubscribeLink')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Estos correos vuelven a estar activos',
    );
    expect(document.title).toContain('Darse de baja');
  });

  it('names the organisation of an org link, and its kind of mail (Portuguese)', async () => {
    let subscribed = true;
    const { fake } = renderDashboard(ORG_PATH, 'pt', null, {
      orgUnsubscribeLink: () => ({ data: { ...orgOn.data, subscribed } }),
      orgUnsubscribe: () => {
        subscribed = false;
        return { data: { ...orgOn.data, subscribed } };
      },
    });
    await flush();
    expect(fake.calls.map((c) => c.route)).toEqual(['orgUnsubscribeLink']);
    expect(
      screen.getByText(
        'Isto desativa: os avisos de novos candidatos aos anúncios de Green Futures (suas outras organizações não mudam).',
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar inscrição' })));
    await flush();
    expect(fake.callsOf('orgUnsubscribe')).toEqual([
      expect.objectContaining({
        url: ORG_API,
        query: { sig: SIG },
        params: { orgId: '3', preferenceName: 'applications-received', userId: '7', timestamp: '1700000000' },
      }),
    ]);
    expect(screen.getByTestId('unsubscribe-done')).toHaveTextContent(
      'Você não receberá mais: os avisos de novos candidatos aos anúncios de Green Futures',
    );
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
    // The same preferences as the organisation's notification preferences page, which it leads to.
    expect(
      screen.getByRole('link', { name: 'Escolher quais e-mails você recebe desta organização' }),
    ).toHaveAttribute('href', expect.stringContaining('/admin/3/notification-preferences'));
  });

  it('names each kind an organisation mails its admins (a team-changes link, Spanish)', async () => {
    const path = `/unsubscribe/org/3/team-changes/7/1700000000?sig=${SIG}`;
    const teamOn = { data: { ...orgOn.data, preferenceName: 'team-changes', kind: 'TEAM_CHANGES' as const } };
    renderDashboard(path, 'es', null, { orgUnsubscribeLink: teamOn });
    await flush();
    expect(
      screen.getByText(
        'Esto desactiva: los avisos de cambios en el equipo de Green Futures y de solicitudes para unirse (tus otras organizaciones no cambian).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Elegir qué correos recibes de esta organización' }),
    ).toHaveAttribute('href', expect.stringContaining('/admin/3/notification-preferences'));
  });

  it('says what a personal kind link turns off (English)', async () => {
    const path = `/unsubscribe/application-confirmations/7/1700000000?sig=${SIG}`;
    renderDashboard(path, 'en', null, {
      unsubscribeLink: {
        data: {
          ...orgOn.data,
          preferenceName: 'application-confirmations',
          kind: 'APPLICATION_CONFIRMATIONS',
          organizationName: null,
        },
      },
    });
    await flush();
    expect(
      screen.getByText('This turns off: the receipts of the applications, interest and attendance you send.'),
    ).toBeInTheDocument();
  });

  it('says a link with a refused signature is not valid (Portuguese)', async () => {
    renderDashboard(PATH, 'pt', null, {
      unsubscribeLink: refusal(400, { sig: 'Invalid signature' }),
    });
    await flush();
    expect(screen.getByTestId('unsubscribe-invalid')).toHaveTextContent('Este link não é válido');
  });

  it('refuses a malformed link without asking the api (Spanish)', async () => {
    const { fake } = renderDashboard(
      `/unsubscribe/org/3/applications-received/7/1700000000?sig=cut`,
      'es',
      null,
      {},
    );
    await flush();
    expect(fake.calls).toEqual([]);
    expect(screen.getByTestId('unsubscribe-invalid')).toHaveTextContent('Este enlace no es válido');
  });

  it('says when the saved search is gone (English)', async () => {
    renderDashboard(PATH, 'en', null, {
      unsubscribeLink: { data: { ...on.data, savedSearchName: null, subscribed: false } },
    });
    await flush();
    expect(
      screen.getByText('This saved search no longer exists, so it sends no more emails.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
