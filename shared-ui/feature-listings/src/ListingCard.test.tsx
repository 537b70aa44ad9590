import { render, screen } from '@testing-library/react';
import type { ListingHit, OrgHit } from '@opengood/contracts';
import { AppProviders, addNamespace, createAppStore } from '@opengood/platform';
import { createFakeHttp, createTestI18n } from '@opengood/platform/testing';
import { ListingCard } from './ListingCard';
import {
  LISTING_WIDGETS_NS,
  listingWidgetsBundledTranslations as listingWidgetsTranslations,
} from './namespace';

function renderCard(hit: ListingHit | OrgHit) {
  const i18n = createTestI18n('es');
  addNamespace(i18n, LISTING_WIDGETS_NS, listingWidgetsTranslations);
  const platform = { http: createFakeHttp().http, preload: () => undefined, supportUrl: '' };
  render(
    <AppProviders store={createAppStore()} i18n={i18n} platform={platform}>
      <ul>
        <ListingCard listing={hit} lang="es" />
      </ul>
    </AppProviders>,
  );
}

describe('ListingCard', () => {
  it('links a listing hit to its page, with its organisation and a remote place', () => {
    renderCard({
      id: 7,
      type: 'JOB',
      title: 'Grant writer',
      slug: 'grant-writer',
      locale: 'es',
      org: { id: 3, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' },
      location: null,
      locationType: 'REMOTE',
      publishedAt: '2026-01-02T00:00:00Z',
      salary: null,
    });
    expect(screen.getByRole('link', { name: 'Grant writer' }).getAttribute('href')).toMatch(
      /^\/es\/empleo\/7-/,
    );
    expect(screen.getByText('Green Futures')).toBeInTheDocument();
    expect(screen.getByText('Remoto')).toBeInTheDocument();
  });

  it('shows an organisation hit’s type and areas of focus in the page language', () => {
    renderCard({
      id: 4,
      type: 'ORG',
      title: 'Banco de Alimentos',
      name: 'Banco de Alimentos',
      slug: 'banco-de-alimentos',
      locale: 'es',
      orgType: 'COMMUNITY',
      location: null,
      areasOfFocus: ['FOOD_SECURITY', 'POVERTY'],
    });
    expect(screen.getByTestId('org-row')).toHaveTextContent(
      'Grupo comunitario · Seguridad alimentaria · Pobreza',
    );
  });

  it('links an organisation hit to its profile', () => {
    renderCard({
      id: 3,
      type: 'ORG',
      title: 'Green Futures',
      name: 'Green Futures',
      slug: 'green-futures',
      locale: 'es',
      orgType: 'NONPROFIT',
      location: null,
      areasOfFocus: [],
    });
    expect(screen.getByRole('link', { name: 'Green Futures' }).getAttribute('href')).toMatch(
      /^\/es\/[a-z-]+\/3-/,
    );
  });
});
