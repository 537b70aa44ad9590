// The mail to someone who asked to administer an organisation, once an admin answers (modules/orgs,
// docs/product/organisations.md#admins): approved (the base strings) or rejected (`_REJECTED`, i18next
// context). Joined into en.ts, es.ts and pt.ts under `adminRequestAnswered`.
export const adminRequestAnswered = {
  en: {
    subject: 'You are now an admin of {{org}}',
    subject_REJECTED: 'Your request to administer {{org}} was declined',
    intro:
      'An admin of {{org}} approved your request. You can now post its listings, read the applications it receives and manage its team on OpenGood.',
    intro_REJECTED:
      'An admin of {{org}} declined your request to become one of its admins. Nothing else about your account has changed, and you may ask again from its profile.',
    action: 'Open the dashboard of {{org}}',
    action_REJECTED: 'See the profile of {{org}}',
    outro: 'You get this email because you asked to administer {{org}} on OpenGood.',
  },
  es: {
    subject: 'Ya eres administrador/a de {{org}}',
    subject_REJECTED: 'Tu solicitud para administrar {{org}} fue rechazada',
    intro:
      'Un/a administrador/a de {{org}} aprobó tu solicitud. Ya puedes publicar sus ofertas, leer las candidaturas que recibe y gestionar su equipo en OpenGood.',
    intro_REJECTED:
      'Un/a administrador/a de {{org}} rechazó tu solicitud para ser parte de sus administradores. Tu cuenta no cambia en nada más, y puedes volver a pedirlo desde su perfil.',
    action: 'Abrir el panel de {{org}}',
    action_REJECTED: 'Ver el perfil de {{org}}',
    outro: 'Recibes este correo porque pediste administrar {{org}} en OpenGood.',
  },
  pt: {
    subject: 'Agora você é administrador(a) de {{org}}',
    subject_REJECTED: 'Seu pedido para administrar {{org}} foi recusado',
    intro:
      'Um(a) administrador(a) de {{org}} aprovou o seu pedido. Agora você pode publicar os anúncios da organização, ler as candidaturas que ela recebe e gerenciar a equipe no OpenGood.',
    intro_REJECTED:
      'Um(a) administrador(a) de {{org}} recusou o seu pedido para fazer parte dos administradores. Nada mais mudou na sua conta, e você pode pedir de novo pelo perfil da organização.',
    action: 'Abrir o painel de {{org}}',
    action_REJECTED: 'Ver o perfil de {{org}}',
    outro: 'Você recebe este e-mail porque pediu para administrar {{org}} no OpenGood.',
  },
};
