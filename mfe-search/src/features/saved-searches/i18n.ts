// The saved-search control and the /saved-searches/{id} page (the `savedSearches` keys of the search
// namespace), in the three languages.
const en = {
  save: 'Save search',
  saving: 'Saving…',
  saved: 'Search saved',
  editAlert: 'Edit alert',
  alertOn: 'Email alert on',
  remove: 'Remove',
  removed: 'The saved search was removed.',
  failed: 'That did not work. Please try again.',
  dialogTitle: 'Your saved search',
  name: 'Name',
  notify: 'Email me new listings that match this search',
  notifyHint: 'At most one email an hour, each listing once. Every email has a one-click unsubscribe.',
  done: 'Save',
  cancel: 'Cancel',
  signUpTitle: 'Sign up to save this search',
  signUpText: 'Create a free account to save this search and get an email when new listings match it.',
  signUp: 'Sign up',
  logIn: 'Log in',
  signUpFailed: 'We could not keep your search. Please try again.',
  opening: 'Opening your saved search…',
};
export type SavedSearchStrings = typeof en;

const es: SavedSearchStrings = {
  save: 'Guardar búsqueda',
  saving: 'Guardando…',
  saved: 'Búsqueda guardada',
  editAlert: 'Editar alerta',
  alertOn: 'Alerta por correo activa',
  remove: 'Quitar',
  removed: 'Se quitó la búsqueda guardada.',
  failed: 'No se pudo completar. Inténtalo de nuevo.',
  dialogTitle: 'Tu búsqueda guardada',
  name: 'Nombre',
  notify: 'Enviarme por correo las nuevas publicaciones que coincidan con esta búsqueda',
  notifyHint:
    'Como máximo un correo por hora y cada publicación una sola vez. Cada correo permite darse de baja con un clic.',
  done: 'Guardar',
  cancel: 'Cancelar',
  signUpTitle: 'Regístrate para guardar esta búsqueda',
  signUpText:
    'Crea una cuenta gratuita para guardar esta búsqueda y recibir un correo cuando haya nuevas publicaciones.',
  signUp: 'Registrarse',
  logIn: 'Iniciar sesión',
  signUpFailed: 'No pudimos guardar tu búsqueda. Inténtalo de nuevo.',
  opening: 'Abriendo tu búsqueda guardada…',
};

const pt: SavedSearchStrings = {
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

export const savedSearchTranslations = { en, es, pt };
