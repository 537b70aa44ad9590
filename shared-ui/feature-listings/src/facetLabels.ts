import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_FAMILIES, type SearchFacet } from '@opengood/contracts';
import { useLang } from '@opengood/platform';
import type { en } from './i18n/en';

type Facets = typeof en.facets;
type LabelledFacet = keyof Facets;
/** Every facet value key of the namespace, so a lookup stays checked by the compiler. */
type FacetValueKey = {
  [F in LabelledFacet]: `facets.${F}.${Extract<keyof Facets[F], string>}`;
}[LabelledFacet];

/** The key of a facet value the loaded strings have (codes are open-ended), else null. */
function facetValueKey(
  exists: (key: string) => boolean,
  facet: SearchFacet,
  value: string,
): FacetValueKey | null {
  const key = `facets.${facet}.${value}`;
  return exists(`listingWidgets:${key}`) ? (key as FacetValueKey) : null;
}

const FAMILY_BY_ID = new Map(JOB_FAMILIES.map((family) => [String(family.id), family]));

/**
 * The translated label of a facet value (an area of focus, a job type, a job family by synonymId…) for
 * search filters, listing pages and dashboards. Codes are open-ended: an unknown one is shown as it is.
 */
export function useFacetLabel(): (facet: SearchFacet, value: string) => string {
  const { t, i18n } = useTranslation('listingWidgets');
  const lang = useLang();
  return useCallback(
    (facet, value) => {
      if (facet === 'synonymId') return FAMILY_BY_ID.get(value)?.names[lang] ?? value;
      const key = facetValueKey((k) => i18n.exists(k), facet, value);
      return key ? t(key) : value;
    },
    [t, i18n, lang],
  );
}

/** The translated name of a facet ("Areas of focus", "Job type"…), e.g. a filter group's heading. */
export function useFacetName(): (facet: SearchFacet) => string {
  const { t } = useTranslation('listingWidgets');
  return useCallback((facet) => t(`facetNames.${facet}`), [t]);
}
