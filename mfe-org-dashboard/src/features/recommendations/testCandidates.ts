import type { RecommendedCandidate, RecommendedCandidateDetail } from '@opengood/contracts';

// Candidates as the api answers them (the fake http checks them against the contract).

export const LISTING = { id: 7, title: 'Gerente de projetos sociais', listingType: 'JOB' as const };

export const testCandidate = (over: Partial<RecommendedCandidate> = {}): RecommendedCandidate => ({
  applicantId: 40,
  name: 'Beatriz Costa',
  headline: 'Coordenadora de Projetos · Instituto Semear',
  place: 'São Paulo, SP, Brasil',
  reasons: [
    { code: 'FUNCTION', function: 'PROGRAM_MANAGEMENT' },
    { code: 'LEVEL', level: 'MANAGERIAL' },
    { code: 'DISTANCE', km: 12, city: { en: 'São Paulo', es: 'San Pablo', pt: 'São Paulo' } },
  ],
  rating: null,
  ...over,
});

export const testCandidateDetail = (
  over: Partial<RecommendedCandidateDetail> = {},
): RecommendedCandidateDetail => ({
  ...testCandidate(),
  skills: ['Salesforce', 'Orçamento'],
  workHistoryJobs: [
    {
      id: 3,
      title: 'Coordenadora de Projetos',
      organization: 'Instituto Semear',
      startMonth: '2021-03',
      endMonth: null,
      current: true,
      description: '',
    },
  ],
  resumeId: 'AAAAAAAAAAAAAAAAAAAAAA',
  willingToWorkOnsite: true,
  willingToWorkRemote: false,
  willingToWorkHybrid: true,
  willingToWorkPartTime: false,
  ...over,
});
