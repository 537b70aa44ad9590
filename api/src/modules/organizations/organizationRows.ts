import type { AreaOfFocus, Lang, OrgSize, OrgStatus, OrgType } from '@opengood/contracts';
import { isOrgPublic, publicOrgSql } from '../listings';
import { PLACE_SELECT, type PlaceColumns } from '../places';

/** One organisation as ORG_SELECT returns it, with its place joined. */
export interface OrgRecord extends PlaceColumns {
  id: number;
  name: string;
  slug: string;
  org_type: OrgType;
  locale: Lang;
  description: string;
  website: string | null;
  areas_of_focus: AreaOfFocus[];
  status: OrgStatus;
  size: OrgSize | null;
  created_at: Date;
  /** Its places row (the location input's placeId), or null. */
  place_id: number | null;
  /** Its logo file's public id, or null. */
  logo_public_id: string | null;
}

export const ORG_SELECT = `
  o.id, o.name, o.slug, o.org_type, o.locale, o.description, o.website, o.areas_of_focus, o.status, o.size, o.created_at,
  o.place_id, lf.public_id AS logo_public_id,
  ${PLACE_SELECT}`;

export const ORG_FROM = `organizations o LEFT JOIN places p ON p.id = o.place_id
  LEFT JOIN files lf ON lf.id = o.logo_file_id`;

/** An organisation the public may see (not frozen: the listings lifecycle's rule, isOrgPublic). */
export const isPublicOrg = (row: Pick<OrgRecord, 'status'>) => isOrgPublic(row.status);

export { publicOrgSql };
