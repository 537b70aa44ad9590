import type { Lang } from './languages';

/**
 * Job families (the synonymId facet): titles that name the same job, whatever their wording or
 * language, share one id. "Program Manager", "Gerente de Programas" and "Gerente de Projetos" are
 * family 1, so a Spanish visitor filtering on it also finds the Brazilian posts. Ids are stable (they are
 * in saved searches and URLs): add new families at the end, never renumber.
 */
export interface JobFamily {
  readonly id: number;
  readonly names: Readonly<Record<Lang, string>>;
}

const family = (id: number, en: string, es: string, pt: string): JobFamily => ({ id, names: { en, es, pt } });

export const JOB_FAMILIES: readonly JobFamily[] = [
  family(1, 'Program Manager', 'Gerente de Programas', 'Gerente de Projetos'),
  family(2, 'Program Coordinator', 'Coordinación de Programas', 'Coordenação de Projetos'),
  family(3, 'Program Assistant', 'Asistente de Programas', 'Assistente de Projetos'),
  family(
    4,
    'Development Director',
    'Dirección de Desarrollo Institucional',
    'Direção de Captação de Recursos',
  ),
  family(5, 'Fundraising Associate', 'Analista de Recaudación de Fondos', 'Analista de Captação de Recursos'),
  family(6, 'Grant Writer', 'Redacción de Propuestas', 'Redação de Projetos e Editais'),
  family(7, 'Communications Manager', 'Responsable de Comunicación', 'Gerente de Comunicação'),
  family(8, 'Digital Communications', 'Redes Sociales', 'Mídias Sociais'),
  family(9, 'Finance Manager', 'Administración y Finanzas', 'Gerência Administrativo-Financeira'),
  family(10, 'Accountant', 'Contabilidad', 'Contabilidade'),
  family(11, 'Human Resources', 'Recursos Humanos', 'Recursos Humanos'),
  family(12, 'Executive Director', 'Dirección Ejecutiva', 'Direção Executiva'),
  family(13, 'Policy Analyst', 'Análisis de Políticas Públicas', 'Análise de Políticas Públicas'),
  family(14, 'Advocacy Director', 'Dirección de Incidencia Política', 'Direção de Advocacy'),
  family(15, 'Community Organizer', 'Promoción Comunitaria', 'Mobilização Comunitária'),
  family(16, 'Monitoring & Evaluation', 'Monitoreo y Evaluación', 'Monitoramento e Avaliação'),
  family(17, 'Educator', 'Educación Social', 'Educação Social'),
  family(18, 'IT & Systems', 'Sistemas', 'Tecnologia da Informação'),
  family(19, 'Attorney', 'Abogacía', 'Advocacia'),
  family(20, 'Operations Manager', 'Gerencia de Operaciones', 'Gerência de Operações'),
  family(21, 'Office Administrator', 'Asistencia Administrativa', 'Assistência Administrativa'),
  family(22, 'Researcher', 'Investigación', 'Pesquisa'),
  family(23, 'Case Manager', 'Trabajo Social', 'Serviço Social'),
  family(24, 'Volunteer Coordinator', 'Coordinación de Voluntariado', 'Coordenação de Voluntariado'),
  family(25, 'Communications Intern', 'Pasantía en Comunicación', 'Estágio em Comunicação'),
  family(26, 'Policy Intern', 'Pasantía en Políticas Públicas', 'Estágio em Políticas Públicas'),
  family(27, 'Development Intern', 'Pasantía en Recaudación de Fondos', 'Estágio em Captação de Recursos'),
  family(28, 'Research Intern', 'Pasantía en Investigación', 'Estágio em Pesquisa'),
  family(29, 'Program Intern', 'Pasantía en Programas', 'Estágio em Projetos'),
  family(30, 'Data & Impact Intern', 'Pasantía en Datos e Impacto', 'Estágio em Dados e Impacto'),
  family(31, 'Legal Intern', 'Pasantía en el Área Legal', 'Estágio Jurídico'),
  family(32, 'People & Culture Intern', 'Pasantía en Recursos Humanos', 'Estágio em Recursos Humanos'),
];

/** The synonymId values, as they appear in a URL. */
export const JOB_FAMILY_IDS: readonly string[] = JOB_FAMILIES.map((f) => String(f.id));
