import type { en } from './en';

export const pt: typeof en = {
  notFound: {
    title: 'Página não encontrada',
    heading: 'Hummm, isso não é ideal...',
    message:
      'Desculpe, não encontramos a página que você procurava. O link pode estar quebrado ou a página pode ter sido removida.',
    searchJobs: 'Buscar vagas',
    searchSite: 'Buscar no site',
    home: 'Ir para a página inicial',
    support: 'Fale com o suporte',
    popularSearches: 'Buscas populares',
  },
  error: {
    title: 'Algo deu errado',
    message: 'Um erro inesperado interrompeu esta página. Tente novamente em instantes.',
    retry: 'Tentar novamente',
  },
  areaFailed: {
    heading: 'Esta parte do site não pôde ser carregada',
    message: 'O resto do site continua funcionando. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
};
