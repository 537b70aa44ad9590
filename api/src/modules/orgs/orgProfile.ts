import {
  ORG_ADMIN_MESSAGES,
  ORG_DESCRIPTION_MAX_LENGTH,
  ORG_ERROR_CODES,
  richTextLength,
  type DashboardOrg,
  type OrgInput,
  type OrgStatus,
} from '@opengood/contracts';
import { slugify } from '@opengood/routes';
import { NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { removeStoredFiles } from '../../platform/files/fileStore';
import { sanitizeRichText } from '../../platform/richText';
import { closeListingsOfOrg } from '../listings';
import { presentDashboardOrg } from '../orgdashboard';
import { findOrgById } from '../organizations';
import { placeRowOf } from '../places';
import { applyLogoChange, logoChangeOf } from './orgLogo';
import { clock, type OrgsDeps } from './orgsDeps';
import * as repo from './orgsRepository';
import { confirmsName } from './teamRules';

// An organisation's own record: created by a user (its first admin and owner), edited by its admins,
// frozen or published again by staff, deleted by an owner (docs/product/organisations.md#the-organisation).

const NO_ORG = { orgId: ORG_ADMIN_MESSAGES.NO_ORG };

/**
 * The place of the location input's placeId as a places row (any city of the gazetteer); a state, a
 * country, the Remote option or an unknown id is refused.
 */
async function placeOf(db: Db, placeId: string | null | undefined): Promise<number | null | undefined> {
  if (placeId === undefined || placeId === null) return placeId;
  const row = await placeRowOf(db, placeId);
  if (row === null) throw new ValidationError({ placeId: ORG_ERROR_CODES.ORG_PLACE_INVALID });
  return row;
}

/**
 * The description as kept: the HTML sanitised to the rich-text allow-list (docs/product/organisations.md#the-organisation),
 * its text at most ORG_DESCRIPTION_MAX_LENGTH characters.
 */
function descriptionOf(html: string): string {
  const clean = sanitizeRichText(html);
  if (richTextLength(clean) > ORG_DESCRIPTION_MAX_LENGTH)
    throw new ValidationError({ description: ORG_ERROR_CODES.ORG_DESCRIPTION_TOO_LONG });
  return clean;
}

function fieldsOf(input: OrgInput) {
  return {
    name: input.name,
    slug: slugify(input.name),
    orgType: input.orgType,
    locale: input.locale,
    description: descriptionOf(input.description),
    website: input.website ?? null,
    areasOfFocus: input.areasOfFocus,
  };
}

async function dashboardOrg(db: Db, orgId: number): Promise<DashboardOrg> {
  const row = await findOrgById(db, orgId);
  if (!row) throw new NotFoundError(NO_ORG);
  return presentDashboardOrg(row);
}

/**
 * A signed-in user creates an organisation; they become its first admin and its owner. Its logo, if any, is
 * one they uploaded (logoId); it is taken in the same transaction, so a refused logo creates nothing.
 */
export async function createOrganization(
  deps: OrgsDeps,
  userId: number,
  input: OrgInput,
): Promise<DashboardOrg> {
  const now = clock(deps);
  const fields = fieldsOf(input);
  const orgId = await deps.db.transaction(async (tx) => {
    const placeId = (await placeOf(tx, input.placeId)) ?? null;
    const logo = await logoChangeOf(tx, userId, input.logoId, null);
    const id = await repo.insertOrganization(tx, { ...fields, placeId }, now);
    await applyLogoChange(tx, logo, null, (fileId) => repo.setOrgLogo(tx, id, fileId));
    await repo.putAdminFirst(tx, id, userId, 'OWNER', now);
    return id;
  });
  return dashboardOrg(deps.db, orgId);
}

/**
 * Its admins (and staff) rewrite the organisation; a placeId or logoId left out keeps its place or logo,
 * null clears it. A new logo is one the acting user uploaded; the one it replaces is deleted, its bytes
 * once the change is committed.
 */
export async function updateOrganization(
  deps: OrgsDeps,
  userId: number,
  orgId: number,
  input: OrgInput,
): Promise<DashboardOrg> {
  const fields = fieldsOf(input);
  const replaced = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOrg(tx, orgId))) throw new NotFoundError(NO_ORG);
    const placeId = await placeOf(tx, input.placeId);
    const current = await repo.findOrgLogo(tx, orgId);
    const logo = await logoChangeOf(tx, userId, input.logoId, current.publicId);
    await repo.updateOrganization(tx, orgId, { ...fields, placeId });
    return applyLogoChange(tx, logo, current.fileId, (fileId) => repo.setOrgLogo(tx, orgId, fileId));
  });
  await removeStoredFiles(deps.files, replaced);
  return dashboardOrg(deps.db, orgId);
}

/**
 * Staff freeze an organisation (its profile shows only its name and its listings leave the public: the
 * listing lifecycle's rule) or publish it again.
 */
export async function setOrganizationStatus(
  deps: OrgsDeps,
  orgId: number,
  status: OrgStatus,
): Promise<DashboardOrg> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOrg(tx, orgId))) throw new NotFoundError(NO_ORG);
    await repo.setOrgStatus(tx, orgId, status);
  });
  return dashboardOrg(deps.db, orgId);
}

/**
 * An owner deletes the organisation, typing its name again. In one transaction: its listings are closed
 * (the listing lifecycle's `close`: they leave search), it is marked deleted (its pages and its listings'
 * answer 410), its admins, invites and requests are removed (it leaves every admin's list), and its logo.
 */
export async function deleteOrganization(deps: OrgsDeps, orgId: number, confirmName: string): Promise<void> {
  const now = clock(deps);
  const removed = await deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw new NotFoundError(NO_ORG);
    if (!confirmsName(org.name, confirmName))
      throw new ValidationError({ confirmName: ORG_ERROR_CODES.CONFIRM_NAME_MISMATCH });
    await closeListingsOfOrg(tx, orgId, now);
    await repo.deleteOrganization(tx, orgId, now);
    // Its logo goes with it (its profile answers 410 and shows it nowhere).
    const { fileId } = await repo.findOrgLogo(tx, orgId);
    return applyLogoChange(tx, { kind: 'remove' }, fileId, (id) => repo.setOrgLogo(tx, orgId, id));
  });
  await removeStoredFiles(deps.files, removed);
}
