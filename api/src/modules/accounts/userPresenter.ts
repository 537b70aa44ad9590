import type { User } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { UserRecord } from './userRepository';

/** A users row → the User answer (spec §3); fields whose tables come later take their empty values. */
export function presentUser(row: UserRecord): User {
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: fullName || row.email,
    email: row.email,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    lang: row.lang,
    created: isoDate(row.created_at),
    orgs: row.orgs.map((o) => ({ id: Number(o.id), name: o.name })),
    permissions: [
      ...(row.is_staff ? (['staff'] as const) : []),
      ...(row.orgs.length > 0 ? (['orgAdmin'] as const) : []),
    ],
    location: null,
    isRecruitable: row.is_recruitable,
    resumeId: row.resume_id,
    salarySurvey: { lastSubmitted: null },
    savedListings: row.saved_listings,
    savedSearches: row.saved_searches.ids.map((id) => ({ id })),
    savingSearchStatus: row.saved_searches.status,
    intakeIntentsDatetimeSet: isoDate(row.intake_intents_set_at),
    showNotifPrefModal: false,
    hasProfileFeature: row.has_profile_feature,
    hasPublishedProfile: row.has_published_profile,
    showProfileOnboarding: false,
    justSignedUpWithProvider: row.just_signed_up_with_provider,
  };
}
