import { createTestI18n } from '@opengood/platform/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AREAS_OF_FOCUS,
  FACETS_BY_TYPE,
  FACET_VALUES,
  LANGS,
  SEARCH_TYPES,
  type Lang,
} from '@opengood/contracts';
import { AppProviders, addNamespace, createAppStore, type HttpClient } from '@opengood/platform';
import { useFacetLabel, useFacetName } from './facetLabels';
import {
  LISTING_WIDGETS_NS,
  listingWidgetsBundledTranslations as listingWidgetsTranslations,
} from './namespace';

function hooks(lang: Lang) {
  const i18n = createTestI18n(lang);
  addNamespace(i18n, LISTING_WIDGETS_NS, listingWidgetsTranslations);
  const platform = { http: {} as HttpClient, preload: () => undefined, supportUrl: '' };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={createAppStore()} i18n={i18n} platform={platform}>
      {children}
    </AppProviders>
  );
  const label = renderHook(() => useFacetLabel(), { wrapper }).result.current;
  const name = renderHook(() => useFacetName(), { wrapper }).result.current;
  return { label, name };
}

describe('facet labels', () => {
  it('labels values in the page language', () => {
    expect(hooks('en').label('areasOfFocus', 'ARTS_CULTURE')).toBe('Arts & culture');
    expect(hooks('es').label('jobType', 'PART_TIME')).toBe('Medio tiempo');
    expect(hooks('pt').label('locationType', 'ONSITE')).toBe('Presencial');
    expect(hooks('pt').name('areasOfFocus')).toBe('Áreas de atuação');
  });

  it('names job families by synonymId from the vocabulary', () => {
    expect(hooks('en').label('synonymId', '1')).toBe('Program Manager');
    expect(hooks('pt').label('synonymId', '1')).toBe('Gerente de Projetos');
    expect(hooks('es').label('synonymId', '99999')).toBe('99999');
  });

  it('shows an unknown code as it is', () => {
    expect(hooks('en').label('functions', 'UNDERWATER_BASKETS')).toBe('UNDERWATER_BASKETS');
  });

  it.each(LANGS)('has a real label for every value of every facet in %s', (lang) => {
    const { label, name } = hooks(lang);
    const facets = new Set(SEARCH_TYPES.flatMap((type) => FACETS_BY_TYPE[type]));
    for (const facet of facets) {
      expect(name(facet)).not.toMatch(/^facetNames\./);
      for (const value of FACET_VALUES[facet]) {
        const text = label(facet, value);
        expect(text).not.toBe(value);
        expect(text.trim()).not.toBe('');
      }
    }
    expect(AREAS_OF_FOCUS.length).toBeGreaterThan(0);
  });
});
