import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingDraftRequest } from '@opengood/contracts';
import { overview, refusal, renderOrgArea, testUser, writeRichText } from '../../testing/renderOrgArea';
import { testListing } from './testListings';

const admin = (lang: 'en' | 'es' | 'pt' = 'en') =>
  testUser({ id: 7, lang, orgs: [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }] });

// The editor (TipTap, the location input) renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

const SAVE_WAIT = { timeout: 8000 };

describe('/admin/{orgId}/post-a-listing', () => {
  it('preselects the type asked for, says what each is and whether it is paid, and goes to its create page', async () => {
    renderOrgArea('/admin/12/post-a-listing?listingType=VOLOP', 'en', admin(), {
      orgDashboard: { data: overview() },
    });
    const page = await screen.findByTestId('choose-listing-type');
    const volop = within(page).getByRole('radio', { name: 'Volunteer opportunity' });
    expect(volop).toBeChecked();
    expect(volop).toHaveAccessibleDescription(
      'Something people can do for your cause, once or regularly. Free to post',
    );
    expect(within(page).getByRole('radio', { name: 'Job' })).toHaveAccessibleDescription(
      'A paid position at your organization. Paid listing',
    );
    fireEvent.click(within(page).getByRole('radio', { name: 'Event' }));
    fireEvent.click(within(page).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/events/create'));
    expect(await screen.findByTestId('listing-form')).toHaveAttribute('data-listing-type', 'EVENT');
  });
});

describe('the listing editor', () => {
  it('shows the fields of each type', async () => {
    renderOrgArea('/admin/12/jobs/create', 'en', admin(), { orgDashboard: { data: overview() } });
    const job = await screen.findByTestId('listing-form');
    expect(within(job).getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    for (const name of [/^Job type/, /^Professional level/, /^Education/, /^Currency/, /^Per/])
      expect(within(job).getByRole('combobox', { name })).toBeInTheDocument();
    expect(within(job).getByRole('textbox', { name: /^Minimum/ })).toBeInTheDocument();
    expect(within(job).getByRole('group', { name: 'Benefits' })).toBeInTheDocument();
    expect(within(job).getByRole('group', { name: 'Screening questions' })).toBeInTheDocument();
    expect(within(job).queryByLabelText('Starts', { exact: false })).toBeNull();
    expect(within(job).queryByLabelText('Is the internship paid?', { exact: false })).toBeNull();
    // Choosing another way to apply takes the questions away.
    fireEvent.click(within(job).getByRole('radio', { name: 'By email' }));
    expect(within(job).queryByRole('group', { name: 'Screening questions' })).toBeNull();
    expect(within(job).getByLabelText('Application email address')).toBeInTheDocument();
  });

  it('has dates with a time zone for events, and no salary, benefits or questions', async () => {
    renderOrgArea('/admin/12/events/create', 'pt', admin('pt'), { orgDashboard: { data: overview() } });
    const form = await screen.findByTestId('listing-form');
    expect(within(form).getByLabelText('Começa', { exact: false })).toHaveAttribute('type', 'datetime-local');
    expect(within(form).getByLabelText('Fuso horário')).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(within(form).queryByLabelText('Mínimo', { exact: false })).toBeNull();
    expect(within(form).queryByRole('group', { name: 'Benefícios' })).toBeNull();
    expect(within(form).queryByRole('group', { name: 'Perguntas de triagem' })).toBeNull();
    // Functions: at most three.
    const functions = within(form).getByRole('group', { name: 'Funções' });
    const boxes = within(functions).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) fireEvent.click(box);
    expect(boxes[3]).toBeDisabled();
  });

  it('creates the draft on the first change, then saves with its version; a stale save says so with a Reload button', async () => {
    const created = testListing({
      id: 77,
      title: 'Tree planter',
      description: '',
      functions: [],
      jobType: null,
    });
    let saves = 0;
    const { fake } = renderOrgArea('/admin/12/jobs/create', 'en', admin(), {
      orgDashboard: { data: overview() },
      createListingDraft: { data: created },
      updateListingDraft: () => {
        saves += 1;
        return saves === 1
          ? { data: { ...created, title: 'Tree planter (part time)', version: 2 } }
          : refusal(409, { version: 'STALE_VERSION' });
      },
    });
    const form = await screen.findByTestId('listing-form');
    const status = screen.getByTestId('save-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const titleBox = within(form).getByLabelText('Title');
    fireEvent.change(titleBox, { target: { value: 'Tree planter' } });
    await waitFor(() => expect(fake.callsOf('createListingDraft')).toHaveLength(1), SAVE_WAIT);
    expect(fake.callsOf('createListingDraft')[0]!.body).toMatchObject({
      listingType: 'JOB',
      title: 'Tree planter',
      locale: 'en',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/jobs/77/edit'));
    expect(status).toHaveTextContent(/^Saved at \d\d:\d\d/);
    // The same form stays (nothing reloaded under the admin's fingers).
    expect(screen.getByLabelText('Title')).toBe(titleBox);
    expect(titleBox).toHaveValue('Tree planter');

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tree planter (part time)' } });
    await waitFor(() => expect(fake.callsOf('updateListingDraft')).toHaveLength(1), SAVE_WAIT);
    expect(fake.callsOf('updateListingDraft')[0]!.body).toMatchObject({ version: 1 });
    expect(fake.callsOf('updateListingDraft')[0]!.url).toBe('/data/orgdashboard/12/listings/77');

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tree planter!' } });
    await waitFor(() => expect(fake.callsOf('updateListingDraft')).toHaveLength(2), SAVE_WAIT);
    expect((fake.callsOf('updateListingDraft')[1]!.body as { version: number }).version).toBe(2);
    const stale = await screen.findByTestId('stale-version');
    expect(stale).toHaveTextContent('Someone else saved this listing after you opened it.');
    expect(within(stale).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // Nothing more is sent until the admin reloads.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tree planter!!' } });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(fake.callsOf('updateListingDraft')).toHaveLength(2);
  }, 15000);

  it('shows the contract’s refusals and the api’s by their fields, in the page’s language', async () => {
    const listing = testListing({
      id: 80,
      salaryMinimum: 3000,
      salaryCurrency: 'BRL',
      salaryPeriod: 'MONTH',
    });
    renderOrgArea('/admin/12/jobs/80/edit', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgListing: { data: listing },
      updateListingDraft: refusal(400, { applyEmail: 'APPLY_EMAIL_INVALID' }),
    });
    const form = await screen.findByTestId('listing-form');
    expect(within(form).getByLabelText('Título')).toHaveValue('Program manager');
    fireEvent.change(within(form).getByLabelText('Máximo', { exact: false }), { target: { value: '2000' } });
    expect(await within(form).findByText('O máximo não pode ser menor que o mínimo.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Máximo', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    // Nothing is sent while the contract refuses it.
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('Não salvo: verifique'),
      SAVE_WAIT,
    );

    fireEvent.change(within(form).getByLabelText('Máximo', { exact: false }), { target: { value: '5000' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Por e-mail' }));
    fireEvent.change(within(form).getByLabelText('E-mail para candidatura'), {
      target: { value: 'jobs@green.example.org' },
    });
    expect(
      await screen.findByText('Digite um e-mail como nome@exemplo.org.', {}, SAVE_WAIT),
    ).toBeInTheDocument();
  }, 15000);

  it('lists what is missing before publishing, then confirms that a job waits for payment', async () => {
    const draft = testListing({ id: 90, description: '', jobType: null });
    const { fake } = renderOrgArea('/admin/12/jobs/90/edit', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListing: { data: draft },
      updateListingDraft: ({ body }) => ({
        data: {
          ...draft,
          ...(body as ListingDraftRequest),
          version: 2,
          questions: [],
          jobType: 'FULL_TIME',
        } as typeof draft,
      }),
      publishListing: { data: { ...draft, status: 'AWAITING_PAYMENT', description: '<p>Hi</p>' } },
      orgListings: { data: [] },
    });
    await screen.findByTestId('listing-form');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const problems = await screen.findByTestId('publish-problems');
    expect(problems).toHaveTextContent('Description: Write a description.');
    expect(problems).toHaveTextContent('Job type: Needed to publish.');
    expect(within(problems).getByRole('link', { name: 'Description' })).toHaveAttribute(
      'href',
      '#posting-description',
    );

    await writeRichText(screen.getByTestId('listing-form'), 'Description', '<p>Hi</p>');
    fireEvent.change(screen.getByLabelText('Job type', { exact: false }), { target: { value: 'FULL_TIME' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish “Program manager”?' }, SAVE_WAIT);
    expect(dialog).toHaveTextContent('Your listing will wait for payment');
    expect(fake.callsOf('updateListingDraft')[0]!.body).toMatchObject({ jobType: 'FULL_TIME' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(fake.callsOf('publishListing')).toHaveLength(1));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/listings'));
  }, 15000);

  it('says a volunteer opportunity goes live now', async () => {
    const draft = testListing({ id: 91, listingType: 'VOLOP', jobType: null, functions: [] });
    renderOrgArea('/admin/12/volops/91/edit', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgListing: { data: draft },
    });
    await screen.findByTestId('listing-form');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tu anuncio se publica ahora');
  });

  it('shows a closed listing without saving it (only drafts and live listings are edited)', async () => {
    renderOrgArea('/admin/12/jobs/92/edit', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgListing: { data: testListing({ id: 92, status: 'CLOSED' }) },
    });
    await screen.findByTestId('listing-form');
    expect(screen.getByTestId('save-status')).toHaveTextContent('This listing can no longer be edited.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('reposts a listing: a new draft, then its edit page', async () => {
    const copy = testListing({ id: 95, listingType: 'EVENT', jobType: null, functions: [] });
    const { fake } = renderOrgArea('/admin/12/events/60/repost', 'en', admin(), {
      orgDashboard: { data: overview() },
      repostListing: { data: copy },
      orgListing: { data: copy },
    });
    expect(await screen.findByTestId('repost-listing')).toHaveTextContent('Reposting makes a new draft');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/events/95/edit'));
    expect(fake.callsOf('repostListing')).toHaveLength(1);
    expect(fake.callsOf('repostListing')[0]!.url).toBe('/data/orgdashboard/12/listings/60/repost');
  });
});
