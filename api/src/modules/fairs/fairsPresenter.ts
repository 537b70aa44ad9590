import type { GradFair, GradFairInvite, Lang, OrgGradFair } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import { presentPlace } from '../places';
import { isAnswerable, registrationOpen, spotsLeft } from './fairRules';
import type { FairRow, InviteRow, OrgFairRow } from './fairsRepository';

/** A fair in `lang`: its name, description and city in that language (English when one is missing). */
export function presentFair(row: FairRow, lang: Lang, now: Date): GradFair {
  const place = presentPlace(row, lang);
  // The places row is required (grad_fairs.place_id NOT NULL REFERENCES places).
  if (!place) throw new Error(`grad fair ${row.id} has no place`);
  return {
    id: row.id,
    name: row.names[lang] || row.names.en,
    description: row.descriptions[lang] || row.descriptions.en,
    place,
    venue: row.venue,
    timeZone: row.time_zone,
    startsAt: isoDate(row.starts_at),
    endsAt: isoDate(row.ends_at),
    registrationDeadline: isoDate(row.registration_deadline),
    capacity: row.capacity,
    spotsLeft: spotsLeft(row),
    registrationOpen: registrationOpen(row, now),
    distanceMiles: row.distance_miles === null ? null : Math.round(row.distance_miles * 10) / 10,
  };
}

export function presentOrgFair(row: OrgFairRow, lang: Lang, now: Date): OrgGradFair {
  return { ...presentFair(row, lang, now), registeredAt: isoDate(row.registered_at) };
}

export function presentInvite(invite: InviteRow, fair: OrgFairRow, lang: Lang, now: Date): GradFairInvite {
  return {
    id: invite.id,
    orgId: invite.org_id,
    fair: presentOrgFair(fair, lang, now),
    status: invite.status,
    createdAt: isoDate(invite.created_at),
    answeredAt: isoDate(invite.answered_at),
    answerable: isAnswerable(invite.status, fair, now),
  };
}
