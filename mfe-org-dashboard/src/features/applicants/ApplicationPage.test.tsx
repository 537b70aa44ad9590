import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { testApplication } from './testApplicants';

const admin = (lang: 'en' | 'es' | 'pt' = 'en') =>
  testUser({ id: 7, lang, orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: true }] });

describe('/admin/{orgId}/applications/{applicationId}', () => {
  it('shows who applied, when, to what, what they sent, and the team’s notes', async () => {
    const { fake } = renderOrgArea('/admin/12/applications/901', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgApplication: { data: { application: testApplication() } },
    });
    const page = await screen.findByTestId('application-page');
    expect(fake.callsOf('orgApplication')[0]!.url).toBe('/data/orgdashboard/12/applications/901');
    expect(within(page).getByRole('heading', { level: 2, name: 'Jane Rivera' })).toBeInTheDocument();
    expect(page).toHaveTextContent('Postuló el 20 nov 2026');
    expect(within(page).getByRole('link', { name: 'jane@example.org' })).toHaveAttribute(
      'href',
      'mailto:jane@example.org',
    );
    expect(within(page).getByRole('link', { name: 'Grants Manager' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/55',
    );
    expect(within(page).getByRole('link', { name: 'Postulantes a Grants Manager' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/55/applicants',
    );
    expect(screen.getByTestId('cover-letter')).toHaveTextContent('Six years of grant programmes.');
    expect(screen.getByTestId('answers')).toHaveTextContent('Why us?Your mission.');
    const profile = screen.getByTestId('sent-profile');
    expect(profile).toHaveTextContent('Grants Officer · Cruz Roja');
    expect(profile).toHaveTextContent('2020-01 – actualidad');
    expect(profile).toHaveTextContent('Grant writing');
    expect(profile).toHaveTextContent('En remoto');
    expect(profile).not.toHaveTextContent('Presencial');
    expect(within(page).getByRole('link', { name: 'Descargar Jane CV.pdf' })).toHaveAttribute(
      'href',
      '/data/resumes/AbCdEfGhIjKlMnOpQrStUv',
    );
    const notes = within(screen.getByTestId('notes')).getAllByRole('listitem');
    expect(notes[0]).toHaveTextContent('Strong on budgets.');
    expect(notes[0]).toHaveTextContent('Bo Diaz');
    expect(notes[0]).toHaveTextContent(/21 nov 2026.*9:30.*UTC/);
    expect(notes[1]).toHaveTextContent('Un antiguo administrador');
  });

  it('moves the application to another stage and says so; a move the rule refuses is said by the selector', async () => {
    const { fake } = renderOrgArea('/admin/12/applications/901', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgApplication: { data: { application: testApplication() } },
      moveApplicationStage: { data: { application: { ...testApplication(), stage: 'INTERVIEWING' } } },
    });
    const form = await screen.findByTestId('stage-form');
    fireEvent.change(within(form).getByLabelText('Move to stage'), { target: { value: 'INTERVIEWING' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Move' })));
    expect(fake.callsOf('moveApplicationStage').map((c) => [c.url, c.body])).toEqual([
      ['/data/orgdashboard/12/applications/901/stage', { stage: 'INTERVIEWING' }],
    ]);
    expect(await screen.findByTestId('stage-status')).toHaveTextContent('Moved to Interviewing.');

    fake.answer('moveApplicationStage', refusal(400, { stage: 'STAGE_MOVE_NOT_ALLOWED' }));
    fireEvent.change(within(form).getByLabelText('Move to stage'), { target: { value: 'HIRED' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Move' })));
    expect(
      await screen.findByText('This application cannot move from its current stage to that one.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Move to stage')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before a move to Rejected, which mails the applicant; Cancel moves nothing', async () => {
    const { fake } = renderOrgArea('/admin/12/applications/901', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgApplication: { data: { application: testApplication() } },
      moveApplicationStage: { data: { application: { ...testApplication(), stage: 'REJECTED' } } },
    });
    const form = await screen.findByTestId('stage-form');
    fireEvent.change(within(form).getByLabelText('Mover a la etapa'), { target: { value: 'REJECTED' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mover' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: '¿Descartar la postulación de Jane Rivera?',
    });
    expect(dialog).toHaveTextContent('correo cordial en su propio idioma');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.callsOf('moveApplicationStage')).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: 'Mover' }));
    dialog = await screen.findByRole('alertdialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar y enviar los correos' })),
    );
    expect(fake.callsOf('moveApplicationStage').map((c) => c.body)).toEqual([{ stage: 'REJECTED' }]);
    expect(await screen.findByTestId('stage-status')).toHaveTextContent('Movida a Descartada.');
  });

  it('rates with three toggle buttons; pressing the pressed one clears the rating', async () => {
    const { fake } = renderOrgArea('/admin/12/applications/901', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgApplication: { data: { application: testApplication() } },
      rateApplication: ({ body }) => ({
        data: { application: { ...testApplication(), rating: (body as { rating: null }).rating } },
      }),
    });
    const good = await screen.findByRole('button', { name: 'Bom perfil' });
    expect(good).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(good));
    expect(good).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Talvez' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByTestId('rating-status')).toHaveTextContent('Avaliada como “Bom perfil”.');
    await act(async () => fireEvent.click(good));
    expect(good).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByTestId('rating-status')).toHaveTextContent('Avaliação removida.'));
    expect(fake.callsOf('rateApplication').map((c) => c.body)).toEqual([
      { rating: 'GOOD_FIT' },
      { rating: null },
    ]);
  });

  it('adds a note; an empty one is refused by its field, before any call', async () => {
    const { fake } = renderOrgArea('/admin/12/applications/901', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgApplication: { data: { application: testApplication({ notes: [] }) } },
      addApplicationNote: {
        data: {
          note: {
            id: 72,
            author: { id: 7, name: 'Ana Lima' },
            body: 'Invite to a call.',
            createdAt: '2026-11-23T09:30:00.000Z',
          },
        },
      },
    });
    const form = await screen.findByTestId('note-form');
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add note' })));
    const box = within(form).getByRole('textbox', { name: /Add a note/ });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText('Write a note first.').length).toBeGreaterThan(0);
    expect(fake.callsOf('addApplicationNote')).toEqual([]);

    fireEvent.change(box, { target: { value: '  Invite to a call. ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add note' })));
    await waitFor(() =>
      expect(fake.callsOf('addApplicationNote').map((c) => c.body)).toEqual([{ body: 'Invite to a call.' }]),
    );
    expect(await screen.findByTestId('note-status')).toHaveTextContent('Note added.');
    expect(box).toHaveValue('');
  });
});
