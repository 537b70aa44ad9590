import { ORG_ERROR_CODES, type MyOrganization } from '@opengood/contracts';
import { ForbiddenError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { clock, type OrgsDeps } from './orgsDeps';
import { presentMyOrganization } from './orgsPresenter';
import * as repo from './orgsRepository';

/** The organisations the user administers, by name, with the one they last chose to work in. */
export async function myOrganizations(db: Db, userId: number): Promise<MyOrganization[]> {
  return (await repo.listMyOrganizations(db, userId)).map(presentMyOrganization);
}

/** Remembers which of their organisations the user works in; one they do not administer is refused. */
export async function selectOrganization(
  deps: OrgsDeps,
  userId: number,
  orgId: number,
): Promise<MyOrganization[]> {
  const mine = await repo.listMyOrganizations(deps.db, userId);
  if (!mine.some((org) => org.id === orgId))
    throw new ForbiddenError({ orgId: ORG_ERROR_CODES.NOT_YOUR_ORG });
  await repo.selectOrganization(deps.db, userId, orgId, clock(deps));
  return myOrganizations(deps.db, userId);
}
