import { FUNCTIONS, type JobFunction, type Lang, type ProfessionalLevel } from '@opengood/contracts';
import { gazetteer, locationOf } from '../modules/places';
import type { Db } from '../platform/db/db';
import { seedPlacesByCountry } from './places';
import { Random } from './prng';
import { devPasswordHash } from './users';

// Job seekers open to recruiters (spec §3 isRecruitable), so an organisation's recommended candidates
// (docs/product/organisations.md#recommended-candidates) show real people on a fresh start: a few dozen in
// the three languages, in the seeded countries' biggest cities, each with a work history whose titles name
// a function and a level, skills and how they will work; and a few who said no, whom no organisation may
// ever see. Deterministic; added once (they sign in with the seed's password).

export const RECRUITABLE_CANDIDATES = 36;
export const NOT_RECRUITABLE_CANDIDATES = 4;
/** The first candidate's address: present, the candidates were seeded. */
export const candidateEmail = (n: number, first: string, last: string) =>
  `${ascii(first)}.${ascii(last)}.candidate${n}@example.org`;

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** What each function is called in a title, per language. */
const NOUNS: Record<Exclude<JobFunction, 'EXECUTIVE_LEADERSHIP'>, Record<Lang, string>> = {
  ACCOUNTING_FINANCE: { en: 'Finance', es: 'Finanzas', pt: 'Finanças' },
  ADMINISTRATIVE: { en: 'Administration', es: 'Administración', pt: 'Administração' },
  ADVOCACY_POLICY: { en: 'Advocacy', es: 'Incidencia Política', pt: 'Advocacy' },
  COMMUNICATIONS_MARKETING: { en: 'Communications', es: 'Comunicación', pt: 'Comunicação' },
  COMMUNITY_ORGANIZING: {
    en: 'Community Organizing',
    es: 'Organización Comunitaria',
    pt: 'Mobilização Comunitária',
  },
  DATA_EVALUATION: {
    en: 'Monitoring & Evaluation',
    es: 'Monitoreo y Evaluación',
    pt: 'Monitoramento e Avaliação',
  },
  DEVELOPMENT_FUNDRAISING: { en: 'Fundraising', es: 'Captación de Fondos', pt: 'Captação de Recursos' },
  EDUCATION_TRAINING: { en: 'Education', es: 'Formación', pt: 'Formação' },
  GRANT_WRITING: { en: 'Grants', es: 'Subvenciones', pt: 'Editais' },
  HUMAN_RESOURCES: { en: 'Human Resources', es: 'Recursos Humanos', pt: 'Recursos Humanos' },
  IT_TECHNOLOGY: { en: 'Technology', es: 'Tecnología', pt: 'Tecnologia' },
  LEGAL: { en: 'Legal Affairs', es: 'Asuntos Jurídicos', pt: 'Jurídico' },
  OPERATIONS: { en: 'Operations', es: 'Operaciones', pt: 'Operações' },
  PROGRAM_MANAGEMENT: { en: 'Programs', es: 'Programas', pt: 'Projetos' },
  RESEARCH: { en: 'Research', es: 'Investigación', pt: 'Pesquisa' },
  SOCIAL_WORK_CASE_MANAGEMENT: { en: 'Case Management', es: 'Gestión de Casos', pt: 'Gestão de Casos' },
  VOLUNTEER_MANAGEMENT: { en: 'Volunteer Engagement', es: 'Voluntariado', pt: 'Voluntariado' },
};
const SEEDED_FUNCTIONS = FUNCTIONS.filter((f) => f !== 'EXECUTIVE_LEADERSHIP') as (keyof typeof NOUNS)[];

type SeedLevel = Exclude<ProfessionalLevel, 'EXECUTIVE'>;
const TITLES: Record<Lang, Record<SeedLevel, (noun: string) => string>> = {
  en: {
    ENTRY_LEVEL: (n) => `${n} Assistant`,
    PROFESSIONAL: (n) => `${n} Officer`,
    MANAGERIAL: (n) => `${n} Manager`,
    DIRECTOR: (n) => `Director of ${n}`,
  },
  es: {
    ENTRY_LEVEL: (n) => `Asistente de ${n}`,
    PROFESSIONAL: (n) => `Técnico de ${n}`,
    MANAGERIAL: (n) => `Coordinador de ${n}`,
    DIRECTOR: (n) => `Director de ${n}`,
  },
  pt: {
    ENTRY_LEVEL: (n) => `Assistente de ${n}`,
    PROFESSIONAL: (n) => `Analista de ${n}`,
    MANAGERIAL: (n) => `Coordenador de ${n}`,
    DIRECTOR: (n) => `Diretor de ${n}`,
  },
};
const LEVELS: readonly SeedLevel[] = [
  'PROFESSIONAL',
  'MANAGERIAL',
  'ENTRY_LEVEL',
  'DIRECTOR',
  'PROFESSIONAL',
  'MANAGERIAL',
];
const LOWER: Record<SeedLevel, SeedLevel> = {
  ENTRY_LEVEL: 'ENTRY_LEVEL',
  PROFESSIONAL: 'ENTRY_LEVEL',
  MANAGERIAL: 'PROFESSIONAL',
  DIRECTOR: 'MANAGERIAL',
};

const PEOPLE: Record<Lang, { first: string[]; last: string[]; orgs: string[]; skills: string[] }> = {
  en: {
    first: [
      'Abigail',
      'Marcus',
      'Priya',
      'Owen',
      'Leah',
      'Tariq',
      'Naomi',
      'Caleb',
      'Fiona',
      'Isaac',
      'Ruth',
      'Elliot',
    ],
    last: [
      'Bennett',
      'Okafor',
      'Shah',
      'Murphy',
      'Kim',
      'Haddad',
      'Foster',
      'Nguyen',
      'Doyle',
      'Cohen',
      'Patel',
      'Grant',
    ],
    orgs: [
      'Harbor Food Network',
      'Open Doors Housing',
      'Riverside Youth Alliance',
      'Clean Air Coalition',
      'Literacy First',
    ],
    skills: [
      'Budgeting',
      'Salesforce',
      'Public speaking',
      'Excel',
      'Stakeholder engagement',
      'Report writing',
    ],
  },
  es: {
    first: [
      'Lucía',
      'Martín',
      'Elena',
      'Tomás',
      'Renata',
      'Gonzalo',
      'Ximena',
      'Esteban',
      'Catalina',
      'Iván',
      'Daniela',
      'Hugo',
    ],
    last: [
      'Herrera',
      'Morales',
      'Jiménez',
      'Rojas',
      'Ortega',
      'Mendoza',
      'Silva',
      'Aguilar',
      'Peña',
      'Fuentes',
      'Cabrera',
      'Molina',
    ],
    orgs: [
      'Fundación Manos Unidas',
      'Red de Bancos de Alimentos',
      'Asociación Agua Viva',
      'Techo Digno',
      'Colectivo Aprender',
    ],
    skills: [
      'Presupuestos',
      'Excel',
      'Facilitación de talleres',
      'Redacción de informes',
      'Trabajo en equipo',
      'Canva',
    ],
  },
  pt: {
    first: [
      'Juliana',
      'Felipe',
      'Renata',
      'Bruno',
      'Patrícia',
      'Diego',
      'Fernanda',
      'Marcelo',
      'Aline',
      'Gustavo',
      'Inês',
      'Tiago',
    ],
    last: [
      'Barbosa',
      'Ferreira',
      'Gomes',
      'Martins',
      'Araújo',
      'Rocha',
      'Dias',
      'Moreira',
      'Teixeira',
      'Cardoso',
      'Nunes',
      'Pinto',
    ],
    orgs: [
      'Instituto Semear',
      'Associação Mãos Dadas',
      'Rede Cidadã',
      'Fundação Águas Claras',
      'Projeto Aprender Juntos',
    ],
    skills: ['Orçamento', 'Excel', 'Facilitação de oficinas', 'Redação de relatórios', 'Power BI', 'Canva'],
  },
};

/** Each language's candidates' countries, in turn (the biggest seeded countries more often). */
const COUNTRY_TURNS: Record<Lang, readonly string[]> = {
  en: ['US', 'US', 'CA', 'US', 'GB', 'US'],
  es: ['MX', 'ES', 'AR', 'MX', 'CO', 'ES', 'CL', 'PE'],
  pt: ['BR', 'BR', 'PT', 'BR'],
};
const LANG_ORDER: Lang[] = ['en', 'es', 'pt'];

export interface SeedCandidate {
  email: string;
  first_name: string;
  last_name: string;
  lang: Lang;
  recruitable: boolean;
  skills: string[];
  willing_to_work_onsite: boolean;
  willing_to_work_remote: boolean;
  willing_to_work_hybrid: boolean;
  user_location: object;
  jobs: {
    title: string;
    organization: string;
    start_month: string;
    end_month: string | null;
    current: boolean;
    description: string;
  }[];
}

/** The candidates, deterministic: languages in turn, functions and levels in turn, cities biggest first. */
export function generateCandidates(seed = 18): SeedCandidate[] {
  const random = new Random(seed);
  const places = seedPlacesByCountry();
  const used = new Map<string, number>();
  const out: SeedCandidate[] = [];
  const total = RECRUITABLE_CANDIDATES + NOT_RECRUITABLE_CANDIDATES;
  for (let i = 0; i < total; i++) {
    const lang = LANG_ORDER[i % 3]!;
    const nth = Math.floor(i / 3);
    const people = PEOPLE[lang];
    const first = people.first[nth % people.first.length]!;
    const last = people.last[(nth * 5 + 3) % people.last.length]!;
    const country = COUNTRY_TURNS[lang][nth % COUNTRY_TURNS[lang].length]!;
    const cities = places.get(country) ?? [];
    const cityIndex = used.get(country) ?? 0;
    used.set(country, cityIndex + 1);
    const city = cities[cityIndex % Math.min(cities.length, 5)]!;
    const place = gazetteer().byId.get(String(city.id))!;
    const current = SEEDED_FUNCTIONS[(i * 5) % SEEDED_FUNCTIONS.length]!;
    const earlier = SEEDED_FUNCTIONS[(i * 5 + 3) % SEEDED_FUNCTIONS.length]!;
    const level = LEVELS[i % LEVELS.length]!;
    const startYear = 2018 + (i % 5);
    const orgA = people.orgs[i % people.orgs.length]!;
    const orgB = people.orgs[(i + 2) % people.orgs.length]!;
    out.push({
      email: candidateEmail(i + 1, first, last),
      first_name: first,
      last_name: last,
      lang,
      recruitable: i < RECRUITABLE_CANDIDATES,
      skills: [NOUNS[current][lang], NOUNS[earlier][lang], ...random.sample(people.skills, 2)],
      willing_to_work_onsite: i % 7 !== 6,
      willing_to_work_remote: i % 3 !== 2,
      willing_to_work_hybrid: true,
      user_location: locationOf(place, lang),
      jobs: [
        {
          title: TITLES[lang][level](NOUNS[current][lang]),
          organization: orgA,
          start_month: `${startYear + 2}-0${1 + (i % 9)}`,
          end_month: null,
          current: true,
          description: '',
        },
        {
          title: TITLES[lang][LOWER[level]](NOUNS[earlier][lang]),
          organization: orgB,
          start_month: `${startYear - 3}-0${1 + ((i + 4) % 9)}`,
          end_month: `${startYear + 1}-1${i % 3}`,
          current: false,
          description: '',
        },
      ],
    });
  }
  return out;
}

/** Adds the candidates unless they are there; answers how many users it added. */
export async function seedRecruitableCandidates(tx: Db, referenceDate: number): Promise<number> {
  const candidates = generateCandidates();
  const { rows } = await tx.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS found',
    [candidates[0]!.email],
  );
  if (rows[0]?.found) return 0;
  const createdAt = new Date(referenceDate - 200 * 86_400_000).toISOString();
  const passwordHash = await devPasswordHash();
  for (const c of candidates) {
    const { rows: inserted } = await tx.query<{ id: number }>(
      `INSERT INTO users (name, email, email_verified, first_name, last_name, lang, created_at, updated_at)
       VALUES ($1, $2, true, $3, $4, $5, $6, $6) RETURNING id`,
      [`${c.first_name} ${c.last_name}`, c.email, c.first_name, c.last_name, c.lang, createdAt],
    );
    const id = inserted[0]!.id;
    await tx.query(
      `INSERT INTO accounts (user_id, account_id, provider_id, password, created_at, updated_at)
       VALUES ($1, $2, 'credential', $3, $4, $4)`,
      [id, String(id), passwordHash, createdAt],
    );
    await tx.query(
      `INSERT INTO applicant_profiles (user_id, is_recruitable, skills, willing_to_work_onsite, willing_to_work_remote,
         willing_to_work_hybrid, willing_to_work_part_time, user_location)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7)`,
      [
        id,
        c.recruitable,
        c.skills,
        c.willing_to_work_onsite,
        c.willing_to_work_remote,
        c.willing_to_work_hybrid,
        JSON.stringify(c.user_location),
      ],
    );
    for (const job of c.jobs)
      await tx.query(
        `INSERT INTO work_history_jobs (user_id, title, organization, start_month, end_month, current, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, job.title, job.organization, job.start_month, job.end_month, job.current, job.description],
      );
  }
  return candidates.length;
}
