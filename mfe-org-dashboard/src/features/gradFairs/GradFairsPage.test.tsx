import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrgGradFairs } from '@opengood/contracts';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { testInvite, testOrgFair } from './testFairs';

const admin = (lang: 'en' | 'es' | 'pt' = 'en') =>
  testUser({ id: 7, lang, orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: false }] });

const open = testOrgFair();
const mine = testOrgFair({
  id: 4,
  name: 'Third Sector Careers Fair São Paulo',
  registeredAt: new Date().toISOString(),
  spotsLeft: 29,
  capacity: 30,
  timeZone: 'America/Sao_Paulo',
});
const full = testOrgFair({ id: 6, name: 'Small Fair', spotsLeft: 0, capacity: 3, registrationOpen: false });
const FAIRS: OrgGradFairs = {
  upcoming: [open, mine, full],
  registrations: [mine],
  invites: [
    testInvite(),
    testInvite({
      id: 42,
      status: 'DECLINED',
      answerable: false,
      answeredAt: new Date().toISOString(),
      fair: testOrgFair({ id: 8, name: 'Purpose Jobs Fair Madrid' }),
    }),
  ],
};

describe('/admin/{orgId}/grad-fairs', () => {
  it('shows invitations, upcoming fairs (dates and places in the page language) and registrations', async () => {
    const { fake } = renderOrgArea('/admin/12/grad-fairs', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgGradFairs: { data: FAIRS },
    });
    const page = await screen.findByTestId('grad-fairs');
    expect(within(page).getByRole('heading', { level: 2, name: 'Feiras de formandos' })).toBeInTheDocument();
    expect(fake.callsOf('orgGradFairs')[0]).toMatchObject({
      url: '/data/orgdashboard/12/grad-fairs',
      query: { lang: 'pt' },
    });
    // The dashboard's navigation marks the section.
    expect(screen.getByRole('link', { name: 'Feiras de formandos' })).toHaveAttribute('aria-current', 'page');

    const invites = within(page).getByTestId('grad-fair-invites');
    const pending = within(invites).getByText('Public Service Graduate Fair Manhattan').closest('li')!;
    expect(pending).toHaveTextContent('Aguardando sua resposta');
    expect(
      within(pending).getByRole('link', {
        name: 'Responder ao convite para Public Service Graduate Fair Manhattan',
      }),
    ).toHaveAttribute('href', '/admin/12/grad-fairs/invites/41');
    expect(within(invites).getAllByRole('link', { name: /^Ver o convite/ })[0]).toHaveAttribute(
      'href',
      '/admin/12/grad-fairs/invites/42',
    );

    const cards = within(page).getAllByTestId('fair-card');
    expect(cards[0]).toHaveTextContent(/feira|de 20\d\d/);
    expect(within(cards[0]!).getByRole('link', { name: 'OpenGood Graduate Fair New York' })).toHaveAttribute(
      'href',
      '/fair/3',
    );
    expect(cards[0]).toHaveTextContent('Restam 12 mesas de 40');
    expect(cards[0]).toHaveTextContent(
      'Javits Center, 429 11th Ave, New York · New York City, NY, United States',
    );
    expect(
      within(cards[0]!).getByRole('button', { name: 'Inscrever-se em OpenGood Graduate Fair New York' }),
    ).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Inscrita');
    expect(within(cards[1]!).getByRole('button', { name: /^Cancelar a inscrição em/ })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('Lotada');
    expect(within(cards[2]!).queryByRole('button')).toBeNull();
    expect(within(page).getByTestId('grad-fair-registrations')).toHaveTextContent(
      'Third Sector Careers Fair São Paulo',
    );
  });

  it('registers after a confirmation that names the organisation, and says it is done', async () => {
    const { fake } = renderOrgArea('/admin/12/grad-fairs', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgGradFairs: { data: FAIRS },
      registerForGradFair: {
        data: { fair: { ...open, registeredAt: new Date().toISOString(), spotsLeft: 11 } },
      },
    });
    const button = await screen.findByRole('button', {
      name: 'Register for OpenGood Graduate Fair New York',
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Register Green Futures for OpenGood Graduate Fair New York?',
    });
    expect(dialog).toHaveTextContent('one of the fair’s 40 tables');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Register' })));
    expect(
      await screen.findByText('Green Futures is registered for OpenGood Graduate Fair New York.'),
    ).toBeInTheDocument();
    expect(fake.callsOf('registerForGradFair').map((c) => [c.url, c.query])).toEqual([
      ['/data/orgdashboard/12/grad-fairs/3/registration', { lang: 'en' }],
    ]);
    // The page's data is loaded again: places left and the registration come from the api.
    await waitFor(() => expect(fake.callsOf('orgGradFairs').length).toBeGreaterThan(1));
  });

  it('withdraws after a confirmation; a refusal is said in words, and Cancel changes nothing', async () => {
    const { fake } = renderOrgArea('/admin/12/grad-fairs', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgGradFairs: { data: FAIRS },
      unregisterFromGradFair: refusal(409, { fairId: 'FAIR_STARTED' }),
    });
    const withdraw = await screen.findByRole('button', {
      name: 'Retirarse de Third Sector Careers Fair São Paulo',
    });
    fireEvent.click(withdraw);
    let dialog = await screen.findByRole('alertdialog', {
      name: '¿Retirarse de Third Sector Careers Fair São Paulo?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.callsOf('unregisterFromGradFair')).toEqual([]);

    fireEvent.click(withdraw);
    dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Retirarse' })));
    expect(
      await screen.findByText('Esta feria ya comenzó: las inscripciones ya no pueden cambiar.'),
    ).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderOrgArea('/admin/12/grad-fairs', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgGradFairs: { data: { upcoming: [], registrations: [], invites: [] } },
    });
    expect(await screen.findByText(/^No invitations yet/)).toBeInTheDocument();
    expect(screen.getByText(/^No fairs are coming up/)).toBeInTheDocument();
    expect(screen.getByText('Your organization is not registered for any fair yet.')).toBeInTheDocument();
  });

  it('/gradfairs leads to the chosen organisation’s grad fairs', async () => {
    renderOrgArea('/gradfairs', 'en', admin(), {
      myOrganizations: {
        data: { organizations: [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }] },
      },
      orgDashboard: { data: overview() },
      orgGradFairs: { data: FAIRS },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/grad-fairs'));
    expect(await screen.findByTestId('grad-fairs')).toBeInTheDocument();
  });
});
