// The organisation's notification preferences page (/admin/{orgId}/notification-preferences), joined into
// the area's strings as `notificationPreferences` (i18n/en.ts, es.ts, pt.ts).

const en = {
  intro:
    'Choose which emails you get from {{org}}. Only your own: each admin chooses theirs, and your other organizations keep their own choices.',
  sentTo: 'They go to {{email}}.',
  legend: 'Emails from {{org}}',
  kinds: {
    applicationsReceived: {
      label: 'New applications',
      hint: 'An email each time someone applies to, volunteers for or signs up for one of your listings.',
    },
    applicationsDigest: {
      label: 'Daily summary of applications',
      hint: 'One email a day listing the applications of the last 24 hours. None on days without any.',
    },
    billing: {
      label: 'Billing',
      hint: 'Invoices and receipts for what your organization buys.',
    },
    teamChanges: {
      label: 'Team changes',
      hint: 'When an admin is added or removed, an invitation is sent or accepted, or someone asks to join.',
    },
  },
  offForAll:
    'Turned off for all your organizations in your own notification preferences, whatever you choose here.',
  offForAllLink: 'Open your notification preferences',
  save: 'Save preferences',
  saved: 'Your preferences are saved.',
  unsaved: 'You have changes that are not saved yet.',
  linksNote:
    'Each of these emails also ends with an unsubscribe link: it turns that kind of email off for this organization, as here.',
  notRecipient:
    'You do not administer {{org}}, so it sends you no emails. Each of its admins chooses theirs on this page.',
  errors: {
    PREFERENCE_INVALID: 'Choose whether you want these emails.',
    NOT_A_RECIPIENT: 'Only the organization’s admins have preferences here.',
  },
};

export type NotificationPreferencesStrings = typeof en;

const es: NotificationPreferencesStrings = {
  intro:
    'Elige qué correos recibes de {{org}}. Solo los tuyos: cada administrador/a elige los suyos, y tus otras organizaciones conservan tu elección.',
  sentTo: 'Llegan a {{email}}.',
  legend: 'Correos de {{org}}',
  kinds: {
    applicationsReceived: {
      label: 'Nuevas postulaciones',
      hint: 'Un correo cada vez que alguien se postula, se ofrece como voluntario/a o se inscribe en una de tus ofertas.',
    },
    applicationsDigest: {
      label: 'Resumen diario de postulaciones',
      hint: 'Un correo al día con las postulaciones de las últimas 24 horas. Ninguno los días sin postulaciones.',
    },
    billing: {
      label: 'Facturación',
      hint: 'Facturas y recibos de lo que compra tu organización.',
    },
    teamChanges: {
      label: 'Cambios en el equipo',
      hint: 'Cuando se agrega o se quita a un administrador/a, se envía o se acepta una invitación, o alguien pide unirse.',
    },
  },
  offForAll:
    'Desactivado para todas tus organizaciones en tus propias preferencias de notificación, elijas lo que elijas aquí.',
  offForAllLink: 'Abrir tus preferencias de notificación',
  save: 'Guardar preferencias',
  saved: 'Tus preferencias están guardadas.',
  unsaved: 'Tienes cambios sin guardar.',
  linksNote:
    'Cada uno de estos correos termina además con un enlace para darse de baja: desactiva ese tipo de correo para esta organización, igual que aquí.',
  notRecipient:
    'No administras {{org}}, así que no te envía correos. Cada uno de sus administradores elige los suyos en esta página.',
  errors: {
    PREFERENCE_INVALID: 'Indica si quieres recibir estos correos.',
    NOT_A_RECIPIENT: 'Solo los administradores de la organización tienen preferencias aquí.',
  },
};

const pt: NotificationPreferencesStrings = {
  intro:
    'Escolha quais e-mails você recebe de {{org}}. Só os seus: cada administrador(a) escolhe os seus, e as suas outras organizações mantêm a sua escolha.',
  sentTo: 'Eles chegam em {{email}}.',
  legend: 'E-mails de {{org}}',
  kinds: {
    applicationsReceived: {
      label: 'Novas candidaturas',
      hint: 'Um e-mail cada vez que alguém se candidata, se oferece como voluntário(a) ou se inscreve em um dos seus anúncios.',
    },
    applicationsDigest: {
      label: 'Resumo diário de candidaturas',
      hint: 'Um e-mail por dia com as candidaturas das últimas 24 horas. Nenhum nos dias sem candidaturas.',
    },
    billing: {
      label: 'Cobrança',
      hint: 'Faturas e recibos do que a sua organização compra.',
    },
    teamChanges: {
      label: 'Mudanças na equipe',
      hint: 'Quando um(a) administrador(a) é adicionado(a) ou removido(a), um convite é enviado ou aceito, ou alguém pede para entrar.',
    },
  },
  offForAll:
    'Desativado para todas as suas organizações nas suas próprias preferências de notificação, qualquer que seja a escolha aqui.',
  offForAllLink: 'Abrir as suas preferências de notificação',
  save: 'Salvar preferências',
  saved: 'As suas preferências foram salvas.',
  unsaved: 'Você tem alterações ainda não salvas.',
  linksNote:
    'Cada um destes e-mails também termina com um link para cancelar o recebimento: ele desativa esse tipo de e-mail para esta organização, como aqui.',
  notRecipient:
    'Você não administra {{org}}, então ela não lhe envia e-mails. Cada um dos seus administradores escolhe os seus nesta página.',
  errors: {
    PREFERENCE_INVALID: 'Indique se você quer receber estes e-mails.',
    NOT_A_RECIPIENT: 'Só os administradores da organização têm preferências aqui.',
  },
};

export const notificationPreferencesStrings = { en, es, pt };
