// The restore's confirmation (TmpRestoreDialog.tsx): what a visitor kept before signing up, shown to the
// signed-in user before anything is applied. In the shell namespace, under `tmpRestore`.
const en = {
  title: 'Finish what you started?',
  lead: 'Before you signed in, this browser kept the following for you. Nothing is done until you confirm.',
  listLabel: 'What will be done',
  confirm: 'Yes, do it',
  cancel: 'No, thanks',
  listingTypes: { JOB: 'job', INTERNSHIP: 'internship', VOLOP: 'volunteer opportunity', EVENT: 'event' },
  records: {
    SAVE_SEARCH: 'Save the search “{{name}}”',
    SAVE_LISTING: 'Save the {{type}} no. {{id}} to your saved listings',
    LISTING_APPLICATION_VALUES: 'Fill in your application to the {{type}} no. {{id}} with what you wrote',
    CMS_SUBSCRIBE: 'Subscribe you to the newsletter you chose',
    SUBSCRIBE_SUBSITE: 'Subscribe you to the updates you chose (no. {{id}})',
    SURVEY_REPORT_DATA: 'Bring back the salary survey answers you entered',
    SIGNUP_BLOCK_REDIRECT: 'Then take you to {{path}}',
  },
};
export type TmpRestoreStrings = typeof en;
const es: TmpRestoreStrings = {
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
const pt: TmpRestoreStrings = {
  title: 'Concluir o que você começou?',
  lead: 'Antes de você entrar, este navegador guardou o seguinte para você. Nada é feito até você confirmar.',
  listLabel: 'O que será feito',
  confirm: 'Sim, fazer',
  cancel: 'Não, obrigado',
  listingTypes: { JOB: 'vaga', INTERNSHIP: 'estágio', VOLOP: 'voluntariado', EVENT: 'evento' },
  records: {
    SAVE_SEARCH: 'Salvar a busca “{{name}}”',
    SAVE_LISTING: 'Salvar o anúncio de {{type}} nº {{id}} nos seus anúncios salvos',
    LISTING_APPLICATION_VALUES:
      'Preencher a sua candidatura ao anúncio de {{type}} nº {{id}} com o que você escreveu',
    CMS_SUBSCRIBE: 'Inscrever você na newsletter que você escolheu',
    SUBSCRIBE_SUBSITE: 'Inscrever você nas novidades que você escolheu (nº {{id}})',
    SURVEY_REPORT_DATA: 'Recuperar as respostas da pesquisa salarial que você preencheu',
    SIGNUP_BLOCK_REDIRECT: 'Depois, levar você para {{path}}',
  },
};
export const tmpRestoreTranslations = { en, es, pt };
