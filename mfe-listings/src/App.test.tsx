import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  JobDetail,
  Lang,
  ListingDetail,
  ListingSummary,
  OrganizationDetail,
  User,
} from '@opengood/contracts';
import {
  HttpError,
  createAppStore,
  installFeature,
  tmpRecordRestored,
  userLoaded,
  testUser,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createFeatureTestI18n } from '@opengood/platform/testing';
import App from './App';
import { listingsFeature } from './feature';
import {
  RESUME_ID,
  application,
  emptyProfile,
  job,
  org,
  place,
  profileAnswer,
  summary,
  summaryOf,
  volop,
} from './testing/fixtures';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import { LISTINGS_NS } from './i18n';
import { bundledTranslations } from './i18n/bundled';

const BUNDLED = {
  [LISTINGS_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
};

const user = testUser({ id: 9, lang: 'en' });

/** An api refusal as the api writes it. */
const refusal = (status: number, errors: Record<string, string> = {}) =>
  new HttpError(status, '', { message: 'Refused', errors });

function renderAt(path: string, handlers: FakeHandlers, options: { lang?: Lang; user?: User | null } = {}) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp(handlers);
  const { http } = fake;
  const store = createAppStore({ context: { http } });
  const i18n = createFeatureTestI18n(options.lang ?? 'en', listingsFeature, BUNDLED);
  installFeature(store, i18n, listingsFeature);
  store.dispatch(userLoaded(options.user ?? null));
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://s.example' }}
    />,
  );
  return { fake, store };
}

/** The answers of a listing page: the detail (by its type's route) and its similar listings. */
function listingAnswers(
  detail: ListingDetail,
  similar: ListingSummary[] = [summary(11), summary(12)],
): FakeHandlers {
  const route = ({ JOB: 'job', INTERNSHIP: 'internship', VOLOP: 'volop', EVENT: 'event' } as const)[
    detail.listingType
  ];
  return { [route]: { data: detail }, similarListings: { data: similar } };
}

/** What a signed-in user's listing page also reads: their application to it, and their profile. */
const signedInAnswers = (detail: ListingDetail, extra: FakeHandlers = {}): FakeHandlers => ({
  ...listingAnswers(detail),
  myApplication: { application: null },
  applicantProfile: profileAnswer(emptyProfile),
  ...extra,
});

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('listing pages area', () => {
  it('shows a job in the page language: facts, location line, salary, deadline, similar listings', async () => {
    const { fake } = renderAt('/es/empleo/7-grant-writer', listingAnswers(job), { lang: 'es' });
    const page = await screen.findByTestId('listing-detail');
    expect(page).toHaveTextContent('Grant writer');
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/data/website/jobs/7',
      '/data/website/similar-listings/JOB/7',
    ]);
    expect(screen.getAllByText('Tiempo completo').length).toBeGreaterThan(0);
    expect(screen.getByText('Inicial')).toBeInTheDocument();
    expect(screen.getByTestId('location-line')).toHaveTextContent('Toronto, ON, Canadá · Híbrido');
    expect(screen.getByText(/al año/)).toHaveTextContent(/50\.000.*60\.000.*US\$ al año/);
    expect(screen.getByTestId('deadline')).toHaveTextContent('Postúlate antes del 1 mar 2099');
    expect(within(screen.getByTestId('similar-listings')).getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getAllByTestId('org-avatar')[0]).toHaveTextContent('GF');
    expect(document.title).toBe('Grant writer · Green Futures | OpenGood');
  });

  it('replaces a wrong or missing slug by the canonical address without loading again', async () => {
    renderAt('/en/job/7?utm_source=x', listingAnswers(job));
    await screen.findByTestId('listing-detail');
    expect(window.location.pathname + window.location.search).toBe('/en/job/7-grant-writer?utm_source=x');
    const { fake } = renderAt('/en/nonprofit/job/7-old-title', listingAnswers(job));
    await screen.findAllByTestId('listing-detail');
    expect(window.location.pathname).toBe('/en/nonprofit/job/7-grant-writer');
    expect(fake.callsOf('job')).toHaveLength(1);
  });

  it('hides similar listings of a job with noSuggestions=true, without asking for them', async () => {
    const { fake } = renderAt('/en/job/7-grant-writer?noSuggestions=true', listingAnswers(job));
    await screen.findByTestId('listing-detail');
    expect(screen.queryByTestId('similar-listings')).not.toBeInTheDocument();
    expect(fake.callsOf('similarListings')).toEqual([]);
  });

  it('shows an event’s dates and "I’ll attend"; a visitor is asked to sign up', async () => {
    const event = {
      ...volop({ id: 8, title: 'Open day', slug: 'open-day', locationType: 'ONSITE' }),
      type: 'EVENT',
      listingType: 'EVENT',
      startsAt: '2099-05-04T14:00:00.000Z',
      endsAt: '2099-05-04T16:00:00.000Z',
    } as const;
    renderAt('/pt/evento/8-open-day', listingAnswers(event), { lang: 'pt' });
    await screen.findByTestId('listing-detail');
    expect(screen.getByText(/4 de maio de 2099/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vou participar' }));
    expect(
      screen.getByRole('dialog', { name: 'Cadastre-se para enviar sua candidatura' }),
    ).toBeInTheDocument();
  });

  it('records "I’m interested" for a signed-in user', async () => {
    const listing = volop();
    const { fake } = renderAt(
      '/en/volunteer-opportunity/9-grant-writer',
      signedInAnswers(listing, { apply: { application: application(summaryOf(listing), 'INTEREST') } }),
      { user },
    );
    await screen.findByTestId('listing-detail');
    fireEvent.click(await screen.findByRole('button', { name: 'I’m interested' }));
    expect(await screen.findByTestId('apply-sent')).toHaveTextContent(
      'We told Green Futures you are interested',
    );
    expect(fake.callsOf('apply').map((c) => [c.url, c.body])).toEqual([
      ['/data/listings/VOLOP/9/applications', {}],
    ]);
  });

  it('applies to a job as a signed-in user with the pre-filled profile, cover letter and answers', async () => {
    const profile = {
      ...emptyProfile,
      resumeId: RESUME_ID,
      resume: {
        id: RESUME_ID,
        name: 'cv.pdf',
        mediaType: 'application/pdf' as const,
        size: 20480,
        uploadedAt: '2026-01-01T00:00:00.000Z',
      },
      workHistoryJobs: [
        {
          id: 1,
          title: 'Analyst',
          organization: 'Helping Hands',
          startMonth: '2022-01',
          endMonth: null,
          current: true,
          description: '',
        },
      ],
      skills: ['Writing'],
    };
    const { fake } = renderAt(
      '/en/job/7-grant-writer',
      signedInAnswers(job, {
        applicantProfile: profileAnswer(profile),
        apply: { application: application(summaryOf(job), 'APPLICATION') },
      }),
      { user },
    );
    const form = await screen.findByTestId('application-form');
    expect(await within(form).findByTestId('file-chosen')).toHaveTextContent('cv.pdf');
    expect(screen.getByText('Analyst')).toBeInTheDocument();
    expect(screen.getByLabelText('Skills')).toHaveValue('Writing');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(screen.getByText('Please write a cover letter.')).toBeInTheDocument();
    expect(screen.getByText('Please answer this question.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cover letter')).toHaveFocus();
    expect(screen.getByLabelText('Cover letter')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Cover letter'), { target: { value: 'I love grants.' } });
    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: 'Mission.' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('application-sent')).toHaveTextContent(
      'Your application to Green Futures was sent',
    );
    expect(fake.callsOf('apply').map((c) => [c.url, c.body])).toEqual([
      [
        '/data/listings/JOB/7/applications',
        {
          coverLetter: 'I love grants.',
          answers: [{ questionId: 1, answer: 'Mission.' }],
          profile: expect.objectContaining({
            resumeId: RESUME_ID,
            skills: ['Writing'],
            willingToWorkRemote: true,
            workHistoryJobs: [
              {
                title: 'Analyst',
                organization: 'Helping Hands',
                startMonth: '2022-01',
                endMonth: null,
                current: true,
                description: '',
              },
            ],
          }),
        },
      ],
    ]);
  });

  it('says a changed application is sent, as a first one', async () => {
    const sent = application(summaryOf(job), 'APPLICATION', {
      coverLetter: 'First letter.',
      answers: [{ questionId: 1, answer: 'Mission.', prompt: 'Why us?' }],
    });
    const { fake } = renderAt(
      '/en/job/7-grant-writer',
      signedInAnswers(job, {
        myApplication: { application: sent },
        apply: ({ body }) => ({
          application: { ...sent, coverLetter: (body as { coverLetter: string }).coverLetter },
        }),
      }),
      { user },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change my application' }));
    fireEvent.change(screen.getByLabelText('Cover letter'), { target: { value: 'Second letter.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send updated application' }));
    expect(await screen.findByTestId('application-sent')).toHaveTextContent(
      'Your application to Green Futures was sent',
    );
    expect(fake.callsOf('apply')).toHaveLength(1);
  });

  it('tells a user whose email is not confirmed how to confirm it, sends the link again, and applies once confirmed', async () => {
    const unverified = testUser({ id: 9, lang: 'en', email: 'ana@example.org', emailVerified: false });
    let me: User = unverified;
    const { fake } = renderAt(
      '/en/job/7-grant-writer',
      signedInAnswers(job, {
        me: () => ({ user: me }),
        resendVerification: { ok: true },
        apply: { application: application(summaryOf(job), 'APPLICATION') },
      }),
      { user: unverified },
    );
    // Said before a word is written, with the address the link went to.
    const notice = await screen.findByTestId('verify-email-first');
    expect(notice).toHaveTextContent('Confirm your email address to apply');
    expect(notice).toHaveTextContent('We sent a link to ana@example.org.');
    fireEvent.change(screen.getByLabelText('Cover letter'), { target: { value: 'I love grants.' } });
    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: 'Mission.' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    // Still unconfirmed (read again): nothing is sent, the reason is announced and focused.
    await flush();
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('verify-email-first'));
    expect(screen.getByTestId('verify-email-first')).toHaveFocus();
    expect(fake.callsOf('apply')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/A new link is on its way to ana@example.org/)).toBeInTheDocument();
    expect(fake.callsOf('resendVerification')).toHaveLength(1);

    // Confirmed in another tab: the page reads the user again and sends the application as written.
    me = { ...unverified, emailVerified: true };
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed my address' }));
    await flush();
    expect(screen.queryByTestId('verify-email-first')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('application-sent')).toBeInTheDocument();
    expect(fake.callsOf('apply').map((c) => c.body)).toEqual([
      expect.objectContaining({ coverLetter: 'I love grants.' }),
    ]);
  });

  it('unlocks the panel when the link is asked for again by a user already confirmed', async () => {
    const unverified = testUser({ id: 9, lang: 'en', email: 'ana@example.org', emailVerified: false });
    renderAt(
      '/en/job/7-grant-writer',
      signedInAnswers(job, {
        me: { user: { ...unverified, emailVerified: true } },
        resendVerification: refusal(409, { email: 'EMAIL_ALREADY_VERIFIED' }),
      }),
      { user: unverified },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await flush();
    await flush();
    expect(screen.queryByTestId('verify-email-first')).not.toBeInTheDocument();
    expect(screen.queryByText('We could not send the link. Please try again in a moment.')).toBeNull();
  });

  it('says in Portuguese that the email must be confirmed before "I’m interested" is recorded', async () => {
    const listing = volop();
    const unverified = testUser({ id: 9, lang: 'pt', email: 'ana@example.org', emailVerified: false });
    const { fake } = renderAt(
      '/pt/oportunidade-voluntariado/9-grant-writer',
      signedInAnswers(listing, { me: { user: unverified } }),
      { lang: 'pt', user: unverified },
    );
    expect(await screen.findByTestId('verify-email-first')).toHaveTextContent(
      'Confirme seu e-mail para se candidatar',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tenho interesse' }));
    await flush();
    expect(fake.callsOf('apply')).toEqual([]);
    expect(screen.getByTestId('verify-email-first')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Enviar o link de novo' })).toBeInTheDocument();
  });

  it('says it in Spanish too', async () => {
    const unverified = testUser({ id: 9, lang: 'es', email: 'ana@example.org', emailVerified: false });
    renderAt('/es/oportunidad-voluntariado/9-grant-writer', signedInAnswers(volop()), {
      lang: 'es',
      user: unverified,
    });
    expect(await screen.findByTestId('verify-email-first')).toHaveTextContent(
      'Confirma tu correo electrónico para postularteEnviamos un enlace a ana@example.org. Ábrelo para confirmar tu dirección',
    );
    expect(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' })).toBeInTheDocument();
  });

  it('shows the api’s refusal of an unconfirmed email (403) as the way to confirm it, and its limit (429)', async () => {
    const listing = volop();
    // The session still says confirmed; the api knows better (the address changed in another tab).
    let me = testUser({ id: 9, lang: 'en', emailVerified: true });
    let answer: HttpError | null = refusal(403, { email: 'EMAIL_NOT_VERIFIED' });
    const { fake } = renderAt(
      '/en/volunteer-opportunity/9-grant-writer',
      signedInAnswers(listing, {
        me: () => ({ user: me }),
        apply: () => {
          if (answer) throw answer;
          return { application: application(summaryOf(listing), 'INTEREST') };
        },
      }),
      { user: me },
    );
    me = { ...me, emailVerified: false };
    fireEvent.click(await screen.findByRole('button', { name: 'I’m interested' }));
    expect(await screen.findByTestId('verify-email-first')).toHaveTextContent(
      'Confirm your email address to apply',
    );
    expect(screen.queryByText('Your application could not be sent. Please try again.')).toBeNull();
    // Said here: not the trip home with the FORBIDDEN flash that a 403 means elsewhere.
    expect(fake.navigations).toEqual([]);
    expect(fake.flashes).toEqual([]);
    expect(window.location.pathname).toBe('/en/volunteer-opportunity/9-grant-writer');

    me = { ...me, emailVerified: true };
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed my address' }));
    await flush();
    answer = refusal(429, { request: 'RATE_LIMITED' });
    fireEvent.click(screen.getByRole('button', { name: 'I’m interested' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent many applications in a short time. Please try again later.',
    );
  });

  it('says a closed listing is closed when the api refuses the application (409)', async () => {
    renderAt(
      '/en/job/7-grant-writer',
      signedInAnswers(job, { apply: refusal(409, { listing: 'LISTING_CLOSED' }) }),
      { user },
    );
    fireEvent.change(await screen.findByLabelText('Cover letter'), { target: { value: 'Hello.' } });
    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: 'Mission.' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('This listing is closed and no longer takes applications.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByTestId('apply-submit')).toBeDisabled();
  });

  it('restores what a visitor wrote before signing up, even when the restore comes after the form', async () => {
    const { store } = renderAt('/en/job/7-grant-writer', signedInAnswers(job), { user });
    await screen.findByLabelText('Cover letter');
    act(() => {
      store.dispatch(
        tmpRecordRestored({
          kind: 'LISTING_APPLICATION_VALUES',
          data: {
            listingId: 7,
            listingType: 'JOB',
            values: { coverLetter: 'Written before.', answers: { '1': 'Because.' } },
          },
        }),
      );
    });
    expect(
      await screen.findByText(
        'We kept what you wrote before signing up. Check it and send your application.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cover letter')).toHaveValue('Written before.');
    expect(screen.getByLabelText(/Why us\?/)).toHaveValue('Because.');
  });

  it('asks a visitor to sign up on sending and keeps what they wrote', async () => {
    const { fake } = renderAt('/en/job/7-grant-writer', {
      ...listingAnswers(job),
      createTmpStorage: { data: { id: 'T'.repeat(22) } },
    });
    fireEvent.change(await screen.findByLabelText('Cover letter'), { target: { value: 'Hello.' } });
    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: 'Mission.' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Sign up to send your application' })).getByRole('button', {
        name: 'Sign up',
      }),
    );
    await flush();
    expect(fake.callsOf('createTmpStorage').map((c) => c.body)).toEqual([
      {
        data: JSON.stringify([
          {
            kind: 'LISTING_APPLICATION_VALUES',
            data: {
              listingId: 7,
              listingType: 'JOB',
              values: { coverLetter: 'Hello.', answers: { '1': 'Mission.' } },
            },
          },
          { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/job/7-grant-writer' } },
        ]),
      },
    ]);
    expect(window.location.pathname).toBe('/signup');
  });

  it('refuses a résumé of the wrong type or size before sending it', async () => {
    const { fake } = renderAt('/en/job/7-grant-writer', signedInAnswers(job), { user });
    const input = await screen.findByTestId('resume-input');
    expect(input).toHaveAccessibleName('Upload a résumé');
    const exe = new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [exe] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PDF or Word (.docx) file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const renamed = new File(['MZ'], 'cv.pdf', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [renamed] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PDF or Word (.docx) file.');
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 5 MB.');
    expect(fake.callsOf('uploadResume')).toEqual([]);
  });

  it('uploads a résumé as soon as it is chosen, and says the api’s refusal', async () => {
    const stored = {
      ...emptyProfile,
      resumeId: RESUME_ID,
      resume: {
        id: RESUME_ID,
        name: 'cv.pdf',
        mediaType: 'application/pdf' as const,
        size: 20480,
        uploadedAt: '2026-01-01T00:00:00.000Z',
      },
    };
    let refuse = false;
    const { fake } = renderAt(
      '/en/job/7-grant-writer',
      signedInAnswers(job, {
        uploadResume: () => {
          if (refuse) throw refusal(400, { file: 'FILE_TYPE_NOT_ALLOWED' });
          return profileAnswer(stored);
        },
      }),
      { user },
    );
    const input = await screen.findByTestId('resume-input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByTestId('file-chosen')).toHaveTextContent('cv.pdf');
    expect(screen.getByTestId('resume-input')).toHaveAccessibleName('Replace résumé');
    expect(fake.callsOf('uploadResume')).toHaveLength(1);
    expect(fake.callsOf('uploadResume')[0]!.body).toBeInstanceOf(FormData);

    refuse = true;
    fireEvent.change(screen.getByTestId('resume-input'), {
      target: { files: [new File(['%PDF'], 'cv2.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PDF or Word (.docx) file.');
  });

  it('shows an imported volunteer opportunity by its source and id', async () => {
    const listing = volop({ id: 31 });
    const { fake } = renderAt('/en/imported-action-opps/civic-link/CL-1217', {
      importedVolop: { data: listing },
      similarListings: { data: [] },
    });
    await screen.findByTestId('listing-detail');
    expect(fake.callsOf('importedVolop').map((c) => c.url)).toEqual([
      '/data/website/imported-volops/civic-link/CL-1217',
    ]);
    expect(screen.getByText('Shared with OpenGood by a partner site.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/imported-action-opps/civic-link/CL-1217');
  });

  it('shows an organisation profile with its logo, rich description, type word, areas of focus and open listings by type', async () => {
    const profile: OrganizationDetail = {
      type: 'ORG',
      ...org,
      locale: 'pt',
      description: '<p>Educação <strong>ambiental</strong>.</p><ul><li>Escolas</li></ul>',
      logo: '/data/website/org-logos/AbCdEfGhIjKlMnOpQrStUv',
      website: 'https://green.example.org',
      location: place,
      areasOfFocus: ['EDUCATION'],
      size: 'SIZE_11_50',
      listingCounts: { JOB: 7, INTERNSHIP: 0, VOLOP: 1, EVENT: 0 },
      recentListings: [],
      openListings: {
        JOB: [1, 2, 3, 4, 5].map((i) => summary(i)),
        INTERNSHIP: [],
        VOLOP: [summary(6, 'VOLOP')],
        EVENT: [],
      },
    };
    renderAt('/pt/sem-fins-lucrativos/3-green-futures', { organization: { data: profile } }, { lang: 'pt' });
    expect(await screen.findByTestId('org-type')).toHaveTextContent('Sem fins lucrativos');
    expect(screen.getByTestId('org-size')).toHaveTextContent('11–50 funcionários');
    expect(screen.getByTestId('org-logo')).toHaveAttribute(
      'src',
      '/data/website/org-logos/AbCdEfGhIjKlMnOpQrStUv',
    );
    // The api's sanitised HTML, rendered as HTML.
    const about = screen.getByTestId('org-description');
    expect(within(about).getByText('ambiental').tagName).toBe('STRONG');
    expect(within(about).getByRole('listitem')).toHaveTextContent('Escolas');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Empregos (7)', 'Voluntariado (1)']);
    expect(within(screen.getByTestId('org-listings')).getAllByTestId('listing-card')).toHaveLength(5);
    expect(screen.getByText('Mostrando os 5 mais recentes de 7.')).toBeInTheDocument();
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Voluntariado (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByTestId('org-listings')).getAllByTestId('listing-card')).toHaveLength(1);
  });

  it('lets a signed-in user request admin access to an organisation, in the page language', async () => {
    const profile: OrganizationDetail = {
      type: 'ORG',
      ...org,
      locale: 'es',
      description: 'Educación.',
      logo: null,
      website: null,
      location: null,
      areasOfFocus: [],
      size: null,
      listingCounts: { JOB: 0, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 },
      recentListings: [],
      openListings: { JOB: [], INTERNSHIP: [], VOLOP: [], EVENT: [] },
    };
    let answer: HttpError | null = null;
    const { fake } = renderAt(
      '/es/sin-fines-de-lucro/3-green-futures',
      {
        organization: { data: profile },
        requestAdminAccess: () =>
          answer ?? { data: { request: { id: 5, createdAt: '2026-11-25T00:00:00.000Z' } } },
      },
      { lang: 'es', user: testUser({ id: 9, lang: 'es' }) },
    );
    const panel = await screen.findByTestId('org-admin-access');
    answer = refusal(409, { orgId: 'REQUEST_PENDING' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Solicitar acceso de administrador' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Ya lo pediste: tu solicitud está esperando respuesta.',
    );
    answer = null;
    fireEvent.click(within(panel).getByRole('button', { name: 'Solicitar acceso de administrador' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Solicitud enviada. Los administradores de la organización responderán por correo.',
      ),
    );
    expect(fake.callsOf('requestAdminAccess').map((c) => c.url)).toEqual([
      `/data/organizations/${org.id}/admin-requests`,
      `/data/organizations/${org.id}/admin-requests`,
    ]);
  });

  it('offers no admin request to a visitor, and leads an admin to the dashboard', async () => {
    const profile: OrganizationDetail = {
      type: 'ORG',
      ...org,
      locale: 'en',
      description: 'Education.',
      logo: null,
      website: null,
      location: null,
      areasOfFocus: [],
      size: null,
      listingCounts: { JOB: 0, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 },
      recentListings: [],
      openListings: { JOB: [], INTERNSHIP: [], VOLOP: [], EVENT: [] },
    };
    renderAt('/en/nonprofit/3-green-futures', { organization: { data: profile } });
    await screen.findByTestId('org-detail');
    expect(screen.queryByTestId('org-admin-access')).toBeNull();
    cleanup();
    renderAt(
      '/en/nonprofit/3-green-futures',
      { organization: { data: profile } },
      {
        user: testUser({
          id: 9,
          lang: 'en',
          orgs: [{ id: org.id, name: org.name, isOwner: false, selected: false }],
        }),
      },
    );
    expect(await screen.findByRole('link', { name: 'Manage this organization' })).toHaveAttribute(
      'href',
      `/admin/${org.id}`,
    );
  });

  it('shows the unpublished view of a frozen organisation and of an unpublished listing', async () => {
    renderAt('/en/nonprofit/3-green-futures', {
      organization: { data: { type: 'UNPUBLISHED_ORG', ...org, locale: 'en' } },
    });
    expect(await screen.findByTestId('org-unpublished')).toHaveTextContent('This profile is not available');
    renderAt(
      '/en/job/7-grant-writer',
      listingAnswers({
        type: 'UNPUBLISHED_JOB',
        listingType: 'JOB',
        id: 7,
        title: 'Grant writer',
        slug: 'g',
        locale: 'en',
        org,
      }),
    );
    expect(await screen.findByTestId('listing-unpublished')).toHaveTextContent('This listing is closed');
  });

  it('says an expired job is closed and since when, in the page language, and offers no way to apply', async () => {
    const expired = { ...job, expiresAt: '2026-01-31T00:00:00.000Z' };
    renderAt('/es/empleo/7-grant-writer', listingAnswers(expired), { lang: 'es' });
    const closed = await screen.findByTestId('listing-closed');
    expect(closed).toHaveTextContent('Esta publicación está cerrada');
    expect(closed).toHaveTextContent('Esta publicación cerró el 31 ene 2026 y ya no recibe postulaciones.');
    expect(screen.getByTestId('deadline')).toHaveTextContent('Cerró el 31 ene 2026');
    expect(screen.getByTestId('apply-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('application-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enviar postulación' })).not.toBeInTheDocument();
  });

  it('gives a closed (unpublished) listing no application form nor "I’m interested"', async () => {
    renderAt(
      '/pt/oportunidade-voluntariado/9-grant-writer',
      listingAnswers({
        type: 'UNPUBLISHED_VOLOP',
        listingType: 'VOLOP',
        id: 9,
        title: 'Grant writer',
        slug: 'grant-writer',
        locale: 'en',
        org,
      }),
      { lang: 'pt' },
    );
    expect(await screen.findByTestId('listing-unpublished')).toHaveTextContent('Este anúncio está encerrado');
    expect(screen.queryByTestId('application-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      '/en/job/7-grant-writer',
      ['Full time', 'Entry level', 'Master’s degree', 'Health insurance', 'Parental leave'],
    ],
    [
      'es',
      '/es/empleo/7-grant-writer',
      ['Tiempo completo', 'Inicial', 'Maestría', 'Seguro médico', 'Licencia parental'],
    ],
    [
      'pt',
      '/pt/emprego/7-grant-writer',
      ['Tempo integral', 'Início de carreira', 'Mestrado', 'Plano de saúde', 'Licença parental'],
    ],
  ] as const)('labels a job’s type, level, education and benefits in %s', async (lang, path, labels) => {
    const detailed: JobDetail = {
      ...job,
      education: 'MASTERS',
      benefits: ['HEALTH_INSURANCE', 'PARENTAL_LEAVE'],
    };
    renderAt(path, listingAnswers(detailed), { lang });
    const page = await screen.findByTestId('listing-detail');
    for (const text of labels) expect(within(page).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('benefits')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('labels an internship’s payment and education in Portuguese', async () => {
    const { jobType: _type, professionalLevel: _level, ...shared } = job;
    const internship = {
      ...shared,
      type: 'INTERNSHIP',
      listingType: 'INTERNSHIP',
      payment: 'UNPAID',
      education: 'HIGH_SCHOOL',
    } as const;
    renderAt('/pt/estagio/7-grant-writer', listingAnswers(internship), { lang: 'pt' });
    const page = await screen.findByTestId('listing-detail');
    expect(within(page).getByText('Não remunerado')).toBeInTheDocument();
    expect(within(page).getByText('Ensino médio')).toBeInTheDocument();
  });

  it('names the countries a remote job is open to, in the page language', async () => {
    const remote: JobDetail = {
      ...job,
      locationType: 'REMOTE',
      location: null,
      remoteCountries: ['BR', 'PT'],
    };
    renderAt('/es/empleo/7-grant-writer', listingAnswers(remote), { lang: 'es' });
    expect(await screen.findByTestId('location-line')).toHaveTextContent(
      'Remoto: abierto a personas en Brasil y Portugal',
    );
    cleanup();
    renderAt('/en/job/7-grant-writer', listingAnswers(remote));
    expect(await screen.findByTestId('location-line')).toHaveTextContent(
      'Remote — open to people in Brazil and Portugal',
    );
  });

  it('sends applicants to the organisation’s site, or to its mailbox with the title as subject, instead of the form', async () => {
    const byUrl = {
      ...job,
      howToApply: { method: 'URL', url: 'https://gf.example/apply?j=7', email: null },
    } as const;
    renderAt('/en/job/7-grant-writer', listingAnswers(byUrl));
    const out = await screen.findByRole('link', {
      name: 'Apply on the organization’s site (opens in a new tab)',
    });
    expect(out).toHaveAttribute('href', 'https://gf.example/apply?j=7');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener nofollow');
    expect(screen.queryByTestId('application-form')).not.toBeInTheDocument();
    cleanup();

    const byMail = { ...job, howToApply: { method: 'EMAIL', url: null, email: 'jobs@gf.example' } } as const;
    renderAt('/pt/emprego/7-grant-writer', listingAnswers(byMail), { lang: 'pt' });
    const mail = await screen.findByRole('link', { name: 'Candidate-se por e-mail' });
    expect(mail).toHaveAttribute('href', 'mailto:jobs@gf.example?subject=Grant%20writer');
    expect(screen.getByTestId('apply-panel')).toHaveTextContent('jobs@gf.example');
    expect(screen.queryByTestId('application-form')).not.toBeInTheDocument();
  });

  it('keeps the form for a job that takes applications on the site', async () => {
    const onSite = { ...job, howToApply: { method: 'SITE', url: null, email: null } } as const;
    renderAt('/en/job/7-grant-writer', listingAnswers(onSite));
    expect(await screen.findByTestId('application-form')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-closed')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown id (404) and for an id that cannot name a record', async () => {
    renderAt('/en/job/99999999-no-such-job', { job: refusal(404, { id: 'NOT_FOUND' }) });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('does not ask the data service about an id that cannot name a record', () => {
    const { fake } = renderAt('/es/empleo/abc-no-es-un-id', {}, { lang: 'es' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('shows the error page when the data service fails', async () => {
    renderAt('/en/job/7-grant-writer', { job: refusal(500) });
    expect(await screen.findByTestId('error-page')).toBeInTheDocument();
  });
});
