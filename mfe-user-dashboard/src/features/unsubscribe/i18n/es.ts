import type { UnsubscribeStrings } from './en';

export const es: UnsubscribeStrings = {
  title: 'Darse de baja',
  heading: '¿Dejar de recibir estos correos?',
  willStop: 'Esto desactiva: {{what}}.',
  button: 'Darme de baja',
  working: 'Un momento…',
  done: 'Te diste de baja',
  doneText: 'Ya no recibirás: {{what}}.',
  undo: 'Deshacer',
  resubscribed: 'Estos correos vuelven a estar activos',
  resubscribedText: 'Volverás a recibir: {{what}}.',
  fromNow: 'Las publicaciones aparecidas mientras estaba desactivado no se enviarán.',
  what: {
    savedSearch: 'las alertas por correo de tu búsqueda guardada «{{name}}»',
    SAVED_SEARCH_ALERTS: 'las alertas por correo de todas tus búsquedas guardadas',
    APPLICATION_CONFIRMATIONS: 'las confirmaciones de las postulaciones, intereses y asistencias que envías',
    APPLICATIONS_RECEIVED: 'los avisos de nuevos postulantes a las publicaciones de tus organizaciones',
    APPLICATIONS_RECEIVED_org:
      'los avisos de nuevos postulantes a las publicaciones de {{org}} (tus otras organizaciones no cambian)',
    APPLICATIONS_DIGEST_org:
      'el resumen diario de postulaciones a las publicaciones de {{org}} (tus otras organizaciones no cambian)',
    BILLING_org: 'las facturas y los recibos de {{org}} (tus otras organizaciones no cambian)',
    TEAM_CHANGES_org:
      'los avisos de cambios en el equipo de {{org}} y de solicitudes para unirse (tus otras organizaciones no cambian)',
  },
  gone: 'Esta búsqueda guardada ya no existe, así que no envía más correos.',
  invalid: 'Este enlace no es válido',
  invalidText:
    'El enlace para darse de baja está incompleto o fue modificado. Ábrelo de nuevo desde el correo o elige qué correos recibes desde tu panel.',
  failed: 'No se pudo completar. Inténtalo de nuevo.',
  manage: 'Elegir qué correos recibes',
  manageSearches: 'Administrar tus búsquedas guardadas',
  manageOrg: 'Elegir qué correos recibes de esta organización',
};
