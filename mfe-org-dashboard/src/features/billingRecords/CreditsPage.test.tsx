import { screen, within } from '@testing-library/react';
import { overview, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { CREDITS } from './testRecords';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });

describe('/admin/{orgId}/credits', () => {
  it('shows the balance, the packs with what is left and when it expires, and the ledger, latest first', async () => {
    renderOrgArea('/admin/12/credits', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgCredits: CREDITS,
    });
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('9 credits');
    expect(screen.getByTestId('buy-credits')).toHaveAttribute('href', '/admin/12/buy-credits');
    const packs = screen.getByRole('table', { name: /Packs with credits left/ });
    const pack = within(packs).getAllByRole('row')[1]!;
    expect(pack).toHaveTextContent('Pack of 10 postings9 of 10Nov 20, 2026Nov 20, 2027');
    expect(within(pack).getByRole('link', { name: 'Pack of 10 postings' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/31',
    );
    const ledger = screen.getByRole('table', { name: /Every change to your credits/ });
    const [spend, grant] = within(ledger).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(spend).toHaveTextContent('Listing published: Program manager');
    expect(spend).toHaveTextContent('-1');
    expect(within(spend).getByRole('link', { name: 'Program manager' })).toHaveAttribute(
      'href',
      '/admin/12/jobs/57',
    );
    expect(grant).toHaveTextContent('Pack bought (10 postings)');
    expect(grant).toHaveTextContent('+10');
    expect(within(grant).getByRole('link', { name: 'Invoice #31' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/31',
    );
  });

  it('with no credits, says what a pack is for and leads to buying one (in Spanish)', async () => {
    renderOrgArea('/admin/12/credits', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgCredits: { balance: 0, grants: [], entries: [] },
    });
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('0 créditos');
    expect(screen.getByRole('heading', { name: 'No te quedan créditos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nada todavía' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Comprar créditos' })[0]).toHaveAttribute(
      'href',
      '/admin/12/buy-credits',
    );
  });

  it('/credits leads to the chosen organisation’s credits', async () => {
    renderOrgArea('/credits', 'pt', admin('pt'), {
      myOrganizations: { data: { organizations: orgs } },
      orgDashboard: { data: overview() },
      orgCredits: CREDITS,
    });
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('9 créditos');
    expect(window.location.pathname).toBe('/admin/12/credits');
  });
});
