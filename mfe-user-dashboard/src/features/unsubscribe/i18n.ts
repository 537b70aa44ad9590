// The one-click unsubscribe page of a mail's signed link (the `unsubscribeLink` keys). `what` names the
// mail a link turns off, by kind (and saved search or organisation), in the sentences around it.
const en = {
  title: 'Unsubscribe',
  heading: 'Stop these emails?',
  willStop: 'This turns off: {{what}}.',
  button: 'Unsubscribe',
  working: 'Just a moment…',
  done: 'You are unsubscribed',
  doneText: 'You will no longer get: {{what}}.',
  undo: 'Undo',
  resubscribed: 'These emails are back on',
  resubscribedText: 'You will get these again: {{what}}.',
  fromNow: 'Listings published while this was off will not be sent.',
  what: {
    savedSearch: 'email alerts for your saved search “{{name}}”',
    SAVED_SEARCH_ALERTS: 'email alerts for all your saved searches',
    APPLICATION_CONFIRMATIONS: 'the receipts of the applications, interest and attendance you send',
    APPLICATIONS_RECEIVED: 'notices of new applicants to your organisations’ listings',
    APPLICATIONS_RECEIVED_org:
      'notices of new applicants to the listings of {{org}} (your other organisations are not affected)',
  },
  gone: 'This saved search no longer exists, so it sends no more emails.',
  invalid: 'This link is not valid',
  invalidText:
    'The unsubscribe link is incomplete or was changed. Open it again from the email, or choose which emails you get in your dashboard.',
  failed: 'That did not work. Please try again.',
  manage: 'Choose which emails you get',
  manageSearches: 'Manage your saved searches',
};
export type UnsubscribeStrings = typeof en;

const es: UnsubscribeStrings = {
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
  },
  gone: 'Esta búsqueda guardada ya no existe, así que no envía más correos.',
  invalid: 'Este enlace no es válido',
  invalidText:
    'El enlace para darse de baja está incompleto o fue modificado. Ábrelo de nuevo desde el correo o elige qué correos recibes desde tu panel.',
  failed: 'No se pudo completar. Inténtalo de nuevo.',
  manage: 'Elegir qué correos recibes',
  manageSearches: 'Administrar tus búsquedas guardadas',
};

const pt: UnsubscribeStrings = {
  title: 'Cancelar inscrição',
  heading: 'Parar de receber estes e-mails?',
  willStop: 'Isto desativa: {{what}}.',
  button: 'Cancelar inscrição',
  working: 'Um momento…',
  done: 'Inscrição cancelada',
  doneText: 'Você não receberá mais: {{what}}.',
  undo: 'Desfazer',
  resubscribed: 'Estes e-mails voltaram',
  resubscribedText: 'Você voltará a receber: {{what}}.',
  fromNow: 'Os anúncios publicados enquanto estava desativado não serão enviados.',
  what: {
    savedSearch: 'os alertas por e-mail da sua busca salva “{{name}}”',
    SAVED_SEARCH_ALERTS: 'os alertas por e-mail de todas as suas buscas salvas',
    APPLICATION_CONFIRMATIONS: 'as confirmações das candidaturas, interesses e presenças que você envia',
    APPLICATIONS_RECEIVED: 'os avisos de novos candidatos aos anúncios das suas organizações',
    APPLICATIONS_RECEIVED_org:
      'os avisos de novos candidatos aos anúncios de {{org}} (suas outras organizações não mudam)',
  },
  gone: 'Esta busca salva não existe mais, então não envia mais e-mails.',
  invalid: 'Este link não é válido',
  invalidText:
    'O link para cancelar a inscrição está incompleto ou foi alterado. Abra-o novamente pelo e-mail ou escolha quais e-mails você recebe no seu painel.',
  failed: 'Não deu certo. Tente de novo.',
  manage: 'Escolher quais e-mails você recebe',
  manageSearches: 'Gerenciar suas buscas salvas',
};

export const unsubscribeTranslations = { en, es, pt };
