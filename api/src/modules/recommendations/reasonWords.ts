import type { JobFunction, Lang, MatchReason, ProfessionalLevel } from '@opengood/contracts';

// The recommendation mail's wording of a candidate's reasons, in the admin's language ("Matches: Program
// management, Managerial, 12 km from São Paulo"). The dashboard's pages word the same codes with their own
// strings (mfe-org-dashboard/src/features/recommendations/strings.ts).

interface Words {
  matches: string;
  functions: Record<JobFunction, string>;
  levels: Record<ProfessionalLevel, string>;
  distance: (km: string, city: string) => string;
  country: (country: string) => string;
  remote: string;
  remoteFrom: (country: string) => string;
  skills: (skills: string) => string;
  goodFit: (name: string) => string;
  notAFit: (name: string) => string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    matches: 'Matches',
    functions: {
      ACCOUNTING_FINANCE: 'Accounting & finance',
      ADMINISTRATIVE: 'Administrative',
      ADVOCACY_POLICY: 'Advocacy & policy',
      COMMUNICATIONS_MARKETING: 'Communications & marketing',
      COMMUNITY_ORGANIZING: 'Community organizing',
      DATA_EVALUATION: 'Data & evaluation',
      DEVELOPMENT_FUNDRAISING: 'Development & fundraising',
      EDUCATION_TRAINING: 'Education & training',
      EXECUTIVE_LEADERSHIP: 'Executive leadership',
      GRANT_WRITING: 'Grant writing',
      HUMAN_RESOURCES: 'Human resources',
      IT_TECHNOLOGY: 'IT & technology',
      LEGAL: 'Legal',
      OPERATIONS: 'Operations',
      PROGRAM_MANAGEMENT: 'Program management',
      RESEARCH: 'Research',
      SOCIAL_WORK_CASE_MANAGEMENT: 'Social work & case management',
      VOLUNTEER_MANAGEMENT: 'Volunteer management',
    },
    levels: {
      ENTRY_LEVEL: 'Entry level',
      PROFESSIONAL: 'Professional',
      MANAGERIAL: 'Managerial',
      DIRECTOR: 'Director',
      EXECUTIVE: 'Executive',
    },
    distance: (km, city) => `${km} km from ${city}`,
    country: (country) => `lives in ${country}`,
    remote: 'works remotely',
    remoteFrom: (country) => `works remotely from ${country}`,
    skills: (skills) => `skills: ${skills}`,
    goodFit: (name) => `Good fit: ${name}`,
    notAFit: (name) => `Not a fit: ${name}`,
  },
  es: {
    matches: 'Coincide en',
    functions: {
      ACCOUNTING_FINANCE: 'Contabilidad y finanzas',
      ADMINISTRATIVE: 'Administración',
      ADVOCACY_POLICY: 'Incidencia y políticas públicas',
      COMMUNICATIONS_MARKETING: 'Comunicación y marketing',
      COMMUNITY_ORGANIZING: 'Organización comunitaria',
      DATA_EVALUATION: 'Datos y evaluación',
      DEVELOPMENT_FUNDRAISING: 'Desarrollo institucional y recaudación',
      EDUCATION_TRAINING: 'Educación y capacitación',
      EXECUTIVE_LEADERSHIP: 'Dirección ejecutiva',
      GRANT_WRITING: 'Redacción de propuestas',
      HUMAN_RESOURCES: 'Recursos humanos',
      IT_TECHNOLOGY: 'Tecnología e informática',
      LEGAL: 'Legal',
      OPERATIONS: 'Operaciones',
      PROGRAM_MANAGEMENT: 'Gestión de programas',
      RESEARCH: 'Investigación',
      SOCIAL_WORK_CASE_MANAGEMENT: 'Trabajo social y acompañamiento',
      VOLUNTEER_MANAGEMENT: 'Gestión de voluntariado',
    },
    levels: {
      ENTRY_LEVEL: 'Inicial',
      PROFESSIONAL: 'Profesional',
      MANAGERIAL: 'Gerencial',
      DIRECTOR: 'Dirección',
      EXECUTIVE: 'Ejecutivo',
    },
    distance: (km, city) => `a ${km} km de ${city}`,
    country: (country) => `vive en ${country}`,
    remote: 'trabaja en remoto',
    remoteFrom: (country) => `trabaja en remoto desde ${country}`,
    skills: (skills) => `habilidades: ${skills}`,
    goodFit: (name) => `Encaja: ${name}`,
    notAFit: (name) => `No encaja: ${name}`,
  },
  pt: {
    matches: 'Combina em',
    functions: {
      ACCOUNTING_FINANCE: 'Contabilidade e finanças',
      ADMINISTRATIVE: 'Administrativo',
      ADVOCACY_POLICY: 'Advocacy e políticas públicas',
      COMMUNICATIONS_MARKETING: 'Comunicação e marketing',
      COMMUNITY_ORGANIZING: 'Mobilização comunitária',
      DATA_EVALUATION: 'Dados e avaliação',
      DEVELOPMENT_FUNDRAISING: 'Captação de recursos',
      EDUCATION_TRAINING: 'Educação e formação',
      EXECUTIVE_LEADERSHIP: 'Direção executiva',
      GRANT_WRITING: 'Elaboração de projetos e editais',
      HUMAN_RESOURCES: 'Recursos humanos',
      IT_TECHNOLOGY: 'Tecnologia da informação',
      LEGAL: 'Jurídico',
      OPERATIONS: 'Operações',
      PROGRAM_MANAGEMENT: 'Gestão de projetos',
      RESEARCH: 'Pesquisa',
      SOCIAL_WORK_CASE_MANAGEMENT: 'Serviço social e acompanhamento',
      VOLUNTEER_MANAGEMENT: 'Gestão de voluntariado',
    },
    levels: {
      ENTRY_LEVEL: 'Início de carreira',
      PROFESSIONAL: 'Profissional',
      MANAGERIAL: 'Gerencial',
      DIRECTOR: 'Diretoria',
      EXECUTIVE: 'Executivo',
    },
    distance: (km, city) => `a ${km} km de ${city}`,
    country: (country) => `mora em ${country}`,
    remote: 'trabalha remotamente',
    remoteFrom: (country) => `trabalha remotamente de ${country}`,
    skills: (skills) => `habilidades: ${skills}`,
    goodFit: (name) => `Combina: ${name}`,
    notAFit: (name) => `Não combina: ${name}`,
  },
};

const countryName = (code: string, lang: Lang) =>
  new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;

/** One reason in the language. */
export function reasonText(reason: MatchReason, lang: Lang): string {
  const w = WORDS[lang];
  switch (reason.code) {
    case 'FUNCTION':
      return w.functions[reason.function];
    case 'LEVEL':
      return w.levels[reason.level];
    case 'DISTANCE':
      return w.distance(new Intl.NumberFormat(lang).format(reason.km), reason.city[lang]);
    case 'COUNTRY':
      return w.country(countryName(reason.countryCode, lang));
    case 'REMOTE':
      return reason.countryCode ? w.remoteFrom(countryName(reason.countryCode, lang)) : w.remote;
    case 'SKILLS':
      return w.skills(reason.skills.join(', '));
  }
}

/** "Matches: Program management, Managerial, 12 km from São Paulo". */
export const reasonsLine = (reasons: readonly MatchReason[], lang: Lang) =>
  `${WORDS[lang].matches}: ${reasons.map((r) => reasonText(r, lang)).join(', ')}`;

export const rateWords = (lang: Lang) => ({ good: WORDS[lang].goodFit, bad: WORDS[lang].notAFit });
