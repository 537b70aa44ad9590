import type { DataExport } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { getGeneralSettings } from '../usersettings';
import {
  exportApplicantProfile,
  exportApplications,
  exportOrgEmailOptOuts,
  exportPaymentMethods,
  exportResumes,
  exportSavedListings,
  exportSavedSearches,
  exportSessions,
  exportUser,
  exportWorkHistory,
} from './dataExportRepository';

/** "Download my data": everything stored about the user, in one JSON document. */
export async function exportUserData(db: Db, userId: number, now = new Date()): Promise<DataExport> {
  const user = await exportUser(db, userId);
  if (!user) throw new NotFoundError({ user: 'No such user' });
  const [
    applicantProfile,
    workHistoryJobs,
    resumes,
    savedListings,
    savedSearches,
    applications,
    settings,
    sessions,
    cards,
    orgOptOuts,
  ] = await Promise.all([
    exportApplicantProfile(db, userId),
    exportWorkHistory(db, userId),
    exportResumes(db, userId),
    exportSavedListings(db, userId),
    exportSavedSearches(db, userId),
    exportApplications(db, userId),
    getGeneralSettings(db, userId),
    exportSessions(db, userId),
    exportPaymentMethods(db, userId),
    exportOrgEmailOptOuts(db, userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    user,
    applicantProfile,
    workHistoryJobs,
    resumes,
    savedListings,
    savedSearches,
    applications,
    emailPreferences: settings.emailPreferences,
    organizationEmailOptOuts: orgOptOuts,
    publicProfile: settings.profile,
    paymentMethods: cards,
    sessions,
  };
}
