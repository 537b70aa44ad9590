import { UNDEFINED_COUNTRY_CODE, type PlaceSummary } from '@opengood/contracts';
import type { StructuredData } from '@opengood/platform';

/**
 * Where a remote worker may live, for a JobPosting's applicantLocationRequirements: the listing's own
 * place (its state when it names one, else its country). That place is the only country a job detail
 * answer holds: the organisation comes as a summary without an address. So a remote job stored without a place, or with a place whose country the
 * geocoder could not tell (XA), gets null: guessing a country (the site's market, the visitor's) would
 * tell Google to show the job to the wrong people, which is worse than the posting not being eligible
 * for Google's remote-job results. When the listing names the countries it is open to (`remoteCountries`), those are given
 * instead (structuredData.ts) and this fallback is not used. The rest of the posting is unchanged and still valid schema.org
 * (applicantLocationRequirements is optional there); giving the listing a place makes it eligible.
 */
export function applicantLocationRequirements(location: PlaceSummary | null): StructuredData | null {
  if (!location || location.countryCode === UNDEFINED_COUNTRY_CODE) return null;
  return location.stateCode
    ? { '@type': 'State', name: `${location.stateCode}, ${location.countryCode}` }
    : { '@type': 'Country', name: location.countryCode };
}
