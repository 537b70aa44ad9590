import type { en } from './en';

export const es: typeof en = {
  placeholder: 'Ciudad, estado o país',
  clear: 'Borrar ubicación',
  remote: 'Remoto',
  remoteHint: 'Trabaja desde cualquier lugar',
  suggestionsLabel: 'Sugerencias de lugares',
  searching: 'Buscando lugares…',
  noResults: 'No se encontraron lugares',
  error: 'No pudimos buscar lugares en este momento. Vuelve a intentarlo.',
  suggestions_one: '{{count}} sugerencia. Usa las flechas arriba y abajo para elegir.',
  suggestions_other: '{{count}} sugerencias. Usa las flechas arriba y abajo para elegir.',
  chosen: 'Ubicación: {{place}}',
};
