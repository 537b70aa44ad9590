import type { AreaOfFocus, JobFunction, Lang, OrgType, ProfessionalLevel } from '@opengood/contracts';

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
  title: Phrase;
}

const role = (fn: JobFunction, level: ProfessionalLevel, title: Phrase): Role => ({ fn, level, title });

export const ROLES: readonly Role[] = [
  role(
    'PROGRAM_MANAGEMENT',
    'MANAGERIAL',
    p('Program Manager', ['Gerente de Programas'], ['Gerente de Programas', 'Gerente de Projetos']),
  ),
  role(
    'PROGRAM_MANAGEMENT',
    'PROFESSIONAL',
    p(
      'Program Coordinator',
      ['Coordinador de Programas', 'Coordinadora de Programas'],
      ['Coordenador de Projetos', 'Coordenadora de Projetos'],
    ),
  ),
  role(
    'PROGRAM_MANAGEMENT',
    'ENTRY_LEVEL',
    p('Program Assistant', ['Asistente de Programas'], ['Assistente de Projetos']),
  ),
  role(
    'DEVELOPMENT_FUNDRAISING',
    'DIRECTOR',
    p(
      'Director of Development',
      ['Director de Desarrollo Institucional', 'Directora de Desarrollo Institucional'],
      ['Diretor de Captação de Recursos', 'Diretora de Captação de Recursos'],
    ),
  ),
  role(
    'DEVELOPMENT_FUNDRAISING',
    'ENTRY_LEVEL',
    p('Development Associate', ['Analista de Recaudación de Fondos'], ['Analista de Captação de Recursos']),
  ),
  role(
    'GRANT_WRITING',
    'PROFESSIONAL',
    p(
      'Grant Writer',
      ['Redactor de Propuestas', 'Redactora de Propuestas'],
      ['Redator de Projetos e Editais', 'Redatora de Projetos e Editais'],
    ),
  ),
  role(
    'COMMUNICATIONS_MARKETING',
    'MANAGERIAL',
    p('Communications Manager', ['Responsable de Comunicación'], ['Gerente de Comunicação']),
  ),
  role(
    'COMMUNICATIONS_MARKETING',
    'PROFESSIONAL',
    p(
      'Digital Communications Coordinator',
      ['Coordinador de Redes Sociales', 'Coordinadora de Redes Sociales'],
      ['Analista de Mídias Sociais'],
    ),
  ),
  role(
    'ACCOUNTING_FINANCE',
    'MANAGERIAL',
    p(
      'Finance Manager',
      ['Responsable de Administración y Finanzas'],
      ['Gerente Administrativo-Financeiro', 'Gerente Financeira'],
    ),
  ),
  role(
    'ACCOUNTING_FINANCE',
    'PROFESSIONAL',
    p('Staff Accountant', ['Contador', 'Contadora'], ['Analista Contábil']),
  ),
  role(
    'HUMAN_RESOURCES',
    'PROFESSIONAL',
    p('HR Generalist', ['Analista de Recursos Humanos'], ['Analista de Recursos Humanos']),
  ),
  role(
    'EXECUTIVE_LEADERSHIP',
    'EXECUTIVE',
    p(
      'Executive Director',
      ['Director Ejecutivo', 'Directora Ejecutiva'],
      ['Diretor Executivo', 'Diretora Executiva'],
    ),
  ),
  role(
    'ADVOCACY_POLICY',
    'PROFESSIONAL',
    p('Policy Analyst', ['Analista de Políticas Públicas'], ['Analista de Políticas Públicas']),
  ),
  role(
    'ADVOCACY_POLICY',
    'DIRECTOR',
    p(
      'Advocacy Director',
      ['Director de Incidencia Política', 'Directora de Incidencia Política'],
      ['Diretor de Advocacy', 'Diretora de Advocacy'],
    ),
  ),
  role(
    'COMMUNITY_ORGANIZING',
    'ENTRY_LEVEL',
    p(
      'Community Organizer',
      ['Promotor Comunitario', 'Promotora Comunitaria'],
      ['Mobilizador Comunitário', 'Mobilizadora Comunitária'],
    ),
  ),
  role(
    'DATA_EVALUATION',
    'PROFESSIONAL',
    p(
      'Monitoring & Evaluation Officer',
      ['Oficial de Monitoreo y Evaluación'],
      ['Analista de Monitoramento e Avaliação'],
    ),
  ),
  role(
    'EDUCATION_TRAINING',
    'ENTRY_LEVEL',
    p('Youth Educator', ['Educador Social', 'Educadora Social'], ['Educador Social', 'Educadora Social']),
  ),
  role(
    'IT_TECHNOLOGY',
    'MANAGERIAL',
    p('Data & Systems Manager', ['Responsable de Sistemas'], ['Coordenador de TI', 'Coordenadora de TI']),
  ),
  role('LEGAL', 'PROFESSIONAL', p('Staff Attorney', ['Abogado', 'Abogada'], ['Advogado', 'Advogada'])),
  role(
    'OPERATIONS',
    'MANAGERIAL',
    p('Operations Manager', ['Gerente de Operaciones'], ['Gerente de Operações']),
  ),
  role(
    'ADMINISTRATIVE',
    'ENTRY_LEVEL',
    p(
      'Office Administrator',
      ['Asistente Administrativo', 'Asistente Administrativa'],
      ['Assistente Administrativo', 'Assistente Administrativa'],
    ),
  ),
  role(
    'RESEARCH',
    'PROFESSIONAL',
    p(
      'Research Associate',
      ['Investigador Asociado', 'Investigadora Asociada'],
      ['Pesquisador', 'Pesquisadora'],
    ),
  ),
  role(
    'SOCIAL_WORK_CASE_MANAGEMENT',
    'PROFESSIONAL',
    p('Case Manager', ['Trabajador Social', 'Trabajadora Social'], ['Assistente Social']),
  ),
  role(
    'VOLUNTEER_MANAGEMENT',
    'PROFESSIONAL',
    p(
      'Volunteer Coordinator',
      ['Coordinador de Voluntariado', 'Coordinadora de Voluntariado'],
      ['Coordenador de Voluntariado', 'Coordenadora de Voluntariado'],
    ),
  ),
];

export const INTERN_SUBJECTS: readonly { fn: JobFunction; subject: Phrase }[] = [
  { fn: 'COMMUNICATIONS_MARKETING', subject: p('Communications', 'Comunicación', 'Comunicação') },
  { fn: 'ADVOCACY_POLICY', subject: p('Policy', 'Políticas Públicas', 'Políticas Públicas') },
  {
    fn: 'DEVELOPMENT_FUNDRAISING',
    subject: p('Development', 'Recaudación de Fondos', 'Captação de Recursos'),
  },
  { fn: 'RESEARCH', subject: p('Research', 'Investigación', 'Pesquisa') },
  { fn: 'PROGRAM_MANAGEMENT', subject: p('Program', 'Programas', 'Projetos') },
  { fn: 'DATA_EVALUATION', subject: p('Data & Impact', 'Datos e Impacto', 'Dados e Impacto') },
  { fn: 'LEGAL', subject: p('Legal', 'Área Legal', 'Jurídico') },
  { fn: 'HUMAN_RESOURCES', subject: p('People & Culture', 'Recursos Humanos', 'Recursos Humanos') },
];

export const VOLUNTEER_ROLES: readonly { area: AreaOfFocus; title: Phrase }[] = [
  {
    area: 'EDUCATION',
    title: p(
      'Volunteer Reading Tutor',
      ['Tutor Voluntario de Lectura', 'Tutora Voluntaria de Lectura'],
      ['Voluntário de Reforço Escolar', 'Voluntária de Reforço Escolar'],
    ),
  },
  {
    area: 'FOOD_SECURITY',
    title: p('Food Bank Volunteer', 'Voluntariado en Banco de Alimentos', 'Voluntário no Banco de Alimentos'),
  },
  {
    area: 'ANIMALS',
    title: p(
      'Animal Shelter Volunteer',
      'Voluntariado en Refugio de Animales',
      'Voluntário em Abrigo de Animais',
    ),
  },
  {
    area: 'CLIMATE_ENVIRONMENT',
    title: p(
      'Tree Planting Volunteer',
      'Voluntariado para Jornada de Reforestación',
      'Voluntário em Mutirão de Plantio de Árvores',
    ),
  },
  {
    area: 'CHILDREN_YOUTH',
    title: p(
      'Youth Mentor',
      ['Mentor de Jóvenes', 'Mentora de Jóvenes'],
      ['Mentor de Jovens', 'Mentora de Jovens'],
    ),
  },
  {
    area: 'IMMIGRATION_REFUGEES',
    title: p(
      'ESL Conversation Partner',
      'Voluntariado de Acompañamiento a Personas Migrantes',
      'Voluntário de Português para Refugiados',
    ),
  },
  {
    area: 'SENIORS',
    title: p(
      'Senior Companion Volunteer',
      'Voluntariado de Acompañamiento a Personas Mayores',
      'Voluntário de Companhia para Idosos',
    ),
  },
  {
    area: 'MENTAL_HEALTH',
    title: p('Crisis Line Volunteer', 'Voluntariado en Línea de Escucha', 'Voluntário de Escuta Acolhedora'),
  },
  {
    area: 'HOUSING_HOMELESSNESS',
    title: p(
      'Home Build Volunteer',
      'Voluntariado de Construcción de Viviendas',
      'Voluntário de Construção de Moradias',
    ),
  },
  {
    area: 'HUMAN_RIGHTS',
    title: p(
      'Pro Bono Legal Volunteer',
      ['Abogado Voluntario Pro Bono', 'Abogada Voluntaria Pro Bono'],
      ['Advogado Voluntário Pro Bono', 'Advogada Voluntária Pro Bono'],
    ),
  },
  {
    area: 'ARTS_CULTURE',
    title: p('Museum Guide Volunteer', 'Guía Voluntario de Museo', 'Guia Voluntário de Museu'),
  },
  {
    area: 'CIVIC_ENGAGEMENT',
    title: p(
      'Voter Registration Volunteer',
      'Voluntariado de Participación Ciudadana',
      'Voluntário de Educação Cidadã',
    ),
  },
];

export const EVENTS: readonly { area: AreaOfFocus; fn: JobFunction; title: Phrase }[] = [
  {
    area: 'COMMUNITY_DEVELOPMENT',
    fn: 'GRANT_WRITING',
    title: p(
      'Workshop: Grant Writing Basics',
      'Taller: Cómo Escribir Propuestas de Financiamiento',
      'Oficina: Como Escrever Projetos para Editais',
    ),
  },
  {
    area: 'POVERTY',
    fn: 'HUMAN_RESOURCES',
    title: p(
      'Nonprofit Career Fair',
      'Feria de Empleo del Sector Social',
      'Feira de Carreiras do Terceiro Setor',
    ),
  },
  {
    area: 'COMMUNITY_DEVELOPMENT',
    fn: 'DATA_EVALUATION',
    title: p(
      'Webinar: Measuring Your Impact',
      'Webinar: Cómo Medir el Impacto Social',
      'Webinar: Como Medir o Impacto Social',
    ),
  },
  {
    area: 'CLIMATE_ENVIRONMENT',
    fn: 'COMMUNITY_ORGANIZING',
    title: p('Community Clean-Up Day', 'Jornada de Limpieza Comunitaria', 'Mutirão de Limpeza Comunitária'),
  },
  {
    area: 'CIVIC_ENGAGEMENT',
    fn: 'VOLUNTEER_MANAGEMENT',
    title: p(
      'Volunteer Orientation Night',
      'Noche de Orientación para Voluntarios',
      'Noite de Integração de Voluntários',
    ),
  },
  {
    area: 'CLIMATE_ENVIRONMENT',
    fn: 'ADVOCACY_POLICY',
    title: p(
      'Panel: Climate Justice and Communities',
      'Panel: Justicia Climática y Comunidades',
      'Painel: Justiça Climática e Comunidades',
    ),
  },
  {
    area: 'CHILDREN_YOUTH',
    fn: 'DEVELOPMENT_FUNDRAISING',
    title: p('Annual Fundraising Gala', 'Gala Benéfica Anual', 'Jantar Beneficente Anual'),
  },
  {
    area: 'COMMUNITY_DEVELOPMENT',
    fn: 'EXECUTIVE_LEADERSHIP',
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
