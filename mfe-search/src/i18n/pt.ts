import type { SearchStrings } from './en';

export const pt: SearchStrings = {
  title: {
    JOB: 'Vagas em organizações sem fins lucrativos',
    INTERNSHIP: 'Estágios',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizações',
  },
  keywords: 'Palavras-chave',
  keywordsPlaceholder: 'Cargo, habilidade ou organização',
  submit: 'Buscar',
  resultCount_one: '{{count}} resultado',
  resultCount_other: '{{count}} resultados',
  noResults: 'Nenhum resultado corresponde à sua busca. Tente outras palavras-chave.',
  pagination: 'Páginas de resultados',
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: 'Página {{page}} de {{pages}}',
  home: {
    title: 'Encontre vagas, estágios e voluntariado em organizações sociais',
    heading: 'Trabalhe fazendo o bem',
    subheading: 'Vagas, estágios, voluntariado e eventos em organizações que fazem a diferença.',
    browse: 'Explorar',
  },
};
