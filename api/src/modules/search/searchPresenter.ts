import type { Lang, OrgHit } from '@opengood/contracts';
import type { OrgRecord } from '../organizations';
import { presentPlace } from '../places';

/** An organisation found by a type=ORG search; `title` repeats the name so any hit shows by its title. */
export function presentOrgHit(row: OrgRecord, lang?: Lang): OrgHit {
  return {
    id: row.id,
    type: 'ORG',
    title: row.name,
    name: row.name,
    slug: row.slug,
    locale: row.locale,
    orgType: row.org_type,
    location: presentPlace(row, lang),
    areasOfFocus: row.areas_of_focus,
  };
}
