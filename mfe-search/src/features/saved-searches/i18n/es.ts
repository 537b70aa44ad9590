import type { SavedSearchStrings } from './en';

export const es: SavedSearchStrings = {
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
