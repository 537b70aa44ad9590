import type { SearchStrings } from './en';

export const es: SearchStrings = {
  title: {
    JOB: 'Empleos en organizaciones sin fines de lucro',
    INTERNSHIP: 'Pasantías',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizaciones',
  },
  keywords: 'Palabras clave',
  keywordsPlaceholder: 'Puesto, habilidad u organización',
  submit: 'Buscar',
  resultCount_one: '{{count}} resultado',
  resultCount_other: '{{count}} resultados',
  noResults: 'Ningún resultado coincide con tu búsqueda. Prueba con otras palabras clave.',
  pagination: 'Páginas de resultados',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: 'Página {{page}} de {{pages}}',
  home: {
    title: 'Encuentra empleos, pasantías y voluntariado en organizaciones sociales',
    heading: 'Trabaja haciendo el bien',
    subheading: 'Empleos, pasantías, voluntariado y eventos en organizaciones que marcan la diferencia.',
    browse: 'Explorar',
  },
};
