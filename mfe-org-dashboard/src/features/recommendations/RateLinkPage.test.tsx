import { screen, waitFor } from '@testing-library/react';
import { refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';

const admin = testUser({
  id: 7,
  lang: 'en',
  orgs: [{ id: 12, name: 'Green Futures', isOwner: false, selected: false }],
});
const ANSWER = {
  data: { orgId: 12, listingId: 7, listingType: 'JOB' as const, applicantId: 40, rating: 'BAD' as const },
};

describe('/email/rate-recommended-candidate/{applicantId}/good|bad?listingId=', () => {
  it('records the rating once the page is in the browser, thanks, and links to the candidate', async () => {
    const { fake } = renderOrgArea('/email/rate-recommended-candidate/40/bad?listingId=7', 'en', admin, {
      rateRecommendedCandidateFromMail: ANSWER,
    });
    const result = await screen.findByTestId('rate-candidate-result');
    expect(result).toHaveTextContent('Thanks — we’ll suggest fewer candidates like this.');
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(fake.callsOf('rateRecommendedCandidateFromMail').map((c) => [c.url, c.body])).toEqual([
      ['/data/orgdashboard/recommended-candidates/40/rating', { listingId: 7, rating: 'BAD' }],
    ]);
    expect(screen.getByRole('link', { name: 'View the candidate’s profile' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/7/recommended-candidates/40',
    );
  });

  it('says a good fit was marked, in Spanish, and links to an internship’s candidate', async () => {
    renderOrgArea(
      '/email/rate-recommended-candidate/40/good?listingId=7',
      'es',
      testUser({ id: 7, lang: 'es' }),
      {
        rateRecommendedCandidateFromMail: {
          data: { ...ANSWER.data, listingType: 'INTERNSHIP', rating: 'GOOD' },
        },
      },
    );
    expect(await screen.findByTestId('rate-candidate-result')).toHaveTextContent(
      'Marcado como que encaja. ¡Gracias!',
    );
    expect(screen.getByRole('link', { name: 'Ver el perfil del candidato' })).toHaveAttribute(
      'href',
      '/admin/12/internships/7/recommended-candidates/40',
    );
  });

  it('explains a link without a listing, without calling the api', async () => {
    const { fake } = renderOrgArea('/email/rate-recommended-candidate/40/good', 'en', admin, {});
    expect(await screen.findByTestId('rate-candidate-error')).toHaveTextContent(/This link is incomplete/);
    expect(fake.callsOf('rateRecommendedCandidateFromMail')).toEqual([]);
  });

  it('explains a refusal: another organisation’s admin, a candidate gone, a failure to retry', async () => {
    renderOrgArea(
      '/email/rate-recommended-candidate/40/good?listingId=7',
      'pt',
      testUser({ id: 7, lang: 'pt' }),
      {
        rateRecommendedCandidateFromMail: () => {
          throw refusal(403, { listingId: 'User is not an admin of this listing’s organization' });
        },
      },
    );
    expect(await screen.findByTestId('rate-candidate-error')).toHaveTextContent(
      'Você não administra a organização que publicou esta vaga.',
    );
  });

  it('offers to try again after a failure', async () => {
    renderOrgArea('/email/rate-recommended-candidate/40/good?listingId=7', 'en', admin, {
      rateRecommendedCandidateFromMail: () => {
        throw refusal(404, { applicantId: 'No recruitable candidate with this id' });
      },
    });
    expect(await screen.findByTestId('rate-candidate-error')).toHaveTextContent(
      /no longer open to recruiters/,
    );
  });
});
