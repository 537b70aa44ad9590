import type { UserDashboardStrings } from './en';

export const pt: UserDashboardStrings = {
  backToDashboard: 'Meu painel',
  home: {
    title: 'Meu painel',
    heading: 'Meu painel',
    intro:
      'Seus anúncios salvos, seu perfil para se candidatar, suas candidaturas e suas preferências de e-mail, tudo em um só lugar.',
    greeting: 'Que bom ver você de novo, {{name}}.',
    signedOut:
      'Você não está conectado. Entre para ver seu painel ou cadastre-se gratuitamente para começar a salvar anúncios e se candidatar.',
  },
  sections: {
    'saved-items': {
      title: 'Itens salvos',
      description:
        'As vagas, estágios, oportunidades de voluntariado, eventos e organizações que você salvou, e suas buscas salvas com os alertas por e-mail.',
    },
    profile: {
      title: 'Perfil',
      description:
        'Seu perfil público: o nome, a foto e a apresentação que as organizações veem quando você se candidata ou quando elas encontram você.',
    },
    'account-settings': {
      title: 'Configurações da conta',
      description: 'Seu e-mail, sua senha e seu idioma, e a opção de encerrar sua conta.',
    },
    'notification-preferences': {
      title: 'Preferências de notificação',
      description:
        'Escolha quais e-mails você recebe: alertas das buscas salvas, atualizações das suas candidaturas e novidades do site.',
    },
    'application-history': {
      title: 'Histórico de candidaturas',
      description: 'Os anúncios aos quais você se candidatou pelo site e quando se candidatou.',
    },
    'professional-experience': {
      title: 'Experiência profissional',
      description:
        'Seu histórico profissional, suas habilidades e seu currículo, prontos para compartilhar com as organizações às quais você se candidata.',
    },
    'payment-methods': {
      title: 'Formas de pagamento',
      description: 'Os cartões que você usa para pagar doações e outras compras no site.',
    },
  },
  signIn: {
    section: 'Entre para ver a seção “{{section}}”. Ainda não tem conta? Cadastre-se gratuitamente.',
    logIn: 'Entrar',
    signUp: 'Cadastre-se',
  },
  unsubscribe: {
    title: 'Preferências de e-mail',
    heading: 'Gerencie os e-mails que você recebe',
    text: 'Você seguiu um link de cancelamento de um dos nossos e-mails. Você pode deixar de receber qualquer tipo de e-mail nas suas preferências de notificação.',
    signIn: 'Entre para alterar suas preferências de notificação.',
  },
};
