import { act, fireEvent, screen } from '@testing-library/react';
import { DATA_PREFIX, DATA_ROUTES } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import { renderDashboard } from '../../testing/renderDashboard';
import { matchUnsubscribeLink, resubscribeUrl, unsubscribeUrl } from './unsubscribeApi';

const SIG = 'Ab_-'.repeat(10) + 'xyz';
const PATH = `/unsubscribe/saved-search-4/7/1700000000?sig=${SIG}`;
const API = `/data/unsubscribe/saved-search-4/7/1700000000?sig=${SIG}`;
const ORG_PATH = `/unsubscribe/org/3/applications-received/7/1700000000?sig=${SIG}`;
const ORG_API = `/data${ORG_PATH}`;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const on = {
  data: {
    preferenceName: 'saved-search-4',
    kind: 'SAVED_SEARCH_ALERTS',
    savedSearchName: 'nurse · Toronto, ON',
    organizationName: null,
    subscribed: true,
  },
};
const off = { data: { ...on.data, subscribed: false } };
const orgOn = {
  data: {
    preferenceName: 'applications-received',
    kind: 'APPLICATIONS_RECEIVED',
    savedSearchName: null,
    organizationName: 'Green Futures',
    subscribed: true,
  },
};

describe('the unsubscribe link page', () => {
  it('uses the contracts’ addresses, personal and org', () => {
    const params = { preferenceName: 'saved-search-4', userId: '7', timestamp: '1700000000', sig: SIG };
    const path = (route: string) =>
      DATA_PREFIX +
      route
        .replace(':orgId', '3')
        .replace(':preferenceName', 'saved-search-4')
        .replace(':userId', '7')
        .replace(':timestamp', '1700000000');
    expect(unsubscribeUrl(params)).toBe(`${path(DATA_ROUTES.unsubscribe.path)}?sig=${SIG}`);
    expect(unsubscribeUrl(params)).toBe(`${path(DATA_ROUTES.unsubscribeLink.path)}?sig=${SIG}`);
    expect(resubscribeUrl(params)).toBe(`${path(DATA_ROUTES.resubscribe.path)}?sig=${SIG}`);
    const org = { ...params, orgId: '3' };
    expect(unsubscribeUrl(org)).toBe(`${path(DATA_ROUTES.orgUnsubscribe.path)}?sig=${SIG}`);
    expect(unsubscribeUrl(org)).toBe(`${path(DATA_ROUTES.orgUnsubscribeLink.path)}?sig=${SIG}`);
    expect(resubscribeUrl(org)).toBe(`${path(DATA_ROUTES.orgResubscribe.path)}?sig=${SIG}`);
  });

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
    const { calls } = renderDashboard(PATH, 'es', null, {
      [`GET ${API}`]: on,
      [`POST ${API}`]: off,
      [`POST ${API.replace('?', '/undo?')}`]: { data: { ...on.data } },
    });
    await flush();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¿Dejar de recibir estos correos?');
    expect(
      screen.getByText(
        'Esto desactiva: las alertas por correo de tu búsqueda guardada «nurse · Toronto, ON».',
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' })));
    await flush();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: API });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Te diste de baja');
    expect(screen.getByTestId('unsubscribe-done')).toHaveTextContent('Ya no recibirás: las alertas');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deshacer' })));
    await flush();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: API.replace('?', '/undo?') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Estos correos vuelven a estar activos',
    );
    expect(document.title).toContain('Darse de baja');
  });

  it('names the organisation of an org link, and its kind of mail (Portuguese)', async () => {
    const { calls } = renderDashboard(ORG_PATH, 'pt', null, {
      [`GET ${ORG_API}`]: orgOn,
      [`POST ${ORG_API}`]: { data: { ...orgOn.data, subscribed: false } },
    });
    await flush();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(
      screen.getByText(
        'Isto desativa: os avisos de novos candidatos aos anúncios de Green Futures (suas outras organizações não mudam).',
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar inscrição' })));
    await flush();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: ORG_API });
    expect(screen.getByTestId('unsubscribe-done')).toHaveTextContent(
      'Você não receberá mais: os avisos de novos candidatos aos anúncios de Green Futures',
    );
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escolher quais e-mails você recebe' })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/notification-preferences'),
    );
  });

  it('says what a personal kind link turns off (English)', async () => {
    const path = `/unsubscribe/application-confirmations/7/1700000000?sig=${SIG}`;
    renderDashboard(path, 'en', null, {
      [`GET /data${path}`]: {
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
      [`GET ${API}`]: new HttpError(400, '{}', { errors: { sig: 'Invalid signature' } }),
    });
    await flush();
    expect(screen.getByTestId('unsubscribe-invalid')).toHaveTextContent('Este link não é válido');
  });

  it('refuses a malformed link without asking the api (Spanish)', async () => {
    const { calls } = renderDashboard(
      `/unsubscribe/org/3/applications-received/7/1700000000?sig=cut`,
      'es',
      null,
      {},
    );
    await flush();
    expect(calls).toEqual([]);
    expect(screen.getByTestId('unsubscribe-invalid')).toHaveTextContent('Este enlace no es válido');
  });

  it('says when the saved search is gone (English)', async () => {
    renderDashboard(PATH, 'en', null, {
      [`GET ${API}`]: { data: { ...on.data, savedSearchName: null, subscribed: false } },
    });
    await flush();
    expect(
      screen.getByText('This saved search no longer exists, so it sends no more emails.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
