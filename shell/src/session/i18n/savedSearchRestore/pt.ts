import type { SavedSearchRestoreStrings } from './en';

export const pt: SavedSearchRestoreStrings = {
  saved: 'A sua busca “{{name}}” foi salva. Abra-a na página de busca para ativar o alerta por e-mail.',
  failed: 'Não conseguimos salvar a busca que você começou antes de se cadastrar. Salve-a novamente.',
};
