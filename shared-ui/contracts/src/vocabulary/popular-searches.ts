import type { Lang } from './languages';
import type { SearchType } from './listing-types';

// docs/product/search.md#popular-searches: five popular terms per type, none for events.
export const POPULAR_SEARCHES: Record<Lang, Partial<Record<SearchType, string[]>>> = {
  en: {
    JOB: ['program manager', 'development director', 'grant writer', 'social worker', 'remote'],
    INTERNSHIP: ['summer internship', 'communications', 'policy', 'research', 'paid internship'],
    VOLOP: ['tutoring', 'animal shelter', 'food bank', 'mentoring', 'virtual volunteering'],
    ORG: ['education', 'environment', 'health', 'human rights', 'community development'],
  },
  es: {
    JOB: ['coordinador de proyectos', 'recaudación de fondos', 'trabajo social', 'comunicación', 'remoto'],
    INTERNSHIP: [
      'pasantía de verano',
      'comunicación',
      'políticas públicas',
      'investigación',
      'pasantía pagada',
    ],
    VOLOP: ['enseñanza', 'refugio de animales', 'banco de alimentos', 'mentoría', 'voluntariado virtual'],
    ORG: ['educación', 'medio ambiente', 'salud', 'derechos humanos', 'desarrollo comunitario'],
  },
  pt: {
    JOB: ['coordenador de projetos', 'captação de recursos', 'assistente social', 'comunicação', 'remoto'],
    INTERNSHIP: ['estágio de verão', 'comunicação', 'políticas públicas', 'pesquisa', 'estágio remunerado'],
    VOLOP: ['reforço escolar', 'abrigo de animais', 'banco de alimentos', 'mentoria', 'voluntariado virtual'],
    ORG: ['educação', 'meio ambiente', 'saúde', 'direitos humanos', 'desenvolvimento comunitário'],
  },
};
