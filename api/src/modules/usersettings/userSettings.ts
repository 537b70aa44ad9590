import {
  EMAIL_PREFERENCE_KINDS,
  USER_SETTINGS_ERROR_CODES,
  type EmailPreference,
  type GeneralSettings,
  type PublicProfile,
  type PublicProfileRequest,
} from '@opengood/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import {
  enablePublicProfile,
  findEmailPreferenceRows,
  findPublicProfileRow,
  findPublishedProfile,
  findWorkHistoryOfUser,
  savePublicProfile,
  upsertEmailPreferences,
} from './userSettingsRepository';

/** Every kind in the contract's order; a kind the user never changed is on (spec: mail defaults on). */
export async function emailPreferencesOf(db: Db, userId: number): Promise<EmailPreference[]> {
  const changed = new Map((await findEmailPreferenceRows(db, userId)).map((r) => [r.kind, r.enabled]));
  return EMAIL_PREFERENCE_KINDS.map((kind) => ({ kind, enabled: changed.get(kind) ?? true }));
}

export async function getGeneralSettings(db: Db, userId: number): Promise<GeneralSettings> {
  const [emailPreferences, profile] = await Promise.all([
    emailPreferencesOf(db, userId),
    findPublicProfileRow(db, userId),
  ]);
  return {
    emailPreferences,
    profile: {
      enabled: profile !== null,
      username: profile?.username ?? null,
      published: profile?.published ?? false,
    },
  };
}

export async function setEmailPreferences(
  db: Db,
  userId: number,
  preferences: readonly EmailPreference[],
): Promise<GeneralSettings> {
  // The last word on a kind named twice wins, as it would in the form.
  const byKind = new Map(preferences.map((p) => [p.kind, p.enabled]));
  await upsertEmailPreferences(
    db,
    userId,
    [...byKind].map(([kind, enabled]) => ({ kind, enabled })),
  );
  return getGeneralSettings(db, userId);
}

/** GET /userdashboard/profile/enable: the profile feature on (still private), then the settings. */
export async function enableProfile(db: Db, userId: number): Promise<GeneralSettings> {
  await enablePublicProfile(db, userId);
  return getGeneralSettings(db, userId);
}

export async function updatePublicProfile(
  db: Db,
  userId: number,
  request: PublicProfileRequest,
): Promise<GeneralSettings> {
  if (request.published && request.username === null)
    throw new ValidationError({ username: USER_SETTINGS_ERROR_CODES.USERNAME_REQUIRED });
  const saved = await savePublicProfile(db, userId, request);
  if (!saved) throw new ConflictError({ username: USER_SETTINGS_ERROR_CODES.USERNAME_TAKEN });
  return getGeneralSettings(db, userId);
}

/** GET /profiles/:username: a published profile; unknown or unpublished are the same 404. */
export async function getPublicProfile(db: Db, username: string): Promise<PublicProfile> {
  const row = await findPublishedProfile(db, username);
  if (!row) throw new NotFoundError({ username: 'No published profile has this username' });
  const jobs = await findWorkHistoryOfUser(db, row.user_id);
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  const location = row.user_location;
  return {
    username: row.username,
    // Never the email: the display name falls back to the username when no name was given.
    name: fullName || row.username,
    location: location ? (location.isRemote ? 'Remote' : location.text) : null,
    skills: row.skills ?? [],
    workHistoryJobs: jobs.map((j) => ({
      title: j.title,
      organization: j.organization,
      startMonth: j.start_month,
      endMonth: j.end_month,
      current: j.current,
      description: j.description,
    })),
    memberSince: new Date(row.created_at).toISOString(),
  };
}
