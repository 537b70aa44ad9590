import { PROFESSIONAL_LEVELS, type JobFunction, type ProfessionalLevel } from '@opengood/contracts';

// An applicant profile holds no functions and no level (docs/product/user-dashboard.md#applicant-profile):
// recommendations read them from what the candidate wrote, their work history's titles and their skills, in
// any of the site's languages (docs/product/organisations.md#recommended-candidates).

/** Lower case, without accents: "Coordenação" → "coordenacao". */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Word starts that name each function, in en, es and pt (without accents). */
const FUNCTION_WORDS: Record<JobFunction, readonly string[]> = {
  ACCOUNTING_FINANCE: [
    'financ',
    'finanz',
    'accountant',
    'accounting',
    'bookkeep',
    'contador',
    'contab',
    'tesorer',
    'tesoureir',
  ],
  ADMINISTRATIVE: [
    'administrative',
    'administration',
    'administracion',
    'administracao',
    'office manager',
    'secretar',
    'receptionist',
    'administrativ',
    'recepcionist',
  ],
  ADVOCACY_POLICY: ['advocacy', 'policy', 'policies', 'incidencia', 'politicas publicas'],
  COMMUNICATIONS_MARKETING: [
    'communication',
    'marketing',
    'comunicacion',
    'comunicacao',
    'social media',
    'press',
    'prensa',
    'imprensa',
  ],
  COMMUNITY_ORGANIZING: [
    'organizer',
    'organiser',
    'community organi',
    'organizador comunitari',
    'organizacion comunitari',
    'organizacao comunitari',
    'mobiliza',
    'moviliza',
    'articulador',
  ],
  DATA_EVALUATION: [
    'data',
    'evaluation',
    'monitoring',
    'datos',
    'evaluacion',
    'dados',
    'avaliacao',
    'monitoramento',
    'monitoreo',
  ],
  DEVELOPMENT_FUNDRAISING: [
    'fundrais',
    'development officer',
    'donor',
    'recaudacion',
    'procuracion de fondos',
    'captacao',
    'captacion',
    'doadores',
    'donantes',
  ],
  EDUCATION_TRAINING: [
    'teacher',
    'educat',
    'training',
    'trainer',
    'docente',
    'profesor',
    'professor',
    'educador',
    'capacitacion',
    'formacion',
    'formacao',
  ],
  EXECUTIVE_LEADERSHIP: [
    'executive director',
    'chief executive',
    'ceo',
    'director ejecutiv',
    'directora ejecutiv',
    'diretor executiv',
    'diretora executiv',
  ],
  GRANT_WRITING: ['grant', 'subvencion', 'proposal', 'propuestas', 'propostas', 'editais'],
  HUMAN_RESOURCES: [
    'human resources',
    'recruit',
    'talent',
    'recursos humanos',
    'people partner',
    'reclutamiento',
    'recrutamento',
  ],
  IT_TECHNOLOGY: [
    'developer',
    'software',
    'technology',
    'tecnologia',
    'sistemas',
    'web',
    'desarrollador',
    'desenvolvedor',
    'it support',
  ],
  LEGAL: ['legal', 'lawyer', 'attorney', 'counsel', 'abogad', 'advogad', 'juridic'],
  OPERATIONS: ['operations', 'operaciones', 'operacoes', 'logistic', 'logistica'],
  PROGRAM_MANAGEMENT: ['program', 'project', 'proyecto', 'projeto', 'programa'],
  RESEARCH: ['research', 'investigacion', 'investigador', 'pesquisa', 'pesquisador'],
  SOCIAL_WORK_CASE_MANAGEMENT: [
    'social work',
    'case manag',
    'trabajador social',
    'trabajadora social',
    'assistente social',
    'gestion de casos',
    'gestao de casos',
  ],
  VOLUNTEER_MANAGEMENT: ['volunteer', 'voluntari'],
};

const FUNCTION_PATTERNS = (Object.entries(FUNCTION_WORDS) as [JobFunction, readonly string[]][]).map(
  ([fn, words]) => [fn, new RegExp(`\\b(${words.join('|')})`)] as const,
);

/** The functions the texts (titles, skills) name, in the vocabulary's order. */
export function functionsOf(texts: readonly string[]): JobFunction[] {
  const all = texts.map(plain).join(' \n ');
  return FUNCTION_PATTERNS.filter(([, pattern]) => pattern.test(all)).map(([fn]) => fn);
}

/** The level a title says, the most senior first (an executive director is not read as a director). */
const LEVEL_PATTERNS: readonly (readonly [ProfessionalLevel, RegExp])[] = [
  [
    'EXECUTIVE',
    /\b(executive director|chief|ceo|president|director ejecutiv|directora ejecutiv|diretora? executiv|presidente)/,
  ],
  ['DIRECTOR', /\b(director|directora|diretor|diretora|head of|jefe|jefa)\b/],
  [
    'MANAGERIAL',
    /\b(manager|coordinator|coordinador|coordinadora|coordenador|coordenadora|gerente|supervisor|supervisora|lead)\b/,
  ],
  [
    'ENTRY_LEVEL',
    /\b(assistant|intern|trainee|junior|asistente|assistente|auxiliar|estagiari|practicante|becari)/,
  ],
];

/** The level of the candidate's current (or latest) job title; PROFESSIONAL when it names none; null without one. */
export function levelOf(latestTitle: string | null): ProfessionalLevel | null {
  if (latestTitle === null) return null;
  const title = plain(latestTitle);
  return LEVEL_PATTERNS.find(([, pattern]) => pattern.test(title))?.[0] ?? 'PROFESSIONAL';
}

/** How many steps apart two levels are on the ladder (entry level … executive). */
export const levelDistance = (a: ProfessionalLevel, b: ProfessionalLevel) =>
  Math.abs(PROFESSIONAL_LEVELS.indexOf(a) - PROFESSIONAL_LEVELS.indexOf(b));
