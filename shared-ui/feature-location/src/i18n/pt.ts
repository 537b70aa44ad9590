import type { en } from './en';

export const pt: typeof en = {
  placeholder: 'Cidade, estado ou país',
  clear: 'Limpar localização',
  remote: 'Remoto',
  remoteHint: 'Trabalhe de qualquer lugar',
  suggestionsLabel: 'Sugestões de lugares',
  searching: 'Buscando lugares…',
  noResults: 'Nenhum lugar encontrado',
  error: 'Não foi possível buscar lugares agora. Tente novamente.',
  suggestions_one: '{{count}} sugestão. Use as setas para cima e para baixo para escolher.',
  suggestions_other: '{{count}} sugestões. Use as setas para cima e para baixo para escolher.',
  chosen: 'Localização: {{place}}',
};
