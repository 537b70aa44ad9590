import type { AdminRequest, MyOrganization, PublicInvite, TeamAdmin, TeamInvite } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { AdminRequestRow, AdminRow, InviteRow } from './orgsRepository';
import { inviteStatus } from './teamRules';

export function presentAdmin(row: AdminRow): TeamAdmin {
  return {
    id: row.user_id,
    email: row.email,
    name: row.name,
    isOwner: row.role === 'OWNER',
    addedAt: isoDate(row.added_at),
  };
}

export function presentInvite(row: InviteRow, now: Date): TeamInvite {
  return {
    id: row.id,
    email: row.email,
    createdAt: isoDate(row.created_at),
    expiresAt: isoDate(row.expires_at),
    expired: inviteStatus(row, now) === 'EXPIRED',
  };
}

export function presentPublicInvite(row: InviteRow & { org_name: string }, now: Date): PublicInvite {
  return {
    id: row.id,
    orgId: row.org_id,
    orgName: row.org_name,
    email: row.email,
    expiresAt: isoDate(row.expires_at),
    status: inviteStatus(row, now),
  };
}

export function presentAdminRequest(row: AdminRequestRow): AdminRequest {
  return {
    id: row.id,
    approved: row.approved,
    createdAt: isoDate(row.created_at),
    user: { id: row.user_id, email: row.email, name: row.name },
  };
}

export function presentMyOrganization(row: {
  id: number;
  name: string;
  role: 'OWNER' | 'ADMIN';
  selected: boolean;
}): MyOrganization {
  return { id: row.id, name: row.name, isOwner: row.role === 'OWNER', selected: row.selected };
}
