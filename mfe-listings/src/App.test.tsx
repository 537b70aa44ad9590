import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  HttpError,
  createAppStore,
  createI18n,
  installFeature,
  tmpRecordRestored,
  userLoaded,
  type HttpClient,
  testUser,
} from '@opengood/platform';
import type { Lang, ListingSummary, User } from '@opengood/contracts';
import App from './App';
import { listingsFeature } from './feature';

const org = { id: 3, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' } as const;
const place = {
  text: 'Toronto, ON, Canada',
  city: 'Toronto',
  stateCode: 'ON',
  countryCode: 'CA',
  latitude: 43.7,
  longitude: -79.4,
};

const job = {
  type: 'JOB',
  id: 7,
  listingType: 'JOB',
  title: 'Grant writer',
  slug: 'grant-writer',
  locale: 'en',
  org,
  description: 'Write grants.',
  locationType: 'HYBRID',
  location: place,
  functions: ['GRANT_WRITING'],
  areasOfFocus: ['EDUCATION'],
  publishedAt: '2026-01-02T00:00:00.000Z',
  expiresAt: '2099-03-01T00:00:00.000Z',
  jobType: 'FULL_TIME',
  professionalLevel: 'SOMETHING_NEW',
  education: null,
  salary: { minimum: 50000, maximum: 60000, currency: 'USD', period: 'YEAR' },
  questions: [{ id: 1, prompt: 'Why us?', required: true }],
};

const summary = (id: number, type = 'JOB'): ListingSummary =>
  ({
    id,
    type,
    title: `Listing ${id}`,
    slug: `listing-${id}`,
    locale: 'en',
    org,
    location: null,
    locationType: 'REMOTE',
    publishedAt: '2026-01-01T00:00:00.000Z',
    salary: null,
  }) as ListingSummary;

const user = testUser({ id: 9, lang: 'en' });
/** A résumé's id: its 128-bit public id (never the row's number). */
const RESUME_ID = 'q3Vh2l0Zr8mXk1bS9pWcDg';

const emptyProfile = {
  resumeId: null,
  resume: null,
  isRecruitable: null,
  workHistoryJobs: [],
  skills: [],
  willingToWorkOnsite: true,
  willingToWorkRemote: true,
  willingToWorkHybrid: true,
  willingToWorkPartTime: true,
  userLocation: null,
};

type Answers = (url: string) => Promise<unknown>;

function renderAt(
  path: string,
  get: Answers,
  options: { lang?: Lang; user?: User | null; post?: jest.Mock } = {},
) {
  window.history.replaceState(null, '', path);
  const http = {
    get: jest.fn(get),
    post: options.post ?? jest.fn().mockResolvedValue({}),
    delete: jest.fn().mockResolvedValue({ ok: true }),
  } as unknown as HttpClient & { get: jest.Mock; post: jest.Mock };
  const store = createAppStore({ context: { http } });
  const i18n = createI18n(options.lang ?? 'en');
  installFeature(store, i18n, listingsFeature);
  store.dispatch(userLoaded(options.user ?? null));
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://s.example' }}
    />,
  );
  return { http, store };
}

/** Answers a listing page: the detail and its similar listings. */
const listingAnswers =
  (detail: object, similar: ListingSummary[] = [summary(11), summary(12)]): Answers =>
  async (url) => {
    if (url.startsWith('/data/website/similar-listings/')) return { data: similar };
    if (url.startsWith('/data/website/')) return { data: detail };
    throw new HttpError(404, '{}', {});
  };

describe('listing pages area', () => {
  it('shows a job in the page language: facts, location line, salary, deadline, similar listings', async () => {
    const { http } = renderAt('/es/empleo/7-grant-writer', listingAnswers(job), { lang: 'es' });
    const page = await screen.findByTestId('listing-detail');
    expect(page).toHaveTextContent('Grant writer');
    expect(http.get).toHaveBeenCalledWith('/data/website/jobs/7', expect.anything());
    expect(http.get).toHaveBeenCalledWith('/data/website/similar-listings/JOB/7', expect.anything());
    expect(screen.getAllByText('Tiempo completo').length).toBeGreaterThan(0);
    expect(screen.getByText('SOMETHING_NEW')).toBeInTheDocument(); // a code without a label shows as it is
    expect(screen.getByTestId('location-line')).toHaveTextContent('Toronto, ON, Canadá · Híbrido');
    expect(screen.getByText(/al año/)).toHaveTextContent(/50\.000.*60\.000.*US\$ al año/);
    expect(screen.getByTestId('deadline')).toHaveTextContent('Postúlate antes del 1 mar 2099');
    expect(within(screen.getByTestId('similar-listings')).getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getAllByTestId('org-avatar')[0]).toHaveTextContent('GF');
    expect(document.title).toBe('Grant writer · Green Futures | OpenGood');
  });

  it('replaces a wrong or missing slug by the canonical address without loading again', async () => {
    const { http } = renderAt('/en/job/7?utm_source=x', listingAnswers(job));
    await screen.findByTestId('listing-detail');
    expect(window.location.pathname + window.location.search).toBe('/en/job/7-grant-writer?utm_source=x');
    renderAt('/en/nonprofit/job/7-old-title', listingAnswers(job));
    await screen.findAllByTestId('listing-detail');
    expect(window.location.pathname).toBe('/en/nonprofit/job/7-grant-writer');
    expect(http.get.mock.calls.filter(([url]) => url === '/data/website/jobs/7')).toHaveLength(1);
  });

  it('hides similar listings of a job with noSuggestions=true, without asking for them', async () => {
    const { http } = renderAt('/en/job/7-grant-writer?noSuggestions=true', listingAnswers(job));
    await screen.findByTestId('listing-detail');
    expect(screen.queryByTestId('similar-listings')).not.toBeInTheDocument();
    expect(http.get.mock.calls.some(([url]) => url.includes('similar'))).toBe(false);
  });

  it('shows an event’s dates and "I’ll attend"; a visitor is asked to sign up', async () => {
    const event = {
      ...job,
      type: 'EVENT',
      listingType: 'EVENT',
      id: 8,
      title: 'Open day',
      startsAt: '2099-05-04T14:00:00.000Z',
      endsAt: '2099-05-04T16:00:00.000Z',
      locationType: 'ONSITE',
    };
    renderAt('/pt/evento/8-open-day', listingAnswers(event), { lang: 'pt' });
    await screen.findByTestId('listing-detail');
    expect(screen.getByText(/4 de maio de 2099/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vou participar' }));
    expect(
      screen.getByRole('dialog', { name: 'Cadastre-se para enviar sua candidatura' }),
    ).toBeInTheDocument();
  });

  it('records "I’m interested" for a signed-in user', async () => {
    const volop = { ...job, type: 'VOLOP', listingType: 'VOLOP', id: 9, startsAt: null, endsAt: null };
    const application = { id: 1, kind: 'INTEREST', updatedAt: '2026-02-03T00:00:00.000Z' };
    const post = jest.fn().mockResolvedValue({ application });
    const answers: Answers = async (url) =>
      url.endsWith('/applications/mine') ? { application: null } : listingAnswers(volop)(url);
    renderAt('/en/volunteer-opportunity/9-grant-writer', answers, { user, post });
    await screen.findByTestId('listing-detail');
    fireEvent.click(await screen.findByRole('button', { name: 'I’m interested' }));
    expect(await screen.findByTestId('apply-sent')).toHaveTextContent(
      'We told Green Futures you are interested',
    );
    expect(post).toHaveBeenCalledWith('/data/listings/VOLOP/9/applications', {});
  });

  it('applies to a job as a signed-in user with the pre-filled profile, cover letter and answers', async () => {
    const profile = {
      resumeId: RESUME_ID,
      resume: {
        id: RESUME_ID,
        name: 'cv.pdf',
        mediaType: 'application/pdf',
        size: 20480,
        uploadedAt: '2026-01-01T00:00:00Z',
      },
      isRecruitable: null,
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
      willingToWorkOnsite: true,
      willingToWorkRemote: true,
      willingToWorkHybrid: true,
      willingToWorkPartTime: true,
      userLocation: null,
    };
    const post = jest
      .fn()
      .mockResolvedValue({ application: { id: 2, updatedAt: '2026-02-03T00:00:00.000Z' } });
    const answers: Answers = async (url) => {
      if (url.endsWith('/applications/mine')) return { application: null };
      if (url.endsWith('/applicant-profile/profile'))
        return { profile, resumeId: RESUME_ID, isRecruitable: null };
      return listingAnswers(job)(url);
    };
    renderAt('/en/job/7-grant-writer', answers, { user, post });
    expect(await screen.findByTestId('resume-current')).toHaveTextContent('cv.pdf');
    expect(screen.getByText('Analyst')).toBeInTheDocument();
    expect(screen.getByLabelText('Skills')).toHaveValue('Writing');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(screen.getByText('Please write a cover letter.')).toBeInTheDocument();
    expect(screen.getByText('Please answer this question.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cover letter'), { target: { value: 'I love grants.' } });
    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: 'Mission.' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('application-sent')).toHaveTextContent(
      'Your application to Green Futures was sent',
    );
    expect(post).toHaveBeenCalledWith('/data/listings/JOB/7/applications', {
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
    });
  });

  it('tells a user whose email is not confirmed how to confirm it, sends the link again, and applies once confirmed', async () => {
    const unverified = testUser({ id: 9, lang: 'en', email: 'ana@example.org', emailVerified: false });
    let me: User = unverified;
    const post = jest.fn(async (url: string) =>
      url === '/data/website/resend-verification'
        ? { ok: true }
        : { application: { id: 2, updatedAt: '2026-02-03T00:00:00.000Z' } },
    );
    const answers: Answers = async (url) => {
      if (url === '/data/users/me') return { user: me };
      if (url.endsWith('/applications/mine')) return { application: null };
      if (url.endsWith('/applicant-profile/profile'))
        return { profile: emptyProfile, resumeId: null, isRecruitable: null };
      return listingAnswers(job)(url);
    };
    renderAt('/en/job/7-grant-writer', answers, { user: unverified, post });
    // Said before a word is written, with the address the link went to.
    const notice = await screen.findByTestId('verify-email-first');
    expect(notice).toHaveTextContent('Confirm your email address to apply');
    expect(notice).toHaveTextContent('We sent a link to ana@example.org.');
    fireEvent.change(screen.getByLabelText('Cover letter'), { target: { value: 'I love grants.' } });
    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: 'Mission.' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    // Still unconfirmed (read again): nothing is sent, the reason is announced and focused.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('verify-email-first'));
    expect(screen.getByTestId('verify-email-first')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/A new link is on its way to ana@example.org/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/data/website/resend-verification');

    // Confirmed in another tab: the page reads the user again and sends the application as written.
    me = { ...unverified, emailVerified: true };
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed my address' }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.queryByTestId('verify-email-first')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('application-sent')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      '/data/listings/JOB/7/applications',
      expect.objectContaining({ coverLetter: 'I love grants.' }),
    );
  });

  it('says in Portuguese that the email must be confirmed before "I’m interested" is recorded', async () => {
    const volop = { ...job, type: 'VOLOP', listingType: 'VOLOP', id: 9, startsAt: null, endsAt: null };
    const unverified = testUser({ id: 9, lang: 'pt', email: 'ana@example.org', emailVerified: false });
    const post = jest.fn();
    const answers: Answers = async (url) => {
      if (url === '/data/users/me') return { user: unverified };
      if (url.endsWith('/applications/mine')) return { application: null };
      return listingAnswers(volop)(url);
    };
    renderAt('/pt/oportunidade-voluntariado/9-grant-writer', answers, { lang: 'pt', user: unverified, post });
    expect(await screen.findByTestId('verify-email-first')).toHaveTextContent(
      'Confirme seu e-mail para se candidatar',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tenho interesse' }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByTestId('verify-email-first')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Enviar o link de novo' })).toBeInTheDocument();
  });

  it('says it in Spanish too', async () => {
    const volop = { ...job, type: 'VOLOP', listingType: 'VOLOP', id: 9, startsAt: null, endsAt: null };
    const unverified = testUser({ id: 9, lang: 'es', email: 'ana@example.org', emailVerified: false });
    const answers: Answers = async (url) =>
      url.endsWith('/applications/mine') ? { application: null } : listingAnswers(volop)(url);
    renderAt('/es/oportunidad-voluntariado/9-grant-writer', answers, { lang: 'es', user: unverified });
    expect(await screen.findByTestId('verify-email-first')).toHaveTextContent(
      'Confirma tu correo electrónico para postularteEnviamos un enlace a ana@example.org. Ábrelo para confirmar tu dirección',
    );
    expect(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' })).toBeInTheDocument();
  });

  it('shows the api’s refusal of an unconfirmed email (403) as the way to confirm it, and its limit (429)', async () => {
    const volop = { ...job, type: 'VOLOP', listingType: 'VOLOP', id: 9, startsAt: null, endsAt: null };
    // The session still says confirmed; the api knows better (the address changed in another tab).
    let me = testUser({ id: 9, lang: 'en', emailVerified: true });
    const post = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(403, '', { errors: { email: 'EMAIL_NOT_VERIFIED' } }));
    const answers: Answers = async (url) => {
      if (url === '/data/users/me') return { user: me };
      if (url.endsWith('/applications/mine')) return { application: null };
      return listingAnswers(volop)(url);
    };
    renderAt('/en/volunteer-opportunity/9-grant-writer', answers, { user: me, post });
    me = { ...me, emailVerified: false };
    fireEvent.click(await screen.findByRole('button', { name: 'I’m interested' }));
    expect(await screen.findByTestId('verify-email-first')).toHaveTextContent(
      'Confirm your email address to apply',
    );
    expect(screen.queryByText('Your application could not be sent. Please try again.')).toBeNull();

    me = { ...me, emailVerified: true };
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed my address' }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    post.mockRejectedValueOnce(new HttpError(429, '', { errors: { request: 'RATE_LIMITED' } }));
    fireEvent.click(screen.getByRole('button', { name: 'I’m interested' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent many applications in a short time. Please try again later.',
    );
  });

  it('restores what a visitor wrote before signing up, even when the restore comes after the form', async () => {
    const answers: Answers = async (url) => {
      if (url.endsWith('/applications/mine')) return { application: null };
      if (url.endsWith('/applicant-profile/profile'))
        return { profile: emptyProfile, resumeId: null, isRecruitable: null };
      return listingAnswers(job)(url);
    };
    const { store } = renderAt('/en/job/7-grant-writer', answers, { user });
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
    const post = jest.fn().mockResolvedValue({ data: { id: 'T'.repeat(22) } });
    renderAt('/en/job/7-grant-writer', listingAnswers(job), { post });
    fireEvent.change(await screen.findByLabelText('Cover letter'), { target: { value: 'Hello.' } });
    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: 'Mission.' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Sign up to send your application' })).getByRole('button', {
        name: 'Sign up',
      }),
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(post).toHaveBeenCalledWith('/data/tmp-storage', {
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
    });
    expect(window.location.pathname).toBe('/signup');
  });

  it('refuses a résumé of the wrong type or size before sending it', async () => {
    const profile = {
      resumeId: null,
      resume: null,
      isRecruitable: null,
      workHistoryJobs: [],
      skills: [],
      willingToWorkOnsite: true,
      willingToWorkRemote: true,
      willingToWorkHybrid: true,
      willingToWorkPartTime: true,
      userLocation: null,
    };
    const answers: Answers = async (url) => {
      if (url.endsWith('/applications/mine')) return { application: null };
      if (url.endsWith('/applicant-profile/profile')) return { profile, resumeId: null, isRecruitable: null };
      return listingAnswers(job)(url);
    };
    renderAt('/en/job/7-grant-writer', answers, { user });
    const input = await screen.findByTestId('resume-input');
    const exe = new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [exe] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PDF or Word (.docx) file.');
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 5 MB.');
  });

  it('shows an imported volunteer opportunity by its source and id', async () => {
    const volop = { ...job, type: 'VOLOP', listingType: 'VOLOP', id: 31, startsAt: null, endsAt: null };
    const { http } = renderAt('/en/imported-action-opps/civic-link/CL-1217', listingAnswers(volop));
    await screen.findByTestId('listing-detail');
    expect(http.get).toHaveBeenCalledWith(
      '/data/website/imported-volops/civic-link/CL-1217',
      expect.anything(),
    );
    expect(screen.getByText('Shared with OpenGood by a partner site.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/imported-action-opps/civic-link/CL-1217');
  });

  it('shows an organisation profile with its type word, areas of focus and open listings by type', async () => {
    renderAt(
      '/pt/sem-fins-lucrativos/3-green-futures',
      async () => ({
        data: {
          type: 'ORG',
          ...org,
          locale: 'pt',
          description: 'Educação ambiental.',
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
        },
      }),
      { lang: 'pt' },
    );
    expect(await screen.findByTestId('org-type')).toHaveTextContent('Sem fins lucrativos');
    expect(screen.getByTestId('org-size')).toHaveTextContent('11–50 funcionários');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Empregos (7)', 'Voluntariado (1)']);
    expect(within(screen.getByTestId('org-listings')).getAllByTestId('listing-card')).toHaveLength(5);
    expect(screen.getByText('Mostrando os 5 mais recentes de 7.')).toBeInTheDocument();
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Voluntariado (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByTestId('org-listings')).getAllByTestId('listing-card')).toHaveLength(1);
  });

  it('shows the unpublished view of a frozen organisation and of an unpublished listing', async () => {
    renderAt('/en/nonprofit/3-green-futures', async () => ({
      data: { type: 'UNPUBLISHED_ORG', ...org, locale: 'en' },
    }));
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

  it('shows the not-found page for an unknown id (404) and for an id that cannot name a record', async () => {
    renderAt('/en/job/99999999-no-such-job', async () => {
      throw new HttpError(404, '{}', {});
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('does not ask the data service about an id that cannot name a record', () => {
    const { http } = renderAt('/es/empleo/abc-no-es-un-id', async () => ({}), { lang: 'es' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('shows the error page when the data service fails', async () => {
    renderAt('/en/job/7-grant-writer', async () => {
      throw new HttpError(500, '{}', {});
    });
    expect(await screen.findByTestId('error-page')).toBeInTheDocument();
  });
});
