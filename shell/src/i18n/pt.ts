import type { en } from './en';

export const pt: typeof en = {
  brand: 'OpenGood',
  skipToContent: 'Pular para o conteúdo',
  nav: {
    mainLabel: 'Navegação principal',
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
    label: 'Links do site',
    tagline: 'Conectamos pessoas a oportunidades de fazer o bem, em inglês, espanhol e português.',
    about: 'Quem somos',
    contact: 'Fale com o suporte',
    rights: '© {{year}} OpenGood',
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
    notOpenYet:
      'As contas ainda não estão abertas no OpenGood. Você já pode buscar e ler todos os anúncios sem uma.',
  },
  update: {
    available: 'Há uma nova versão do site. A partir de agora as páginas serão recarregadas.',
  },
};
