import type { RecommendedCandidate, RecommendedCandidateDetail } from '@opengood/contracts';
import type { RankedCandidate } from './recommendations';

// A candidate as an organisation sees them: what the profile shares with recruiters (name, work history,
// skills, where they live and how they will work), never their address or anything else of the account.

export const candidateName = (row: RankedCandidate['row']) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.name || `#${row.user_id}`;

export function presentCandidate({ row, jobs, match, rating }: RankedCandidate): RecommendedCandidate {
  const latest = jobs[0];
  return {
    applicantId: row.user_id,
    name: candidateName(row),
    headline: latest ? `${latest.title} · ${latest.organization}` : null,
    place: row.user_location && !row.user_location.isRemote ? row.user_location.text : null,
    reasons: match.reasons,
    rating,
  };
}

export function presentCandidateDetail(
  candidate: RankedCandidate,
  resumeId: string | null,
): RecommendedCandidateDetail {
  const { row, jobs } = candidate;
  return {
    ...presentCandidate(candidate),
    skills: row.skills,
    workHistoryJobs: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      organization: j.organization,
      startMonth: j.start_month,
      endMonth: j.end_month,
      current: j.current,
      description: j.description,
    })),
    resumeId,
    willingToWorkOnsite: row.willing_to_work_onsite,
    willingToWorkRemote: row.willing_to_work_remote,
    willingToWorkHybrid: row.willing_to_work_hybrid,
    willingToWorkPartTime: row.willing_to_work_part_time,
  };
}
