import { act, fireEvent, screen, within } from '@testing-library/react';
import { refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { testFair } from './testFairs';

const FAIRS = [
  testFair(),
  testFair({
    id: 4,
    name: 'Feira de Carreiras do Terceiro Setor São Paulo',
    timeZone: 'America/Sao_Paulo',
    place: {
      text: 'São Paulo, SP, Brasil',
      city: 'São Paulo',
      stateCode: 'SP',
      countryCode: 'BR',
      latitude: -23.5475,
      longitude: -46.63611,
    },
  }),
];

describe('/fair', () => {
  it('a visitor: the upcoming fairs, and logging in through the fair area', async () => {
    const { fake } = renderOrgArea('/fair', 'pt', null, { gradFairs: { data: { fairs: FAIRS } } });
    const page = await screen.findByTestId('fair-home');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Feiras para recém-formados' }),
    ).toBeInTheDocument();
    expect(fake.callsOf('gradFairs')[0]?.query).toEqual({ lang: 'pt' });
    const cards = within(page).getAllByTestId('fair-card');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1]!).getByRole('link', { name: 'Feira de Carreiras do Terceiro Setor São Paulo' }),
    ).toHaveAttribute('href', '/fair/4');
    expect(cards[1]).toHaveTextContent('São Paulo, SP, Brasil');
    const next = within(page).getByTestId('fair-next-steps');
    expect(within(next).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/fair/login?to=%2Ffair',
    );
    expect(within(next).getByRole('link', { name: 'Criar uma conta' })).toHaveAttribute('href', '/signup');
  });

  it('an organisation’s admin: what to do next leads to each organisation’s grad fairs', async () => {
    renderOrgArea(
      '/fair',
      'en',
      testUser({ orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: false }] }),
      {
        gradFairs: { data: { fairs: FAIRS } },
      },
    );
    const next = await screen.findByTestId('fair-next-steps');
    expect(within(next).getByRole('link', { name: 'Grad fairs of Green Futures' })).toHaveAttribute(
      'href',
      '/admin/12/grad-fairs',
    );
  });

  it('a job seeker: complete the profile; none coming up is said', async () => {
    renderOrgArea('/fair', 'es', testUser({ orgs: [], lang: 'es' }), { gradFairs: { data: { fairs: [] } } });
    const next = await screen.findByTestId('fair-next-steps');
    expect(within(next).getByRole('link', { name: 'Completar tu perfil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(within(next).getByRole('link', { name: 'Ver empleos' })).toHaveAttribute('href', '/es/empleos');
    expect(screen.getByText(/^Por ahora no hay ferias próximas/)).toBeInTheDocument();
  });
});

describe('/fair/{fairId}', () => {
  it('an admin registers an organisation from the fair’s page; a refusal is said', async () => {
    const user = testUser({
      orgs: [
        { id: 12, name: 'Green Futures', isOwner: false, selected: false },
        { id: 13, name: 'Blue Seas', isOwner: false, selected: false },
      ],
    });
    const { fake } = renderOrgArea('/fair/3', 'en', user, {
      gradFair: { data: { fair: FAIRS[0]! } },
      registerForGradFair: ({ params }) => {
        if (params['orgId'] === '13') throw refusal(409, { fairId: 'ALREADY_REGISTERED' });
        return { data: { fair: { ...FAIRS[0]!, registeredAt: new Date().toISOString() } } };
      },
    });
    const page = await screen.findByTestId('fair-page');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'OpenGood Graduate Fair New York' }),
    ).toBeInTheDocument();
    expect(page).toHaveTextContent('Meet nonprofits hiring graduates.');
    expect(within(page).getByRole('link', { name: 'All graduate fairs' })).toHaveAttribute('href', '/fair');
    await act(async () =>
      fireEvent.click(within(page).getByRole('button', { name: 'Register Green Futures' })),
    );
    expect(
      await screen.findByText('Green Futures is registered. Manage its registrations in the dashboard.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Green Futures' })).toBeDisabled();
    await act(async () => fireEvent.click(within(page).getByRole('button', { name: 'Register Blue Seas' })));
    expect(
      await screen.findByText('Your organization is already registered for this fair.'),
    ).toBeInTheDocument();
    expect(fake.callsOf('registerForGradFair').map((c) => c.url)).toEqual([
      '/data/orgdashboard/12/grad-fairs/3/registration',
      '/data/orgdashboard/13/grad-fairs/3/registration',
    ]);
  });

  it('a visitor logs in through the fair area and comes back to the fair', async () => {
    renderOrgArea('/fair/3', 'en', null, { gradFair: { data: { fair: FAIRS[0]! } } });
    const takePart = await screen.findByTestId('fair-take-part');
    expect(within(takePart).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/fair/login?to=%2Ffair%2F3',
    );
  });

  it('closed registration is said to admins, with no register button', async () => {
    renderOrgArea(
      '/fair/3',
      'en',
      testUser({ orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: false }] }),
      {
        gradFair: { data: { fair: testFair({ registrationOpen: false }) } },
      },
    );
    expect(await screen.findByText(/^Registration for this fair has closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Register/ })).toBeNull();
  });

  it('an unknown fair is the not-found page', async () => {
    renderOrgArea('/fair/9', 'en', null, { gradFair: refusal(404, { fairId: 'No fair found' }) });
    expect(await screen.findByText(/couldn't find the page/i)).toBeInTheDocument();
  });
});
