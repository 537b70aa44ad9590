import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { LISTING, testCandidate, testCandidateDetail } from './testCandidates';

const admin = testUser({
  id: 7,
  lang: 'en',
  orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: false }],
});
const LIST = '/admin/12/jobs/7/recommended-candidates';

const second = testCandidate({
  applicantId: 41,
  name: 'Lucía Herrera',
  headline: null,
  place: 'Lisboa, Portugal',
  reasons: [{ code: 'REMOTE', countryCode: 'PT' }],
});

describe('/admin/{orgId}/jobs/{jobId}/recommended-candidates', () => {
  it('shows each candidate with where they live and why they match, and rates them', async () => {
    let rating: 'GOOD' | 'BAD' | null = null;
    const { fake } = renderOrgArea(LIST, 'en', admin, {
      orgDashboard: { data: overview() },
      recommendedCandidates: () => ({
        data: { listing: LISTING, candidates: [testCandidate({ rating }), second] },
      }),
      rateRecommendedCandidate: ({ body }: { body: unknown }) => {
        rating = (body as { rating: 'GOOD' | 'BAD' }).rating;
        return { data: { orgId: 12, listingId: 7, listingType: 'JOB' as const, applicantId: 40, rating } };
      },
    });
    const page = await screen.findByTestId('recommended-candidates');
    expect(
      within(page).getByRole('heading', {
        level: 2,
        name: 'Recommended candidates for Gerente de projetos sociais',
      }),
    ).toBeInTheDocument();
    const cards = within(page).getAllByTestId('candidate-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Coordenadora de Projetos · Instituto Semear');
    expect(cards[0]).toHaveTextContent('São Paulo, SP, Brasil');
    expect(within(cards[0]!).getByTestId('candidate-reasons')).toHaveTextContent(
      'Matches: Program management, Managerial, 12 km from São Paulo',
    );
    expect(within(cards[1]!).getByTestId('candidate-reasons')).toHaveTextContent(
      'Works remotely from Portugal',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Beatriz Costa' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/7/recommended-candidates/40',
    );
    expect(
      within(cards[0]!).getByRole('link', { name: 'View profile of Beatriz Costa' }),
    ).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Mark Beatriz Costa as a good fit' })),
    );
    expect(fake.callsOf('rateRecommendedCandidate').map((c) => [c.url, c.body])).toEqual([
      ['/data/orgdashboard/12/listings/7/recommended-candidates/40/rating', { rating: 'GOOD' }],
    ]);
    expect(await screen.findByTestId('recommendations-status')).toHaveTextContent(
      'Beatriz Costa is marked as a good fit.',
    );
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('candidate-card')[0]!).getByRole('button', {
          name: 'Mark Beatriz Costa as a good fit',
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('says so when nobody matches, and when a rating fails, in Spanish', async () => {
    renderOrgArea(LIST, 'es', testUser({ id: 7, lang: 'es' }), {
      orgDashboard: { data: overview() },
      recommendedCandidates: { data: { listing: LISTING, candidates: [] } },
    });
    expect(await screen.findByTestId('recommendations-empty')).toHaveTextContent(
      /Todavía no hay candidatos recomendados/,
    );
  });

  it('tells a failed rating', async () => {
    renderOrgArea(LIST, 'pt', testUser({ id: 7, lang: 'pt' }), {
      orgDashboard: { data: overview() },
      recommendedCandidates: { data: { listing: LISTING, candidates: [testCandidate()] } },
      rateRecommendedCandidate: () => {
        throw refusal(500);
      },
    });
    const card = await screen.findByTestId('candidate-card');
    expect(within(card).getByTestId('candidate-reasons')).toHaveTextContent(
      'Combina em: Gestão de projetos, Gerencial, A 12 km de São Paulo',
    );
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Marcar que Beatriz Costa não combina' })),
    );
    expect(await screen.findByTestId('recommendations-status')).toHaveTextContent(
      'Não foi possível salvar sua avaliação.',
    );
  });
});

describe('/admin/{orgId}/jobs/{jobId}/recommended-candidates/{applicantId}', () => {
  it('shows the profile, reasons, résumé, rating and the neighbours', async () => {
    const { fake } = renderOrgArea(`${LIST}/40`, 'en', admin, {
      orgDashboard: { data: overview() },
      recommendedCandidate: {
        data: {
          listing: LISTING,
          candidate: testCandidateDetail({ rating: 'GOOD' }),
          previousId: 39,
          nextId: 41,
        },
      },
      rateRecommendedCandidate: {
        data: { orgId: 12, listingId: 7, listingType: 'JOB' as const, applicantId: 40, rating: 'BAD' },
      },
    });
    const page = await screen.findByTestId('recommended-candidate');
    expect(within(page).getByRole('heading', { level: 2, name: 'Beatriz Costa' })).toBeInTheDocument();
    expect(page).toHaveTextContent('Recommended candidate for Gerente de projetos sociais');
    expect(page).toHaveTextContent('Matches: Program management, Managerial, 12 km from São Paulo');
    expect(page).toHaveTextContent(/Coordenadora de Projetos.*Instituto Semear.*Mar 2021 – present/);
    expect(page).toHaveTextContent('Salesforce, Orçamento');
    expect(page).toHaveTextContent('Open to: On-site work and Hybrid work');
    expect(within(page).getByTestId('candidate-rating')).toHaveTextContent('Your rating: Good fit');
    expect(within(page).getByRole('link', { name: 'Download the résumé of Beatriz Costa' })).toHaveAttribute(
      'href',
      '/data/resumes/AAAAAAAAAAAAAAAAAAAAAA',
    );
    const nav = within(page).getByRole('navigation', { name: 'Other recommended candidates' });
    expect(within(nav).getByRole('link', { name: /Previous candidate/ })).toHaveAttribute(
      'href',
      `${LIST}/39`,
    );
    expect(within(nav).getByRole('link', { name: /Next candidate/ })).toHaveAttribute('href', `${LIST}/41`);
    expect(within(nav).getByRole('link', { name: 'All recommended candidates' })).toHaveAttribute(
      'href',
      LIST,
    );
    await act(async () =>
      fireEvent.click(within(page).getByRole('button', { name: 'Mark Beatriz Costa as not a fit' })),
    );
    expect(fake.callsOf('rateRecommendedCandidate')[0]?.body).toEqual({ rating: 'BAD' });
    expect(await screen.findByTestId('candidate-status')).toHaveTextContent(
      /Beatriz Costa is marked as not a fit and will not be suggested/,
    );
  });
});
