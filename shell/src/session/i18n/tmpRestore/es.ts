import type { TmpRestoreStrings } from './en';

export const es: TmpRestoreStrings = {
  title: '¿Terminar lo que empezaste?',
  lead: 'Antes de iniciar sesión, este navegador guardó lo siguiente para ti. No se hace nada hasta que lo confirmes.',
  listLabel: 'Lo que se hará',
  confirm: 'Sí, hacerlo',
  cancel: 'No, gracias',
  listingTypes: { JOB: 'empleo', INTERNSHIP: 'pasantía', VOLOP: 'voluntariado', EVENT: 'evento' },
  records: {
    SAVE_SEARCH: 'Guardar la búsqueda «{{name}}»',
    SAVE_LISTING: 'Guardar el anuncio de {{type}} n.º {{id}} en tus anuncios guardados',
    LISTING_APPLICATION_VALUES:
      'Completar tu postulación al anuncio de {{type}} n.º {{id}} con lo que escribiste',
    CMS_SUBSCRIBE: 'Suscribirte al boletín que elegiste',
    SUBSCRIBE_SUBSITE: 'Suscribirte a las novedades que elegiste (n.º {{id}})',
    SURVEY_REPORT_DATA: 'Recuperar las respuestas de la encuesta salarial que ingresaste',
    SIGNUP_BLOCK_REDIRECT: 'Después, llevarte a {{path}}',
  },
};
