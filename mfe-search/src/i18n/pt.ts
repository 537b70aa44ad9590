import { staffStrings } from '../features/staff/strings';
import { pt as savedSearchStrings } from '../features/saved-searches/i18n/pt';
import type { SearchStrings } from './en';

export const pt: SearchStrings = {
  title: {
    JOB: 'Vagas em organizações sem fins lucrativos',
    INTERNSHIP: 'Estágios',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizações',
  },
  titleWithQuery: '{{q}} – {{title}}',
  titlePage: '{{title}} (página {{page}})',
  tabs: {
    label: 'O que buscar',
    JOB: 'Vagas',
    INTERNSHIP: 'Estágios',
    VOLOP: 'Voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizações',
  },
  context: {
    query: 'para “{{q}}”',
    near: 'perto de {{place}}',
    remote: 'somente remotas',
  },
  resultCount_zero: '{{formatted}} resultados',
  resultCount_one: '{{formatted}} resultado',
  resultCount_other: '{{formatted}} resultados',
  results: 'Resultados da busca',
  sort: {
    label: 'Ordenar por',
    relevance: 'Relevância',
    newest: 'Mais recentes',
  },
  radius: {
    label: 'Distância',
    auto: 'Automático',
    state: 'Todo o estado',
    country: 'Todo o país',
    distance_one: '{{count}} km',
    distance_other: '{{count}} km',
  },
  filters: {
    title: 'Filtros',
    open: 'Filtros',
    openWithCount: 'Filtros ({{count}})',
    clearAll: 'Limpar tudo',
    showResults: 'Ver resultados',
    showResultsCount: 'Ver resultados ({{formatted}})',
    showMore: 'Ver mais ({{count}})',
    showLess: 'Ver menos',
    any: 'Qualquer',
    valueWithCount: '{{label}} ({{count}})',
    dates: 'Datas',
    startsBefore: 'Começa antes de',
    endsAfter: 'Termina depois de',
  },
  empty: {
    title: 'Nenhum resultado corresponde à sua busca',
    message: 'Tente outras palavras-chave ou amplie sua busca:',
    clearFilters: 'Limpar todos os filtros',
    widenRadius: 'Buscar no país inteiro',
  },
  error: {
    title: 'Não conseguimos carregar os resultados',
    message: 'Algo deu errado do nosso lado ou na conexão. Tente novamente.',
    retry: 'Tentar novamente',
  },
  pagination: 'Páginas de resultados',
  home: {
    title: 'Encontre vagas, estágios e voluntariado em organizações sociais',
    heading: 'Trabalhe fazendo o bem',
    subheading: 'Vagas, estágios, voluntariado e eventos em organizações que fazem a diferença.',
    browse: 'Explorar',
    blurb: {
      JOB: 'Vagas remuneradas em organizações sociais.',
      INTERNSHIP: 'Aprenda trabalhando, com ou sem remuneração.',
      VOLOP: 'Doe seu tempo e suas habilidades a uma causa.',
      EVENT: 'Oficinas, palestras, feiras e encontros.',
      ORG: 'Conheça as organizações por trás do trabalho.',
    },
  },
  content: {
    steps: 'Três passos para começar',
    recommendedJobs: 'Vagas recomendadas',
    allJobs: 'Ver todas as vagas',
  },
  savedSearches: savedSearchStrings,
  staff: staffStrings.pt,
  seo: {
    home: 'Vagas, estágios, voluntariado e eventos em organizações sem fins lucrativos e negócios sociais. Encontre um trabalho que faz o bem.',
    search: {
      JOB: 'Veja as vagas mais recentes em organizações sem fins lucrativos e de impacto social, com salário quando informado. Filtre por função, local e tipo de vaga.',
      INTERNSHIP:
        'Veja estágios remunerados e não remunerados em organizações sem fins lucrativos e negócios sociais. Filtre por área, local e escolaridade.',
      VOLOP:
        'Encontre oportunidades de voluntariado perto de você ou a distância, em organizações que trabalham pelas causas que importam para você.',
      EVENT:
        'Oficinas, palestras, feiras e encontros de organizações sem fins lucrativos e negócios sociais, presenciais e online.',
      ORG: 'Descubra organizações sem fins lucrativos e negócios sociais, o que fazem e as vagas e oportunidades que oferecem.',
    },
    withQuery: '“{{q}}”: {{description}}',
  },
};
