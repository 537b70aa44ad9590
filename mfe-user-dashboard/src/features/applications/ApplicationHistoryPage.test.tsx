import { screen, within } from '@testing-library/react';
import type { ApplicationSummary } from '@opengood/contracts';
import { renderDashboard, testUser } from '../../testing/renderDashboard';

const application = (
  id: number,
  kind: ApplicationSummary['kind'],
  status: ApplicationSummary['status'],
  date: string,
) =>
  ({
    id,
    kind,
    status,
    createdAt: date,
    updatedAt: date,
    listing: {
      id: 100 + id,
      type: kind === 'APPLICATION' ? 'JOB' : kind === 'INTEREST' ? 'VOLOP' : 'EVENT',
      title: `Listing ${id}`,
      slug: `listing-${id}`,
      locale: 'es',
      org: { id: 1, name: 'Cruz Roja', slug: 'cruz-roja', orgType: 'NONPROFIT' },
      location: null,
      locationType: 'REMOTE',
      publishedAt: date,
      salary: null,
    },
  }) as ApplicationSummary;

describe('application history', () => {
  it('lists applications, interests and attendances as the api orders them (newest first), paged, in Spanish', async () => {
    const { fake } = renderDashboard(
      '/dashboard/application-history?page=2',
      'es',
      testUser({ lang: 'es' }),
      {
        applications: {
          applications: [
            application(3, 'ATTENDANCE', 'SUBMITTED', '2026-03-05T10:00:00.000Z'),
            application(2, 'INTEREST', 'REVIEWED', '2026-03-02T10:00:00.000Z'),
            application(1, 'APPLICATION', 'DECLINED', '2026-02-01T10:00:00.000Z'),
          ],
          count: 23,
          pageCount: 2,
        },
      },
    );
    const rows = await screen.findAllByTestId('application');
    expect(fake.callsOf('applications')).toEqual([expect.objectContaining({ query: { page: '2' } })]);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Listing 3',
      'Listing 2',
      'Listing 1',
    ]);
    expect(rows[0]).toHaveTextContent('Asistencia');
    expect(rows[0]).toHaveTextContent('5 mar 2026');
    expect(rows[1]).toHaveTextContent('Revisada');
    expect(rows[2]).toHaveTextContent('No seleccionada');
    expect(screen.getByText('23 postulaciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/dashboard/application-history',
    );
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows where the organisation has each application (its stage), never a rating or a note', async () => {
    renderDashboard('/dashboard/application-history', 'pt', testUser({ lang: 'pt' }), {
      applications: {
        applications: [
          { ...application(5, 'APPLICATION', 'REVIEWED', '2026-03-05T10:00:00.000Z'), stage: 'INTERVIEWING' },
          { ...application(4, 'APPLICATION', 'SUBMITTED', '2026-03-01T10:00:00.000Z'), stage: 'NEW' },
          { ...application(3, 'APPLICATION', 'DECLINED', '2026-02-01T10:00:00.000Z'), stage: 'REJECTED' },
        ],
        count: 3,
        pageCount: 1,
      },
    });
    const stages = await screen.findAllByTestId('application-stage');
    expect(stages.map((s) => s.textContent)).toEqual(['Em entrevistas', 'Enviada', 'Não selecionada']);
  });

  it('says so when there is nothing yet', async () => {
    renderDashboard('/dashboard/application-history', 'en', testUser({ lang: 'en' }), {
      applications: { applications: [], count: 0, pageCount: 0 },
    });
    expect(await screen.findByTestId('applications-empty')).toHaveTextContent(
      'You have not applied to anything yet.',
    );
  });
});
