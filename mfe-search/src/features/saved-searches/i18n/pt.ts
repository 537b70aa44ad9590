import type { SavedSearchStrings } from './en';

export const pt: SavedSearchStrings = {
  save: 'Salvar busca',
  saving: 'Salvando…',
  saved: 'Busca salva',
  editAlert: 'Editar alerta',
  alertOn: 'Alerta por e-mail ativo',
  remove: 'Remover',
  removed: 'A busca salva foi removida.',
  failed: 'Não deu certo. Tente de novo.',
  dialogTitle: 'Sua busca salva',
  name: 'Nome',
  notify: 'Receber por e-mail os novos anúncios que correspondem a esta busca',
  notifyHint:
    'No máximo um e-mail por hora, cada anúncio uma única vez. Todo e-mail tem um link para cancelar com um clique.',
  done: 'Salvar',
  cancel: 'Cancelar',
  signUpTitle: 'Cadastre-se para salvar esta busca',
  signUpText:
    'Crie uma conta gratuita para salvar esta busca e receber um e-mail quando surgirem novos anúncios.',
  signUp: 'Cadastrar-se',
  logIn: 'Entrar',
  signUpFailed: 'Não conseguimos guardar a sua busca. Tente de novo.',
  opening: 'Abrindo a sua busca salva…',
};
