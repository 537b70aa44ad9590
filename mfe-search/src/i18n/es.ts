import { staffStrings } from '../features/staff/strings';
import { es as savedSearchStrings } from '../features/saved-searches/i18n/es';
import type { SearchStrings } from './en';

export const es: SearchStrings = {
  title: {
    JOB: 'Empleos en organizaciones sin fines de lucro',
    INTERNSHIP: 'Pasantías',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizaciones',
  },
  titleWithQuery: '{{q}} – {{title}}',
  titlePage: '{{title}} (página {{page}})',
  tabs: {
    label: 'Qué buscar',
    JOB: 'Empleos',
    INTERNSHIP: 'Pasantías',
    VOLOP: 'Voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizaciones',
  },
  context: {
    query: 'para «{{q}}»',
    near: 'cerca de {{place}}',
    remote: 'solo remotos',
  },
  resultCount_zero: '{{formatted}} resultados',
  resultCount_one: '{{formatted}} resultado',
  resultCount_other: '{{formatted}} resultados',
  results: 'Resultados de la búsqueda',
  sort: {
    label: 'Ordenar por',
    relevance: 'Relevancia',
    newest: 'Más recientes',
  },
  radius: {
    label: 'Distancia',
    auto: 'Radio predeterminado',
    state: 'Todo el estado',
    country: 'Todo el país',
    distance_one: '{{count}} km',
    distance_other: '{{count}} km',
  },
  filters: {
    title: 'Filtros',
    open: 'Filtros',
    openWithCount: 'Filtros ({{count}})',
    clearAll: 'Borrar todo',
    showResults: 'Ver resultados',
    showResultsCount: 'Ver resultados ({{formatted}})',
    showMore: 'Ver más ({{count}})',
    showLess: 'Ver menos',
    any: 'Cualquiera',
    valueWithCount: '{{label}} ({{count}})',
    dates: 'Fechas',
    startsBefore: 'Empieza antes del',
    endsAfter: 'Termina después del',
  },
  empty: {
    title: 'Ningún resultado coincide con tu búsqueda',
    message: 'Prueba con otras palabras clave o amplía tu búsqueda:',
    clearFilters: 'Borrar todos los filtros',
    widenRadius: 'Buscar en todo el país',
  },
  error: {
    title: 'No pudimos cargar los resultados',
    message: 'Algo falló de nuestro lado o en la conexión. Vuelve a intentarlo.',
    retry: 'Reintentar',
  },
  pagination: 'Páginas de resultados',
  home: {
    title: 'Encuentra empleos, pasantías y voluntariado en organizaciones sociales',
    heading: 'Trabaja haciendo el bien',
    subheading: 'Empleos, pasantías, voluntariado y eventos en organizaciones que marcan la diferencia.',
    browse: 'Explorar',
    blurb: {
      JOB: 'Puestos remunerados en organizaciones sociales.',
      INTERNSHIP: 'Aprende trabajando, con o sin remuneración.',
      VOLOP: 'Dona tu tiempo y tus habilidades a una causa.',
      EVENT: 'Talleres, charlas, ferias y encuentros.',
      ORG: 'Conoce a las organizaciones detrás del trabajo.',
    },
  },
  content: {
    steps: 'Tres pasos para empezar',
    recommendedJobs: 'Empleos recomendados',
    allJobs: 'Ver todos los empleos',
  },
  savedSearches: savedSearchStrings,
  staff: staffStrings.es,
  seo: {
    home: 'Empleos, pasantías, voluntariado y eventos en organizaciones sin fines de lucro y empresas sociales. Encuentra un trabajo que haga el bien.',
    search: {
      JOB: 'Los empleos más recientes en organizaciones sin fines de lucro y de impacto social, con salario cuando se conoce. Filtra por función, lugar y tipo.',
      INTERNSHIP:
        'Explora pasantías pagas y no pagas en organizaciones sin fines de lucro y empresas sociales. Filtra por área, ubicación y nivel educativo.',
      VOLOP:
        'Encuentra oportunidades de voluntariado cerca de ti o a distancia, en organizaciones que trabajan por las causas que te importan.',
      EVENT:
        'Talleres, charlas, ferias y encuentros de organizaciones sin fines de lucro y empresas sociales, presenciales y en línea.',
      ORG: 'Descubre organizaciones sin fines de lucro y empresas sociales, lo que hacen y los empleos y oportunidades que ofrecen.',
    },
    withQuery: '«{{q}}»: {{description}}',
  },
};
