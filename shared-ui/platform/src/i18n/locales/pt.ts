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
    optionsLabel: 'Para onde ir agora',
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
  ads: {
    label: 'Do OpenGood',
    dismiss: 'Dispensar esta mensagem',
    GRAD_FAIRS: {
      title: 'Conheça organizações que contratam nas nossas feiras para recém-formados',
      text: 'Feiras gratuitas na região de Nova York para estudantes e recém-formados.',
      cta: 'Ver próximas feiras',
    },
    SALARY_SURVEY: {
      title: 'Como seu salário no terceiro setor se compara?',
      text: 'Responda à pesquisa de 5 minutos e ajude a tornar os salários do setor transparentes.',
      cta: 'Responder à pesquisa',
    },
    RESUME_DB: {
      title: 'Deixe as organizações encontrarem você',
      text: 'Adicione seu currículo para que organizações que estão contratando vejam seu perfil.',
      cta: 'Complete seu perfil',
    },
  },
};
