import type { ListingType, OrgType } from '../vocabulary/listing-types';

/** Shapes of the data service's answers (api/src/... is the source of truth). */
export interface PlaceSummary {
  text: string;
  city: string | null;
  stateCode: string | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface OrgSummary {
  id: number;
  name: string;
  slug: string;
  orgType: OrgType;
}

export interface Salary {
  minimum: number | null;
  maximum: number | null;
  currency: string;
  period: string;
}

export interface ListingSummary {
  id: number;
  type: ListingType | 'ORG';
  title: string;
  slug: string;
  locale: string;
  org: OrgSummary | null;
  location: PlaceSummary | null;
  locationType: 'ONSITE' | 'REMOTE' | 'HYBRID' | null;
  publishedAt: string | null;
  salary?: Salary | null;
  orgType?: OrgType;
}
