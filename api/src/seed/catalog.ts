import type {
  ACTION_TYPES_BY_TYPE,
  AreaOfFocus,
  JobFunction,
  Lang,
  OrgType,
  ProfessionalLevel,
} from '@opengood/contracts';

/** One phrase in each language; Spanish and Portuguese roles list gendered variants. */
export type Phrase = Record<Lang, readonly string[]>;

const p = (en: string | string[], es: string | string[], pt: string | string[]): Phrase => ({
  en: ([] as string[]).concat(en),
  es: ([] as string[]).concat(es),
  pt: ([] as string[]).concat(pt),
});

export const AREA_LABELS: Record<AreaOfFocus, Phrase> = {
  ANIMALS: p('Animal Welfare', 'Bienestar Animal', 'Proteção Animal'),
  ARTS_CULTURE: p('Arts & Culture', 'Arte y Cultura', 'Arte e Cultura'),
  CHILDREN_YOUTH: p('Youth Development', 'Niñez y Juventud', 'Infância e Juventude'),
  CIVIC_ENGAGEMENT: p('Civic Engagement', 'Participación Ciudadana', 'Participação Cidadã'),
  CLIMATE_ENVIRONMENT: p('Climate & Environment', 'Medio Ambiente y Clima', 'Meio Ambiente e Clima'),
  COMMUNITY_DEVELOPMENT: p('Community Development', 'Desarrollo Comunitario', 'Desenvolvimento Comunitário'),
  DISABILITY: p(
    'Disability Inclusion',
    'Inclusión de Personas con Discapacidad',
    'Inclusão de Pessoas com Deficiência',
  ),
  EDUCATION: p('Youth Education', 'Educación', 'Educação'),
  FOOD_SECURITY: p('Food Security', 'Seguridad Alimentaria', 'Segurança Alimentar'),
  HEALTH_MEDICINE: p('Community Health', 'Salud Comunitaria', 'Saúde Comunitária'),
  HOUSING_HOMELESSNESS: p('Housing & Homelessness', 'Vivienda', 'Moradia'),
  HUMAN_RIGHTS: p('Human Rights', 'Derechos Humanos', 'Direitos Humanos'),
  IMMIGRATION_REFUGEES: p('Immigrant & Refugee Services', 'Migración y Refugio', 'Migração e Refúgio'),
  MENTAL_HEALTH: p('Mental Health', 'Salud Mental', 'Saúde Mental'),
  POVERTY: p('Economic Opportunity', 'Superación de la Pobreza', 'Combate à Pobreza'),
  SENIORS: p('Older Adults', 'Personas Mayores', 'Pessoa Idosa'),
  WATER_SANITATION: p('Water & Sanitation', 'Agua y Saneamiento', 'Água e Saneamento'),
  WOMEN_GIRLS: p('Women & Girls', 'Mujeres y Niñas', 'Mulheres e Meninas'),
};

/** With the indefinite article, which depends on the noun's gender in Spanish and Portuguese. */
export const ORG_TYPE_LABELS: Record<OrgType, Phrase> = {
  NONPROFIT: p(
    'a nonprofit organization',
    'una organización sin fines de lucro',
    'uma organização sem fins lucrativos',
  ),
  GOVERNMENT: p('a public agency', 'un organismo público', 'um órgão público'),
  CONSULTANT: p(
    'a consultancy for the social sector',
    'una consultora del sector social',
    'uma consultoria para o terceiro setor',
  ),
  SOCIAL_ENTERPRISE: p('a social enterprise', 'una empresa social', 'um negócio de impacto social'),
  RECRUITER: p(
    'a recruiting firm for mission-driven organizations',
    'una agencia de selección para el sector social',
    'uma empresa de recrutamento para o terceiro setor',
  ),
  BUSINESS: p(
    'a socially responsible business',
    'una empresa socialmente responsable',
    'uma empresa socialmente responsável',
  ),
  COMMUNITY: p('a community group', 'un colectivo comunitario', 'um coletivo comunitário'),
};

export interface Role {
  fn: JobFunction;
  level: ProfessionalLevel;
  /** The job family (synonymId) of JOB_FAMILIES the title belongs to, in every language. */
  family: number;
  title: Phrase;
}

const role = (fn: JobFunction, level: ProfessionalLevel, family: number, title: Phrase): Role => ({
  fn,
  level,
  family,
  title,
});

export const ROLES: readonly Role[] = [
  role(
    'PROGRAM_MANAGEMENT',
    'MANAGERIAL',
    1,
    p('Program Manager', ['Gerente de Programas'], ['Gerente de Programas', 'Gerente de Projetos']),
  ),
  role(
    'PROGRAM_MANAGEMENT',
    'PROFESSIONAL',
    2,
    p(
      'Program Coordinator',
      ['Coordinador de Programas', 'Coordinadora de Programas'],
      ['Coordenador de Projetos', 'Coordenadora de Projetos'],
    ),
  ),
  role(
    'PROGRAM_MANAGEMENT',
    'ENTRY_LEVEL',
    3,
    p('Program Assistant', ['Asistente de Programas'], ['Assistente de Projetos']),
  ),
  role(
    'DEVELOPMENT_FUNDRAISING',
    'DIRECTOR',
    4,
    p(
      'Director of Development',
      ['Director de Desarrollo Institucional', 'Directora de Desarrollo Institucional'],
      ['Diretor de Captação de Recursos', 'Diretora de Captação de Recursos'],
    ),
  ),
  role(
    'DEVELOPMENT_FUNDRAISING',
    'ENTRY_LEVEL',
    5,
    p('Development Associate', ['Analista de Recaudación de Fondos'], ['Analista de Captação de Recursos']),
  ),
  role(
    'GRANT_WRITING',
    'PROFESSIONAL',
    6,
    p(
      'Grant Writer',
      ['Redactor de Propuestas', 'Redactora de Propuestas'],
      ['Redator de Projetos e Editais', 'Redatora de Projetos e Editais'],
    ),
  ),
  role(
    'COMMUNICATIONS_MARKETING',
    'MANAGERIAL',
    7,
    p('Communications Manager', ['Responsable de Comunicación'], ['Gerente de Comunicação']),
  ),
  role(
    'COMMUNICATIONS_MARKETING',
    'PROFESSIONAL',
    8,
    p(
      'Digital Communications Coordinator',
      ['Coordinador de Redes Sociales', 'Coordinadora de Redes Sociales'],
      ['Analista de Mídias Sociais'],
    ),
  ),
  role(
    'ACCOUNTING_FINANCE',
    'MANAGERIAL',
    9,
    p(
      'Finance Manager',
      ['Responsable de Administración y Finanzas'],
      ['Gerente Administrativo-Financeiro', 'Gerente Financeira'],
    ),
  ),
  role(
    'ACCOUNTING_FINANCE',
    'PROFESSIONAL',
    10,
    p('Staff Accountant', ['Contador', 'Contadora'], ['Analista Contábil']),
  ),
  role(
    'HUMAN_RESOURCES',
    'PROFESSIONAL',
    11,
    p('HR Generalist', ['Analista de Recursos Humanos'], ['Analista de Recursos Humanos']),
  ),
  role(
    'EXECUTIVE_LEADERSHIP',
    'EXECUTIVE',
    12,
    p(
      'Executive Director',
      ['Director Ejecutivo', 'Directora Ejecutiva'],
      ['Diretor Executivo', 'Diretora Executiva'],
    ),
  ),
  role(
    'ADVOCACY_POLICY',
    'PROFESSIONAL',
    13,
    p('Policy Analyst', ['Analista de Políticas Públicas'], ['Analista de Políticas Públicas']),
  ),
  role(
    'ADVOCACY_POLICY',
    'DIRECTOR',
    14,
    p(
      'Advocacy Director',
      ['Director de Incidencia Política', 'Directora de Incidencia Política'],
      ['Diretor de Advocacy', 'Diretora de Advocacy'],
    ),
  ),
  role(
    'COMMUNITY_ORGANIZING',
    'ENTRY_LEVEL',
    15,
    p(
      'Community Organizer',
      ['Promotor Comunitario', 'Promotora Comunitaria'],
      ['Mobilizador Comunitário', 'Mobilizadora Comunitária'],
    ),
  ),
  role(
    'DATA_EVALUATION',
    'PROFESSIONAL',
    16,
    p(
      'Monitoring & Evaluation Officer',
      ['Oficial de Monitoreo y Evaluación'],
      ['Analista de Monitoramento e Avaliação'],
    ),
  ),
  role(
    'EDUCATION_TRAINING',
    'ENTRY_LEVEL',
    17,
    p('Youth Educator', ['Educador Social', 'Educadora Social'], ['Educador Social', 'Educadora Social']),
  ),
  role(
    'IT_TECHNOLOGY',
    'MANAGERIAL',
    18,
    p('Data & Systems Manager', ['Responsable de Sistemas'], ['Coordenador de TI', 'Coordenadora de TI']),
  ),
  role('LEGAL', 'PROFESSIONAL', 19, p('Staff Attorney', ['Abogado', 'Abogada'], ['Advogado', 'Advogada'])),
  role(
    'OPERATIONS',
    'MANAGERIAL',
    20,
    p('Operations Manager', ['Gerente de Operaciones'], ['Gerente de Operações']),
  ),
  role(
    'ADMINISTRATIVE',
    'ENTRY_LEVEL',
    21,
    p(
      'Office Administrator',
      ['Asistente Administrativo', 'Asistente Administrativa'],
      ['Assistente Administrativo', 'Assistente Administrativa'],
    ),
  ),
  role(
    'RESEARCH',
    'PROFESSIONAL',
    22,
    p(
      'Research Associate',
      ['Investigador Asociado', 'Investigadora Asociada'],
      ['Pesquisador', 'Pesquisadora'],
    ),
  ),
  role(
    'SOCIAL_WORK_CASE_MANAGEMENT',
    'PROFESSIONAL',
    23,
    p('Case Manager', ['Trabajador Social', 'Trabajadora Social'], ['Assistente Social']),
  ),
  role(
    'VOLUNTEER_MANAGEMENT',
    'PROFESSIONAL',
    24,
    p(
      'Volunteer Coordinator',
      ['Coordinador de Voluntariado', 'Coordinadora de Voluntariado'],
      ['Coordenador de Voluntariado', 'Coordenadora de Voluntariado'],
    ),
  ),
];

export const INTERN_SUBJECTS: readonly { fn: JobFunction; family: number; subject: Phrase }[] = [
  { fn: 'COMMUNICATIONS_MARKETING', family: 25, subject: p('Communications', 'Comunicación', 'Comunicação') },
  { fn: 'ADVOCACY_POLICY', family: 26, subject: p('Policy', 'Políticas Públicas', 'Políticas Públicas') },
  {
    fn: 'DEVELOPMENT_FUNDRAISING',
    family: 27,
    subject: p('Development', 'Recaudación de Fondos', 'Captação de Recursos'),
  },
  { fn: 'RESEARCH', family: 28, subject: p('Research', 'Investigación', 'Pesquisa') },
  { fn: 'PROGRAM_MANAGEMENT', family: 29, subject: p('Program', 'Programas', 'Projetos') },
  { fn: 'DATA_EVALUATION', family: 30, subject: p('Data & Impact', 'Datos e Impacto', 'Dados e Impacto') },
  { fn: 'LEGAL', family: 31, subject: p('Legal', 'Área Legal', 'Jurídico') },
  {
    fn: 'HUMAN_RESOURCES',
    family: 32,
    subject: p('People & Culture', 'Recursos Humanos', 'Recursos Humanos'),
  },
];

export const VOLUNTEER_ROLES: readonly {
  area: AreaOfFocus;
  action: (typeof ACTION_TYPES_BY_TYPE.VOLOP)[number];
  title: Phrase;
}[] = [
  {
    area: 'EDUCATION',
    action: 'ONGOING',
    title: p(
      'Volunteer Reading Tutor',
      ['Tutor Voluntario de Lectura', 'Tutora Voluntaria de Lectura'],
      ['Voluntário de Reforço Escolar', 'Voluntária de Reforço Escolar'],
    ),
  },
  {
    area: 'FOOD_SECURITY',
    action: 'ONE_TIME',
    title: p('Food Bank Volunteer', 'Voluntariado en Banco de Alimentos', 'Voluntário no Banco de Alimentos'),
  },
  {
    area: 'ANIMALS',
    action: 'ONGOING',
    title: p(
      'Animal Shelter Volunteer',
      'Voluntariado en Refugio de Animales',
      'Voluntário em Abrigo de Animais',
    ),
  },
  {
    area: 'CLIMATE_ENVIRONMENT',
    action: 'ONE_TIME',
    title: p(
      'Tree Planting Volunteer',
      'Voluntariado para Jornada de Reforestación',
      'Voluntário em Mutirão de Plantio de Árvores',
    ),
  },
  {
    area: 'CHILDREN_YOUTH',
    action: 'ONGOING',
    title: p(
      'Youth Mentor',
      ['Mentor de Jóvenes', 'Mentora de Jóvenes'],
      ['Mentor de Jovens', 'Mentora de Jovens'],
    ),
  },
  {
    area: 'IMMIGRATION_REFUGEES',
    action: 'ONGOING',
    title: p(
      'ESL Conversation Partner',
      'Voluntariado de Acompañamiento a Personas Migrantes',
      'Voluntário de Português para Refugiados',
    ),
  },
  {
    area: 'SENIORS',
    action: 'ONGOING',
    title: p(
      'Senior Companion Volunteer',
      'Voluntariado de Acompañamiento a Personas Mayores',
      'Voluntário de Companhia para Idosos',
    ),
  },
  {
    area: 'MENTAL_HEALTH',
    action: 'SKILLS_BASED',
    title: p('Crisis Line Volunteer', 'Voluntariado en Línea de Escucha', 'Voluntário de Escuta Acolhedora'),
  },
  {
    area: 'HOUSING_HOMELESSNESS',
    action: 'ONE_TIME',
    title: p(
      'Home Build Volunteer',
      'Voluntariado de Construcción de Viviendas',
      'Voluntário de Construção de Moradias',
    ),
  },
  {
    area: 'HUMAN_RIGHTS',
    action: 'SKILLS_BASED',
    title: p(
      'Pro Bono Legal Volunteer',
      ['Abogado Voluntario Pro Bono', 'Abogada Voluntaria Pro Bono'],
      ['Advogado Voluntário Pro Bono', 'Advogada Voluntária Pro Bono'],
    ),
  },
  {
    area: 'ARTS_CULTURE',
    action: 'ONGOING',
    title: p('Museum Guide Volunteer', 'Guía Voluntario de Museo', 'Guia Voluntário de Museu'),
  },
  {
    area: 'CIVIC_ENGAGEMENT',
    action: 'ONE_TIME',
    title: p(
      'Voter Registration Volunteer',
      'Voluntariado de Participación Ciudadana',
      'Voluntário de Educação Cidadã',
    ),
  },
];

export const EVENTS: readonly {
  area: AreaOfFocus;
  fn: JobFunction;
  action: (typeof ACTION_TYPES_BY_TYPE.EVENT)[number];
  title: Phrase;
}[] = [
  {
    area: 'COMMUNITY_DEVELOPMENT',
    fn: 'GRANT_WRITING',
    action: 'WORKSHOP',
    title: p(
      'Workshop: Grant Writing Basics',
      'Taller: Cómo Escribir Propuestas de Financiamiento',
      'Oficina: Como Escrever Projetos para Editais',
    ),
  },
  {
    area: 'POVERTY',
    fn: 'HUMAN_RESOURCES',
    action: 'CAREER_FAIR',
    title: p(
      'Nonprofit Career Fair',
      'Feria de Empleo del Sector Social',
      'Feira de Carreiras do Terceiro Setor',
    ),
  },
  {
    area: 'COMMUNITY_DEVELOPMENT',
    fn: 'DATA_EVALUATION',
    action: 'WORKSHOP',
    title: p(
      'Webinar: Measuring Your Impact',
      'Webinar: Cómo Medir el Impacto Social',
      'Webinar: Como Medir o Impacto Social',
    ),
  },
  {
    area: 'CLIMATE_ENVIRONMENT',
    fn: 'COMMUNITY_ORGANIZING',
    action: 'COMMUNITY_ACTION',
    title: p('Community Clean-Up Day', 'Jornada de Limpieza Comunitaria', 'Mutirão de Limpeza Comunitária'),
  },
  {
    area: 'CIVIC_ENGAGEMENT',
    fn: 'VOLUNTEER_MANAGEMENT',
    action: 'TALK',
    title: p(
      'Volunteer Orientation Night',
      'Noche de Orientación para Voluntarios',
      'Noite de Integração de Voluntários',
    ),
  },
  {
    area: 'CLIMATE_ENVIRONMENT',
    fn: 'ADVOCACY_POLICY',
    action: 'TALK',
    title: p(
      'Panel: Climate Justice and Communities',
      'Panel: Justicia Climática y Comunidades',
      'Painel: Justiça Climática e Comunidades',
    ),
  },
  {
    area: 'CHILDREN_YOUTH',
    fn: 'DEVELOPMENT_FUNDRAISING',
    action: 'FUNDRAISER',
    title: p('Annual Fundraising Gala', 'Gala Benéfica Anual', 'Jantar Beneficente Anual'),
  },
  {
    area: 'COMMUNITY_DEVELOPMENT',
    fn: 'EXECUTIVE_LEADERSHIP',
    action: 'NETWORKING',
    title: p(
      'Networking Breakfast for Social Impact Professionals',
      'Desayuno de Networking para Profesionales del Impacto Social',
      'Café de Networking para Profissionais de Impacto',
    ),
  },
];

export const ORG_NAME_PARTS: Record<
  Lang,
  { prefixes: readonly string[]; words: readonly string[]; suffixes: readonly string[] }
> = {
  en: {
    prefixes: ['Bright', 'Common', 'Open', 'New', 'Green', 'United', 'Rising', 'Shared', 'First', 'Hope'],
    words: [
      'Futures',
      'Ground',
      'Roots',
      'Horizons',
      'Harvest',
      'Pathways',
      'Bridges',
      'Voices',
      'Table',
      'Tides',
    ],
    suffixes: [
      'Alliance',
      'Coalition',
      'Project',
      'Network',
      'Foundation',
      'Collective',
      'Fund',
      'Center',
      'Initiative',
      'Partners',
    ],
  },
  es: {
    prefixes: ['Fundación', 'Asociación Civil', 'Red', 'Colectivo', 'Centro Comunitario', 'Corporación'],
    words: [
      'Semillas',
      'Horizontes',
      'Raíces',
      'Puentes',
      'Manos Unidas',
      'Nuevo Amanecer',
      'Sembrar Futuro',
      'Tierra Viva',
      'Voces',
      'Caminos',
    ],
    suffixes: [],
  },
  pt: {
    prefixes: ['Instituto', 'Associação', 'ONG', 'Fundação', 'Rede', 'Coletivo'],
    words: [
      'Semear',
      'Horizontes',
      'Raízes',
      'Pontes',
      'Mãos Dadas',
      'Novo Amanhecer',
      'Terra Viva',
      'Vozes',
      'Crescer',
      'Esperança',
    ],
    suffixes: [],
  },
};
