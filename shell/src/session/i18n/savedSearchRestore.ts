// The flash messages of a search saved after sign-up (savedSearchRestore.ts), in the shell namespace.
const en = {
  saved: 'Your search “{{name}}” is saved. Open it from the search page to turn on its email alert.',
  failed: 'We could not save the search you started before signing up. Please save it again.',
};
export type SavedSearchRestoreStrings = typeof en;
const es: SavedSearchRestoreStrings = {
  saved:
    'Guardamos tu búsqueda «{{name}}». Ábrela desde la página de búsqueda para activar su alerta por correo.',
  failed: 'No pudimos guardar la búsqueda que empezaste antes de registrarte. Vuelve a guardarla, por favor.',
};
const pt: SavedSearchRestoreStrings = {
  saved: 'A sua busca “{{name}}” foi salva. Abra-a na página de busca para ativar o alerta por e-mail.',
  failed: 'Não conseguimos salvar a busca que você começou antes de se cadastrar. Salve-a novamente.',
};
export const savedSearchRestoreTranslations = { en, es, pt };
