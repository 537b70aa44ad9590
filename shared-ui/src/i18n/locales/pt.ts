import type { CommonStrings } from './en';

export const pt: CommonStrings = {
  loading: 'Carregando…',
  brand: 'OpenGood',
  skipToContent: 'Pular para o conteúdo',
  nav: {
    findAJob: 'Encontre uma vaga',
    jobs: 'Empregos',
    internships: 'Estágios',
    volunteer: 'Voluntariado',
    events: 'Eventos',
    organizations: 'Organizações',
    takeAction: 'Conectar',
    post: 'Anunciar',
    donate: 'Doar',
    logIn: 'Entrar',
    signUp: 'Cadastre-se',
    dashboard: 'Meu painel',
    salaryExplorer: 'Explorador de salários',
    language: 'Idioma',
  },
  footer: {
    tagline: 'Conectamos pessoas a oportunidades de fazer o bem, em inglês, espanhol e português.',
    about: 'Quem somos',
    contact: 'Fale com o suporte',
    rights: '© {{year}} OpenGood',
  },
  notFound: {
    title: 'Página não encontrada',
    heading: 'Hummm, isso não é ideal...',
    message: 'Desculpe, não encontramos a página que você procurava. O link pode estar quebrado ou a página pode ter sido removida.',
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
  flash: {
    LOGIN_REQUIRED: 'Entre na sua conta para continuar.',
    FORBIDDEN: 'Você não tem permissão para ver essa página.',
    close: 'Fechar',
  },
  accounts: {
    login: 'Entrar',
    signup: 'Cadastre-se',
    forgotPassword: 'Esqueceu sua senha?',
    resetPassword: 'Escolha uma nova senha',
    invalidLink: 'Este link é inválido ou expirou',
    signUpToPost: 'Cadastre-se para anunciar',
    notOpenYet: 'As contas ainda não estão abertas no OpenGood. Você já pode buscar e ler todos os anúncios sem uma.',
  },
  listing: {
    remote: 'Remoto',
  },
  update: {
    available: 'Há uma nova versão do site. A partir de agora as páginas serão recarregadas.',
  },
};
