// The strings of the mails an organisation sends its admins besides the new-application notice and the
// admin request (docs/product/organisations.md#notification-preferences): the daily digest of
// applications and the team's changes. Joined into each language's mail strings (en.ts, es.ts, pt.ts).
// `teamChanged` picks its variant by the change (i18next context: `subject_ADMIN_ADDED`); the digest's
// subject and intro by the number of applications (plural `_one`, `_other`; the bare key for any other
// plural category), its outro by `TRUNCATED` when the list was cut.

const en = {
  applicationsDigest: {
    subject: '{{count}} new applications to {{org}}',
    subject_one: '1 new application to {{org}}',
    subject_other: '{{count}} new applications to {{org}}',
    intro: 'In the last 24 hours the listings of {{org}} received {{count}} applications:',
    intro_one: 'In the last 24 hours the listings of {{org}} received one application:',
    intro_other: 'In the last 24 hours the listings of {{org}} received {{count}} applications:',
    action: 'Open your organisation’s dashboard',
    outro:
      'You get this summary once a day, only on days with applications, because you administer {{org}} on OpenGood.',
    outro_TRUNCATED:
      'The first {{listed}} are listed here; the dashboard has them all. You get this summary once a day, only on days with applications, because you administer {{org}} on OpenGood.',
  },
  teamChanged: {
    subject: 'The team of {{org}} changed',
    subject_ADMIN_ADDED: '{{subject}} is now an admin of {{org}}',
    subject_OWNER_ADDED: '{{subject}} is now an owner of {{org}}',
    subject_ADMIN_REMOVED: '{{subject}} is no longer an admin of {{org}}',
    subject_ADMIN_LEFT: '{{subject}} left the team of {{org}}',
    subject_INVITE_SENT: '{{actor}} invited {{subject}} to {{org}}',
    subject_INVITE_ACCEPTED: '{{subject}} joined the team of {{org}}',
    intro: 'The team of {{org}} on OpenGood changed.',
    intro_ADMIN_ADDED:
      '{{actor}} made {{subject}} an admin of {{org}} on OpenGood: they can post its listings and read its applications.',
    intro_OWNER_ADDED:
      '{{actor}} made {{subject}} an owner of {{org}} on OpenGood: besides what admins do, owners add owners and may delete the organisation.',
    intro_ADMIN_REMOVED: '{{actor}} removed {{subject}} from the admins of {{org}} on OpenGood.',
    intro_ADMIN_LEFT: '{{subject}} stopped administering {{org}} on OpenGood.',
    intro_INVITE_SENT:
      '{{actor}} invited {{subject}} to administer {{org}} on OpenGood. The invitation works for {{days}} days.',
    intro_INVITE_ACCEPTED: '{{subject}} accepted the invitation and now administers {{org}} on OpenGood.',
    action: 'See the team',
    outro:
      'You get this email because you administer {{org}} on OpenGood. If you did not expect this change, look at the team now.',
  },
};

export type OrgAdminMailStrings = typeof en;

const es: OrgAdminMailStrings = {
  applicationsDigest: {
    subject: '{{count}} postulaciones nuevas para {{org}}',
    subject_one: '1 postulación nueva para {{org}}',
    subject_other: '{{count}} postulaciones nuevas para {{org}}',
    intro: 'En las últimas 24 horas las ofertas de {{org}} recibieron {{count}} postulaciones:',
    intro_one: 'En las últimas 24 horas las ofertas de {{org}} recibieron una postulación:',
    intro_other: 'En las últimas 24 horas las ofertas de {{org}} recibieron {{count}} postulaciones:',
    action: 'Abrir el panel de tu organización',
    outro:
      'Recibes este resumen una vez al día, solo los días con postulaciones, porque administras {{org}} en OpenGood.',
    outro_TRUNCATED:
      'Aquí aparecen las primeras {{listed}}; el panel las tiene todas. Recibes este resumen una vez al día, solo los días con postulaciones, porque administras {{org}} en OpenGood.',
  },
  teamChanged: {
    subject: 'Cambió el equipo de {{org}}',
    subject_ADMIN_ADDED: '{{subject}} ahora administra {{org}}',
    subject_OWNER_ADDED: '{{subject}} ahora es propietario/a de {{org}}',
    subject_ADMIN_REMOVED: '{{subject}} ya no administra {{org}}',
    subject_ADMIN_LEFT: '{{subject}} dejó el equipo de {{org}}',
    subject_INVITE_SENT: '{{actor}} invitó a {{subject}} a {{org}}',
    subject_INVITE_ACCEPTED: '{{subject}} se unió al equipo de {{org}}',
    intro: 'Cambió el equipo de {{org}} en OpenGood.',
    intro_ADMIN_ADDED:
      '{{actor}} hizo a {{subject}} administrador/a de {{org}} en OpenGood: puede publicar sus ofertas y leer sus postulaciones.',
    intro_OWNER_ADDED:
      '{{actor}} hizo a {{subject}} propietario/a de {{org}} en OpenGood: además de lo que hacen los administradores, agrega propietarios y puede eliminar la organización.',
    intro_ADMIN_REMOVED: '{{actor}} quitó a {{subject}} de los administradores de {{org}} en OpenGood.',
    intro_ADMIN_LEFT: '{{subject}} dejó de administrar {{org}} en OpenGood.',
    intro_INVITE_SENT:
      '{{actor}} invitó a {{subject}} a administrar {{org}} en OpenGood. La invitación funciona durante {{days}} días.',
    intro_INVITE_ACCEPTED: '{{subject}} aceptó la invitación y ahora administra {{org}} en OpenGood.',
    action: 'Ver el equipo',
    outro:
      'Recibes este correo porque administras {{org}} en OpenGood. Si no esperabas este cambio, revisa el equipo ahora.',
  },
};

const pt: OrgAdminMailStrings = {
  applicationsDigest: {
    subject: '{{count}} novas candidaturas para {{org}}',
    subject_one: '1 nova candidatura para {{org}}',
    subject_other: '{{count}} novas candidaturas para {{org}}',
    intro: 'Nas últimas 24 horas os anúncios de {{org}} receberam {{count}} candidaturas:',
    intro_one: 'Nas últimas 24 horas os anúncios de {{org}} receberam uma candidatura:',
    intro_other: 'Nas últimas 24 horas os anúncios de {{org}} receberam {{count}} candidaturas:',
    action: 'Abrir o painel da sua organização',
    outro:
      'Você recebe este resumo uma vez por dia, só nos dias com candidaturas, porque administra {{org}} no OpenGood.',
    outro_TRUNCATED:
      'Aqui estão as primeiras {{listed}}; o painel tem todas. Você recebe este resumo uma vez por dia, só nos dias com candidaturas, porque administra {{org}} no OpenGood.',
  },
  teamChanged: {
    subject: 'A equipe de {{org}} mudou',
    subject_ADMIN_ADDED: '{{subject}} agora administra {{org}}',
    subject_OWNER_ADDED: '{{subject}} agora é proprietário(a) de {{org}}',
    subject_ADMIN_REMOVED: '{{subject}} não administra mais {{org}}',
    subject_ADMIN_LEFT: '{{subject}} saiu da equipe de {{org}}',
    subject_INVITE_SENT: '{{actor}} convidou {{subject}} para {{org}}',
    subject_INVITE_ACCEPTED: '{{subject}} entrou na equipe de {{org}}',
    intro: 'A equipe de {{org}} no OpenGood mudou.',
    intro_ADMIN_ADDED:
      '{{actor}} tornou {{subject}} administrador(a) de {{org}} no OpenGood: pode publicar seus anúncios e ler suas candidaturas.',
    intro_OWNER_ADDED:
      '{{actor}} tornou {{subject}} proprietário(a) de {{org}} no OpenGood: além do que os administradores fazem, adiciona proprietários e pode excluir a organização.',
    intro_ADMIN_REMOVED: '{{actor}} removeu {{subject}} dos administradores de {{org}} no OpenGood.',
    intro_ADMIN_LEFT: '{{subject}} deixou de administrar {{org}} no OpenGood.',
    intro_INVITE_SENT:
      '{{actor}} convidou {{subject}} para administrar {{org}} no OpenGood. O convite funciona durante {{days}} dias.',
    intro_INVITE_ACCEPTED: '{{subject}} aceitou o convite e agora administra {{org}} no OpenGood.',
    action: 'Ver a equipe',
    outro:
      'Você recebe este e-mail porque administra {{org}} no OpenGood. Se não esperava esta mudança, confira a equipe agora.',
  },
};

export const orgAdminMailStrings = { en, es, pt };
