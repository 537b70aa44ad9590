import type { OrgDashboardStrings } from './en';

export const pt: OrgDashboardStrings = {
  eyebrow: 'Painel da organização',
  documentTitle: 'Painel de {{name}}',
  nav: {
    label: 'Seções do painel',
    overview: 'Visão geral',
  },
  overview: {
    listingsHeading: 'Seus anúncios',
    postCta: 'Publicar um novo anúncio',
    recentHeading: 'Anúncios recentes',
    noRecent:
      'Sua organização ainda não publicou anúncios. Publique uma vaga, um estágio, uma oportunidade de voluntariado ou um evento para alcançar pessoas que querem fazer o bem.',
  },
  listingTypes: {
    JOB: 'Vagas',
    INTERNSHIP: 'Estágios',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
  },
  sections: {
    'post-a-listing': {
      title: 'Publicar um anúncio',
      description:
        'Publique uma nova vaga, estágio, oportunidade de voluntariado ou evento da sua organização. Você escolhe o tipo, escreve a descrição e decide quando ele vai ao ar.',
    },
    listings: {
      title: 'Anúncios',
      description:
        'Todos os anúncios da sua organização, publicados ou não: visualize, edite ou republique, e acompanhe as candidaturas e os candidatos recomendados que recebem.',
    },
    edit: {
      title: 'Perfil da organização',
      description:
        'Visualize e edite o perfil público que as pessoas veem ao procurar sua organização: nome, descrição, site, localização e áreas de atuação.',
    },
    admins: {
      title: 'Administradores',
      description:
        'As pessoas que podem gerenciar este painel. Adicione administradores ou proprietários por e-mail, remova-os e aprove ou recuse pedidos para entrar na sua organização.',
    },
    cart: {
      title: 'Carrinho e pagamento',
      description:
        'Anúncios e pacotes de créditos aguardando pagamento, com seu endereço de cobrança e a etapa de pagamento.',
    },
    invoices: {
      title: 'Faturas',
      description:
        'As faturas emitidas para sua organização, com valor, situação e endereço de cobrança, prontas para baixar ou pagar.',
    },
    payments: {
      title: 'Pagamentos',
      description: 'O histórico dos pagamentos feitos pela sua organização e o que cada um cobriu.',
    },
    credits: {
      title: 'Créditos',
      description:
        'Seu saldo de créditos de publicação e os pacotes que você pode comprar para anunciar por um preço menor.',
    },
    integrations: {
      title: 'Integrações',
      description:
        'Conecte um sistema de recrutamento como Greenhouse ou JazzHR para que suas vagas sejam publicadas e atualizadas automaticamente.',
    },
    'api-access': {
      title: 'Acesso à API',
      description:
        'Chaves e instruções para publicar e atualizar seus anúncios a partir dos seus próprios sistemas pela nossa API.',
    },
    'grad-fairs': {
      title: 'Feiras de formandos',
      description:
        'As feiras de formandos das quais sua organização participa e os convites que recebeu para participar.',
    },
    'notification-preferences': {
      title: 'Preferências de notificação',
      description:
        'Escolha quais e-mails os administradores desta organização recebem, como novas candidaturas e lembretes de cobrança.',
    },
  },
  cartPill: {
    label: 'Carrinho',
    open: 'Abrir o carrinho da sua organização',
  },
};
