import type { SavedSearchRestoreStrings } from './en';

export const es: SavedSearchRestoreStrings = {
  saved:
    'Guardamos tu búsqueda «{{name}}». Ábrela desde la página de búsqueda para activar su alerta por correo.',
  failed: 'No pudimos guardar la búsqueda que empezaste antes de registrarte. Vuelve a guardarla, por favor.',
};
