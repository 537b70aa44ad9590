import { notificationPreferencesStrings } from '../features/notificationPreferences/strings';
import { orgSwitcherStrings } from '../features/orgSwitcher/strings';
import { gradFairsStrings } from '../features/gradFairs/strings';
import { applicantsStrings } from '../features/applicants/strings';
import { recommendationsStrings } from '../features/recommendations/strings';
import { postingStrings } from '../features/posting/strings';
import { donationsStrings } from '../features/donations/strings';
import { billingRecordsStrings } from '../features/billingRecords/strings';
import { billingAddressStrings } from '../features/billingAddress/strings';
import { checkoutStrings } from '../features/checkout/strings';
import { orgProfileStrings } from '../features/orgs/profileStrings';
import type { OrgDashboardStrings } from './en';

export const pt: OrgDashboardStrings = {
  eyebrow: 'Painel da organização',
  documentTitle: 'Painel de {{name}}',
  gradFairs: gradFairsStrings.pt,
  applicants: applicantsStrings.pt,
  recommendations: recommendationsStrings.pt,
  posting: postingStrings.pt,
  donations: donationsStrings.pt,
  billingAddress: billingAddressStrings.pt,
  billingRecords: billingRecordsStrings.pt,
  checkout: checkoutStrings.pt,
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
        'Escolha quais e-mails você recebe desta organização: novas candidaturas, o resumo diário delas, cobrança e mudanças na equipe.',
    },
  },
  orgSwitcher: orgSwitcherStrings.pt,
  cartPill: {
    label: 'Carrinho',
    open: 'Abrir o carrinho da sua organização',
    withCount_zero: 'Carrinho, vazio',
    withCount_one: 'Carrinho, {{count}} item',
    withCount_other: 'Carrinho, {{count}} itens',
  },
  common: {
    saving: 'Salvando…',
    cancel: 'Cancelar',
  },
  orgForm: {
    name: 'Nome da organização',
    orgType: 'Tipo de organização',
    orgTypePlaceholder: 'Escolha um tipo',
    locale: 'Idioma em que sua organização escreve',
    localeHint: 'Seu perfil e seus anúncios aparecem para quem pesquisa neste idioma.',
    description: 'Sobre sua organização',
    descriptionHint: 'O que vocês fazem, para quem e onde. Aparece no seu perfil público.',
    areasOfFocus: 'Áreas de atuação',
    areasOfFocusHint: 'Escolha as causas em que sua organização atua.',
    website: 'Site',
    websiteHint: 'Por exemplo https://example.org',
  },
  create: {
    title: 'Criar uma organização',
    eyebrow: 'Publique no OpenGood',
    intro:
      'Conte às pessoas quem vocês são. Quando sua organização existir, você poderá publicar vagas, estágios, oportunidades de voluntariado e eventos, e convidar sua equipe.',
    submit: 'Criar organização',
    creating: 'Criando…',
  },
  edit: {
    save: 'Salvar alterações',
    saved: 'Alterações salvas.',
    previewHeading: 'Prévia',
    previewHint: 'Como o cartão do seu perfil aparece para quem pesquisa.',
    previewEmptyName: 'Sua organização',
    previewEmptyDescription: 'Sua descrição vai aparecer aqui.',
  },
  deleteOrg: {
    heading: 'Excluir esta organização',
    text: 'A exclusão é definitiva e não pode ser desfeita.',
    start: 'Excluir organização…',
    dialogTitle: 'Excluir {{name}}?',
    consequences: 'Ao excluir a organização:',
    listingsClose: 'todos os seus anúncios são encerrados e saem da busca;',
    pagesGone: 'seu perfil e as páginas dos seus anúncios respondem que não existem mais (410);',
    adminsLose: 'ela sai da lista de organizações de cada administrador, inclusive da sua.',
    typeName: 'Digite o nome da organização para confirmar',
    confirm: 'Excluir definitivamente',
    deleting: 'Excluindo…',
    ownersOnly:
      'Somente um(a) proprietário(a) da organização pode excluí-la. A página de administradores mostra quem são os proprietários.',
  },
  team: {
    adminsCaption: 'Administradores',
    name: 'Nome',
    email: 'E-mail',
    role: 'Função',
    actions: 'Ações',
    owner: 'Proprietário',
    admin: 'Administrador',
    you: 'Você',
    remove: 'Remover',
    removeLabel: 'Remover {{name}}',
    removeTitle: 'Remover {{name}}?',
    removeText: '{{name}} não poderá mais gerenciar esta organização.',
    removeSelfTitle: 'Remover você mesmo?',
    removeSelfText:
      'Você perderá o acesso ao painel desta organização. Outro administrador teria que adicionar você de novo.',
    removeConfirm: 'Remover',
    removing: 'Removendo…',
    removed: '{{name}} foi removido.',
    invitesCaption: 'Convites em aberto',
    expires: 'Expira em',
    expired: 'Expirado',
    noInvites: 'Nenhum convite aguardando resposta.',
    resend: 'Reenviar',
    resendLabel: 'Reenviar o convite para {{email}}',
    resent: 'Convite enviado de novo para {{email}}.',
    revoke: 'Revogar',
    revokeLabel: 'Revogar o convite para {{email}}',
    revoked: 'O convite para {{email}} foi revogado.',
    requestsCaption: 'Pedidos para ser administrador',
    requested: 'Pedido em',
    noRequests: 'Ninguém está pedindo para entrar.',
    approve: 'Aprovar',
    approveLabel: 'Aprovar {{email}}',
    reject: 'Recusar',
    rejectLabel: 'Recusar {{email}}',
    approved: '{{email}} agora é administrador.',
    rejected: 'O pedido de {{email}} foi recusado.',
    addAdminHeading: 'Adicionar um administrador por e-mail',
    addAdminHint:
      'Se a pessoa tiver uma conta no OpenGood, ela vira administradora na hora; se não, enviamos um convite por e-mail.',
    addOwnerHeading: 'Adicionar um proprietário por e-mail',
    addOwnerHint:
      'Proprietários podem adicionar e remover outros proprietários. A pessoa precisa ter uma conta no OpenGood.',
    emailLabel: 'Endereço de e-mail',
    addAdmin: 'Adicionar administrador',
    addOwner: 'Adicionar proprietário',
    added: '{{email}} agora é administrador.',
    invited: 'Enviamos um convite para {{email}}.',
    ownerAdded: '{{email}} agora é proprietário.',
  },
  invite: {
    title: 'Convite',
    heading: 'Entre para {{org}} no OpenGood',
    text: '{{org}} convidou {{email}} para ajudar a gerenciar a organização.',
    expires: 'O convite pode ser aceito até {{date}}.',
    signedOut: 'Entre ou cadastre-se com {{email}} para aceitar.',
    logIn: 'Entrar',
    signUp: 'Cadastrar-se',
    accept: 'Aceitar o convite',
    accepting: 'Aceitando…',
    expired: 'Este convite expirou. Peça a um administrador de {{org}} para convidar você de novo.',
    used: 'Este convite já foi usado.',
    wrongAccount:
      'Este convite é para {{email}}, mas você entrou como {{me}}. Saia e entre com {{email}} para aceitá-lo.',
    unverified: 'Confirme seu e-mail primeiro: enviamos um link quando você se cadastrou.',
  },
  selectOrg: {
    title: 'Suas organizações',
    intro: 'Escolha a organização que você quer gerenciar.',
    postIntro: 'Escolha a organização para a qual você vai publicar.',
    none: 'Você ainda não é administrador de nenhuma organização.',
    noneToPost: 'Para publicar um anúncio, crie primeiro sua organização: leva só um minuto.',
    create: 'Criar uma organização',
    current: 'Usada por último',
  },
  staff: {
    heading: 'Equipe OpenGood',
    frozen: 'Esta organização está congelada: seu perfil e seus anúncios estão ocultos ao público.',
    published: 'Esta organização está publicada.',
    freeze: 'Congelar organização',
    unfreeze: 'Descongelar organização',
    freezeTitle: 'Congelar {{name}}?',
    freezeText: 'Seu perfil e seus anúncios ficam ocultos ao público até que alguém da equipe a descongele.',
    unfreezeTitle: 'Descongelar {{name}}?',
    unfreezeText: 'Seu perfil e seus anúncios publicados voltam a ser públicos.',
  },
  notificationPreferences: notificationPreferencesStrings.pt,
  orgProfile: orgProfileStrings.pt,
  errors: {
    generic: 'Não deu certo. Tente de novo em instantes.',
    ORG_NAME_LENGTH: 'Use entre 2 e 120 caracteres.',
    ORG_TYPE_INVALID: 'Escolha o tipo de organização.',
    ORG_LOCALE_INVALID: 'Escolha um idioma.',
    ORG_DESCRIPTION_TOO_LONG: 'Use no máximo 5.000 caracteres.',
    ORG_WEBSITE_INVALID: 'Digite um endereço que comece com https:// ou http://.',
    ORG_AREAS_INVALID: 'Escolha no máximo 5 áreas de atuação.',
    ORG_PLACE_INVALID: 'Escolha um lugar das sugestões.',
    CONFIRM_NAME_MISMATCH: 'Digite o nome da organização exatamente como está escrito.',
    EMAIL_INVALID: 'Digite um e-mail como nome@example.org.',
    CANNOT_REMOVE_OWNER: 'Só um proprietário pode remover outro proprietário.',
    LAST_OWNER:
      'O último proprietário da organização não pode ser removido. Adicione outro proprietário antes.',
    ALREADY_ADMIN: 'Você já é administrador desta organização.',
    REQUEST_PENDING: 'Seu pedido já está aguardando resposta.',
    EMAIL_NOT_VERIFIED: 'Confirme seu e-mail primeiro e tente de novo.',
    INVITE_EMAIL_MISMATCH: 'Este convite é para outro endereço de e-mail.',
    INVITE_EXPIRED: 'Este convite expirou.',
    INVITE_ACCEPTED: 'Este convite já foi usado.',
    NOT_YOUR_ORG: 'Você não é administrador desta organização.',
    RATE_LIMITED: 'Tentativas demais. Espere alguns minutos e tente de novo.',
    MISSING_USER: 'Ninguém tem uma conta no OpenGood com este e-mail.',
    NOT_ADMIN: 'Você não é administrador desta organização.',
    NOT_OWNER: 'Só um proprietário da organização pode fazer isso.',
    NO_ADMIN_REQUEST: 'Este pedido já foi respondido.',
    NO_INVITE: 'Este convite não existe mais.',
    NO_ORG: 'Esta organização não existe mais.',
  },
};
