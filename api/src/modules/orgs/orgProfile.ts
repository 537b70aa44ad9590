import {
  ORG_ADMIN_MESSAGES,
  ORG_ERROR_CODES,
  type DashboardOrg,
  type OrgInput,
  type OrgStatus,
} from '@opengood/contracts';
import { slugify } from '@opengood/routes';
import { NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { closeListingsOfOrg } from '../listings';
import { presentDashboardOrg } from '../orgdashboard';
import { findOrgById } from '../organizations';
import { clock, type OrgsDeps } from './orgsDeps';
import * as repo from './orgsRepository';
import { confirmsName } from './teamRules';

// An organisation's own record: created by a user (its first admin and owner), edited by its admins,
// frozen or published again by staff, deleted by an owner (docs/product/organisations.md#the-organisation).

const NO_ORG = { orgId: ORG_ADMIN_MESSAGES.NO_ORG };

/** The place of the location input's placeId as a places row; the Remote option or an unknown id is refused. */
async function placeOf(db: Db, placeId: string | null | undefined): Promise<number | null | undefined> {
  if (placeId === undefined || placeId === null) return placeId;
  const row = await repo.findPlaceRow(db, placeId);
  if (row === null) throw new ValidationError({ placeId: ORG_ERROR_CODES.ORG_PLACE_INVALID });
  return row;
}

function fieldsOf(input: OrgInput) {
  return {
    name: input.name,
    slug: slugify(input.name),
    orgType: input.orgType,
    locale: input.locale,
    description: input.description,
    website: input.website ?? null,
    areasOfFocus: input.areasOfFocus,
  };
}

async function dashboardOrg(db: Db, orgId: number): Promise<DashboardOrg> {
  const row = await findOrgById(db, orgId);
  if (!row) throw new NotFoundError(NO_ORG);
  return presentDashboardOrg(row);
}

/** A signed-in user creates an organisation; they become its first admin and its owner. */
export async function createOrganization(
  deps: OrgsDeps,
  userId: number,
  input: OrgInput,
): Promise<DashboardOrg> {
  const now = clock(deps);
  const placeId = (await placeOf(deps.db, input.placeId)) ?? null;
  const orgId = await deps.db.transaction(async (tx) => {
    const id = await repo.insertOrganization(tx, { ...fieldsOf(input), placeId }, now);
    await repo.putAdminFirst(tx, id, userId, 'OWNER', now);
    return id;
  });
  return dashboardOrg(deps.db, orgId);
}

/** Its admins rewrite the organisation; a placeId left out keeps its place, null clears it. */
export async function updateOrganization(
  deps: OrgsDeps,
  orgId: number,
  input: OrgInput,
): Promise<DashboardOrg> {
  const placeId = await placeOf(deps.db, input.placeId);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOrg(tx, orgId))) throw new NotFoundError(NO_ORG);
    await repo.updateOrganization(tx, orgId, { ...fieldsOf(input), placeId });
  });
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
 * answer 410), and its admins, invites and requests are removed (it leaves every admin's list).
 */
export async function deleteOrganization(deps: OrgsDeps, orgId: number, confirmName: string): Promise<void> {
  const now = clock(deps);
  await deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw new NotFoundError(NO_ORG);
    if (!confirmsName(org.name, confirmName))
      throw new ValidationError({ confirmName: ORG_ERROR_CODES.CONFIRM_NAME_MISMATCH });
    await closeListingsOfOrg(tx, orgId, now);
    await repo.deleteOrganization(tx, orgId, now);
  });
}
