import type { UnsubscribeStrings } from './en';

export const pt: UnsubscribeStrings = {
  title: 'Cancelar inscrição',
  heading: 'Parar de receber estes e-mails?',
  willStop: 'Isto desativa: {{what}}.',
  button: 'Cancelar inscrição',
  working: 'Um momento…',
  done: 'Inscrição cancelada',
  doneText: 'Você não receberá mais: {{what}}.',
  undo: 'Desfazer',
  resubscribed: 'Estes e-mails voltaram',
  resubscribedText: 'Você voltará a receber: {{what}}.',
  fromNow: 'Os anúncios publicados enquanto estava desativado não serão enviados.',
  what: {
    savedSearch: 'os alertas por e-mail da sua busca salva “{{name}}”',
    SAVED_SEARCH_ALERTS: 'os alertas por e-mail de todas as suas buscas salvas',
    APPLICATION_CONFIRMATIONS: 'as confirmações das candidaturas, interesses e presenças que você envia',
    APPLICATIONS_RECEIVED: 'os avisos de novos candidatos aos anúncios das suas organizações',
    APPLICATIONS_RECEIVED_org:
      'os avisos de novos candidatos aos anúncios de {{org}} (suas outras organizações não mudam)',
    APPLICATIONS_DIGEST_org:
      'o resumo diário de candidaturas aos anúncios de {{org}} (suas outras organizações não mudam)',
    BILLING_org: 'as faturas e os recibos de {{org}} (suas outras organizações não mudam)',
    TEAM_CHANGES_org:
      'os avisos de mudanças na equipe de {{org}} e de pedidos para entrar nela (suas outras organizações não mudam)',
  },
  gone: 'Esta busca salva não existe mais, então não envia mais e-mails.',
  invalid: 'Este link não é válido',
  invalidText:
    'O link para cancelar a inscrição está incompleto ou foi alterado. Abra-o novamente pelo e-mail ou escolha quais e-mails você recebe no seu painel.',
  failed: 'Não deu certo. Tente de novo.',
  manage: 'Escolher quais e-mails você recebe',
  manageSearches: 'Gerenciar suas buscas salvas',
  manageOrg: 'Escolher quais e-mails você recebe desta organização',
};
