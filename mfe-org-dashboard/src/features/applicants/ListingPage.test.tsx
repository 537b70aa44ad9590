import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { STAGE_COUNTS, testApplications, testListing } from './testApplicants';

const admin = (lang: 'en' | 'es' | 'pt' = 'en') =>
  testUser({ id: 7, lang, orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: true }] });

describe('/admin/{orgId}/{type}/{id}: the overview tab', () => {
  it('shows the state, the dates and the counts by stage in the page’s language, and where to manage it', async () => {
    const { fake } = renderOrgArea('/admin/12/jobs/55', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgListing: { data: testListing() },
      orgListingApplications: { data: testApplications() },
    });
    const page = await screen.findByTestId('listing-page');
    expect(within(page).getByRole('heading', { level: 2, name: 'Grants Manager' })).toBeInTheDocument();
    expect(within(page).getAllByTestId('listing-state')[0]).toHaveTextContent('No ar');
    expect(within(page).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
    expect(within(page).getByRole('link', { name: 'Candidatos' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/55/applicants',
    );
    const overviewTab = screen.getByTestId('listing-overview');
    expect(overviewTab).toHaveTextContent('31 de dez. de 2026');
    const counts = within(screen.getByTestId('stage-counts')).getAllByRole('link');
    expect(counts).toHaveLength(7);
    expect(counts[0]).toHaveTextContent('2 Nova');
    expect(counts[0]).toHaveAttribute('href', '/admin/12/jobs/55/applicants?stage=NEW');
    expect(overviewTab).toHaveTextContent('3 candidaturas no total');
    expect(within(overviewTab).getByRole('link', { name: 'Editar o anúncio' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/55/edit',
    );
    expect(within(overviewTab).getByRole('link', { name: 'Pré-visualizar o anúncio' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/55/preview',
    );
    expect(within(overviewTab).getByRole('link', { name: 'Ver a página pública' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pt\/.*55-grants-manager$/),
    );
    expect(within(overviewTab).getByRole('link', { name: 'Candidatos recomendados' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/55/recommended-candidates',
    );
    // The overview asks for no filter: the counts are of every application.
    expect(fake.callsOf('orgListingApplications')[0]).toMatchObject({
      url: '/data/orgdashboard/12/listings/55/applications',
      query: {},
    });
  });

  it('a draft event has no public page nor recommended candidates', async () => {
    renderOrgArea('/admin/12/events/56', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListing: {
        data: testListing({
          id: 56,
          listingType: 'EVENT',
          status: 'DRAFT',
          startsAt: '2027-01-10T15:00:00.000Z',
          endsAt: '2027-01-10T18:00:00.000Z',
          timeZone: 'America/New_York',
        }),
      },
      orgListingApplications: { data: testApplications({ applications: [], count: 0 }) },
    });
    const overviewTab = await screen.findByTestId('listing-overview');
    expect(screen.getAllByTestId('listing-state')[0]).toHaveTextContent('Draft');
    expect(overviewTab).toHaveTextContent('Starts');
    expect(within(overviewTab).queryByRole('link', { name: 'See its public page' })).toBeNull();
    expect(within(overviewTab).queryByRole('link', { name: 'Recommended candidates' })).toBeNull();
  });

  it('a listing of another type than the URL’s is not found', async () => {
    renderOrgArea('/admin/12/volops/55', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListing: { data: testListing() },
      orgListingApplications: { data: testApplications() },
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-page')).toBeNull();
  });
});

describe('/admin/{orgId}/{type}/{id}/applicants', () => {
  it('filters by stage, rating and days from the URL, and lists the applications in the page’s language', async () => {
    const { fake } = renderOrgArea(
      '/admin/12/jobs/55/applicants?stage=NEW&rating=UNRATED&appliedFrom=2026-11-01&appliedTo=2026-11-30',
      'es',
      admin('es'),
      {
        orgDashboard: { data: overview() },
        orgListing: { data: testListing() },
        orgListingApplications: { data: testApplications() },
      },
    );
    const tab = await screen.findByTestId('applicants-tab');
    expect(fake.callsOf('orgListingApplications')[0]!.query).toEqual({
      stage: 'NEW',
      rating: 'UNRATED',
      appliedFrom: '2026-11-01',
      appliedTo: '2026-11-30',
    });
    const bar = within(tab).getByRole('navigation', { name: 'Filtrar por etapa' });
    expect(within(bar).getByRole('link', { name: 'Nueva (2)' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Todas las etapas (3)' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/55/applicants?rating=UNRATED&appliedFrom=2026-11-01&appliedTo=2026-11-30',
    );
    expect(within(bar).getByRole('link', { name: 'Descartada (1)' })).toBeInTheDocument();
    expect(within(tab).getByLabelText('Valoración')).toHaveValue('UNRATED');
    expect(within(tab).getByLabelText('Postuló desde')).toHaveValue('2026-11-01');

    const rows = within(tab).getAllByTestId('applicant-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Jane Rivera' })).toHaveAttribute(
      'href',
      '/admin/12/applications/901',
    );
    expect(rows[0]).toHaveTextContent('20 nov 2026');
    expect(rows[0]).toHaveTextContent('Nueva');
    expect(rows[0]).toHaveTextContent('Sin valorar');
    expect(within(rows[0]!).getByRole('img', { name: 'Currículum adjunto' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Quizás');
    expect(rows[1]).toHaveTextContent('2 notas');
    expect(rows[1]).toHaveTextContent('Sin currículum');
    // A rejected application cannot be selected to be rejected again.
    expect(within(rows[2]!).getByRole('checkbox', { name: 'Seleccionar a Chen Wu' })).toBeDisabled();
  });

  it('applies the rating and day filters through the URL (a new filter starts at page 1)', async () => {
    renderOrgArea('/admin/12/jobs/55/applicants?stage=NEW&page=2', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListing: { data: testListing() },
      orgListingApplications: { data: testApplications({ pageCount: 2 }) },
    });
    const form = await screen.findByTestId('applicant-filters');
    fireEvent.change(within(form).getByLabelText('Rating'), { target: { value: 'GOOD_FIT' } });
    fireEvent.change(within(form).getByLabelText('Applied from'), { target: { value: '2026-11-10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/admin/12/jobs/55/applicants?stage=NEW&rating=GOOD_FIT&appliedFrom=2026-11-10',
      ),
    );
  });

  it('rejects the selected applications after a confirmation that says each gets a courteous mail', async () => {
    const { fake } = renderOrgArea('/admin/12/jobs/55/applicants', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListing: { data: testListing() },
      orgListingApplications: { data: testApplications() },
      rejectApplications: { data: { rejected: 2 } },
    });
    const tab = await screen.findByTestId('applicants-tab');
    const reject = within(tab).getByRole('button', { name: 'Reject selected' });
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(tab).getByRole('checkbox', { name: 'Select every application on this page' }));
    expect(tab).toHaveTextContent('2 selected');

    fireEvent.click(reject);
    let dialog = await screen.findByRole('alertdialog', { name: 'Reject 2 applications?' });
    expect(dialog).toHaveTextContent('courteous email in their own language');
    // Destructive: the focus starts on Cancel, and Cancel changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.callsOf('rejectApplications')).toEqual([]);

    fireEvent.click(reject);
    dialog = await screen.findByRole('alertdialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and send the emails' })),
    );
    expect(fake.callsOf('rejectApplications').map((c) => [c.url, c.body])).toEqual([
      ['/data/orgdashboard/12/listings/55/applications/reject', { applicationIds: [901, 902] }],
    ]);
    expect(
      await screen.findByText('2 applications were rejected and their applicants emailed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(fake.callsOf('orgListingApplications').length).toBeGreaterThan(1));
  });

  it('says a refused bulk reject in words', async () => {
    renderOrgArea('/admin/12/jobs/55/applicants', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgListing: { data: testListing() },
      orgListingApplications: { data: testApplications() },
      rejectApplications: refusal(400, { applicationIds: 'CANNOT_REJECT' }),
    });
    const tab = await screen.findByTestId('applicants-tab');
    fireEvent.click(within(tab).getByRole('checkbox', { name: 'Selecionar Jane Rivera' }));
    fireEvent.click(within(tab).getByRole('button', { name: 'Recusar as selecionadas' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Recusar 1 candidatura?' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar e enviar os e-mails' })),
    );
    expect(await screen.findByText(/^Uma candidatura contratada não pode ser recusada/)).toBeInTheDocument();
  });

  it('says when nobody has applied yet', async () => {
    renderOrgArea('/admin/12/jobs/55/applicants', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListing: { data: testListing({ applicationCount: 0 }) },
      orgListingApplications: {
        data: testApplications({
          applications: [],
          count: 0,
          pageCount: 0,
          stageCounts: { ...STAGE_COUNTS, NEW: 0, REJECTED: 0 },
        }),
      },
    });
    expect(await screen.findByTestId('applicants-empty')).toHaveTextContent(/^Nobody has applied yet/);
  });
});
