import { notificationPreferencesStrings } from '../features/notificationPreferences/strings';
import { orgSwitcherStrings } from '../features/orgSwitcher/strings';
import { gradFairsStrings } from '../features/gradFairs/strings';
import { applicantsStrings } from '../features/applicants/strings';
import { recommendationsStrings } from '../features/recommendations/strings';
import { postingStrings } from '../features/posting/strings';
import { donationsStrings } from '../features/donations/strings';
import { billingRecordsStrings } from '../features/billingRecords/strings';
import { billingAddressStrings } from '../features/billingAddress/strings';
import { checkoutStrings } from '../features/checkout/strings';
import { orgProfileStrings } from '../features/orgs/profileStrings';
import type { OrgDashboardStrings } from './en';

export const es: OrgDashboardStrings = {
  eyebrow: 'Panel de la organización',
  documentTitle: 'Panel de {{name}}',
  gradFairs: gradFairsStrings.es,
  applicants: applicantsStrings.es,
  recommendations: recommendationsStrings.es,
  posting: postingStrings.es,
  donations: donationsStrings.es,
  billingAddress: billingAddressStrings.es,
  billingRecords: billingRecordsStrings.es,
  checkout: checkoutStrings.es,
  nav: {
    label: 'Secciones del panel',
    overview: 'Resumen',
  },
  overview: {
    listingsHeading: 'Tus publicaciones',
    postCta: 'Publicar un nuevo anuncio',
    recentHeading: 'Publicaciones recientes',
    noRecent:
      'Tu organización todavía no ha publicado anuncios. Publica un empleo, una pasantía, una oportunidad de voluntariado o un evento para llegar a personas que quieren hacer el bien.',
  },
  listingTypes: {
    JOB: 'Empleos',
    INTERNSHIP: 'Pasantías',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
  },
  sections: {
    'post-a-listing': {
      title: 'Publicar un anuncio',
      description:
        'Publica un nuevo empleo, pasantía, oportunidad de voluntariado o evento de tu organización. Eliges el tipo, redactas la descripción y decides cuándo se publica.',
    },
    listings: {
      title: 'Publicaciones',
      description:
        'Todas las publicaciones de tu organización, activas o no: previsualízalas, edítalas o vuelve a publicarlas, y sigue las postulaciones y los candidatos recomendados que reciben.',
    },
    edit: {
      title: 'Perfil de la organización',
      description:
        'Previsualiza y edita el perfil público que ven las personas cuando buscan tu organización: nombre, descripción, sitio web, ubicación y áreas de enfoque.',
    },
    admins: {
      title: 'Administradores',
      description:
        'Las personas que pueden gestionar este panel. Agrega administradores o propietarios por correo electrónico, elimínalos y aprueba o rechaza las solicitudes para unirse a tu organización.',
    },
    cart: {
      title: 'Carrito y pago',
      description:
        'Las publicaciones y los paquetes de créditos pendientes de pago, con tu dirección de facturación y el paso del pago.',
    },
    invoices: {
      title: 'Facturas',
      description:
        'Las facturas emitidas a tu organización, con su importe, estado y dirección de facturación, listas para descargar o pagar.',
    },
    payments: {
      title: 'Pagos',
      description: 'El registro de los pagos que ha hecho tu organización y lo que cubrió cada uno.',
    },
    credits: {
      title: 'Créditos',
      description:
        'Tu saldo de créditos de publicación y los paquetes que puedes comprar para publicar anuncios a menor precio.',
    },
    integrations: {
      title: 'Integraciones',
      description:
        'Conecta un sistema de seguimiento de candidatos como Greenhouse o JazzHR para que tus vacantes se publiquen y actualicen automáticamente.',
    },
    'api-access': {
      title: 'Acceso a la API',
      description:
        'Claves e instrucciones para publicar y actualizar tus anuncios desde tus propios sistemas a través de nuestra API.',
    },
    'grad-fairs': {
      title: 'Ferias de graduados',
      description:
        'Las ferias de graduados en las que participa tu organización y las invitaciones que ha recibido para sumarse.',
    },
    'notification-preferences': {
      title: 'Preferencias de notificación',
      description:
        'Elige qué correos recibes de esta organización: nuevas postulaciones, su resumen diario, facturación y cambios en el equipo.',
    },
  },
  orgSwitcher: orgSwitcherStrings.es,
  cartPill: {
    label: 'Carrito',
    open: 'Abrir el carrito de tu organización',
    withCount_zero: 'Carrito, vacío',
    withCount_one: 'Carrito, {{count}} artículo',
    withCount_other: 'Carrito, {{count}} artículos',
  },
  common: {
    saving: 'Guardando…',
    cancel: 'Cancelar',
  },
  orgForm: {
    name: 'Nombre de la organización',
    orgType: 'Tipo de organización',
    orgTypePlaceholder: 'Elige un tipo',
    locale: 'Idioma en el que escribe tu organización',
    localeHint: 'Tu perfil y tus anuncios se muestran a quienes buscan en este idioma.',
    description: 'Sobre tu organización',
    descriptionHint: 'Qué hacen, para quién y dónde. Se muestra en tu perfil público.',
    areasOfFocus: 'Áreas de interés',
    areasOfFocusHint: 'Elige las causas en las que trabaja tu organización.',
    website: 'Sitio web',
    websiteHint: 'Por ejemplo https://example.org',
  },
  create: {
    title: 'Crear una organización',
    eyebrow: 'Publica en OpenGood',
    intro:
      'Cuéntale a la gente quiénes son. Cuando tu organización exista podrás publicar empleos, pasantías, oportunidades de voluntariado y eventos, e invitar a tu equipo.',
    submit: 'Crear organización',
    creating: 'Creando…',
  },
  edit: {
    save: 'Guardar cambios',
    saved: 'Cambios guardados.',
    previewHeading: 'Vista previa',
    previewHint: 'Así ven la tarjeta de tu perfil quienes buscan.',
    previewEmptyName: 'Tu organización',
    previewEmptyDescription: 'Tu descripción aparecerá aquí.',
  },
  deleteOrg: {
    heading: 'Eliminar esta organización',
    text: 'La eliminación es definitiva y no se puede deshacer.',
    start: 'Eliminar organización…',
    dialogTitle: '¿Eliminar {{name}}?',
    consequences: 'Al eliminar la organización:',
    listingsClose: 'todos sus anuncios se cierran y salen de la búsqueda;',
    pagesGone: 'su perfil y las páginas de sus anuncios responden que ya no existen (410);',
    adminsLose: 'desaparece de la lista de organizaciones de cada administrador, incluida la tuya.',
    typeName: 'Escribe el nombre de la organización para confirmar',
    confirm: 'Eliminar definitivamente',
    deleting: 'Eliminando…',
    ownersOnly:
      'Solo quien es propietario/a de la organización puede eliminarla. La página de administradores muestra quiénes son sus propietarios.',
  },
  team: {
    adminsCaption: 'Administradores',
    name: 'Nombre',
    email: 'Correo electrónico',
    role: 'Rol',
    actions: 'Acciones',
    owner: 'Propietario',
    admin: 'Administrador',
    you: 'Tú',
    remove: 'Quitar',
    removeLabel: 'Quitar a {{name}}',
    removeTitle: '¿Quitar a {{name}}?',
    removeText: '{{name}} ya no podrá gestionar esta organización.',
    removeSelfTitle: '¿Quitarte a ti mismo?',
    removeSelfText:
      'Perderás el acceso al panel de esta organización. Otro administrador tendría que volver a añadirte.',
    removeConfirm: 'Quitar',
    removing: 'Quitando…',
    removed: 'Se quitó a {{name}}.',
    invitesCaption: 'Invitaciones abiertas',
    expires: 'Vence',
    expired: 'Vencida',
    noInvites: 'No hay invitaciones esperando respuesta.',
    resend: 'Reenviar',
    resendLabel: 'Reenviar la invitación a {{email}}',
    resent: 'Invitación enviada de nuevo a {{email}}.',
    revoke: 'Revocar',
    revokeLabel: 'Revocar la invitación a {{email}}',
    revoked: 'Se revocó la invitación a {{email}}.',
    requestsCaption: 'Solicitudes para ser administrador',
    requested: 'Solicitada',
    noRequests: 'Nadie está pidiendo unirse.',
    approve: 'Aprobar',
    approveLabel: 'Aprobar a {{email}}',
    reject: 'Rechazar',
    rejectLabel: 'Rechazar a {{email}}',
    approved: '{{email}} ahora es administrador.',
    rejected: 'Se rechazó la solicitud de {{email}}.',
    addAdminHeading: 'Añadir un administrador por correo',
    addAdminHint:
      'Si la persona tiene una cuenta en OpenGood se convierte en administrador al instante; si no, le enviamos una invitación por correo.',
    addOwnerHeading: 'Añadir un propietario por correo',
    addOwnerHint:
      'Los propietarios pueden añadir y quitar a otros propietarios. La persona necesita una cuenta en OpenGood.',
    emailLabel: 'Correo electrónico',
    addAdmin: 'Añadir administrador',
    addOwner: 'Añadir propietario',
    added: '{{email}} ahora es administrador.',
    invited: 'Enviamos una invitación a {{email}}.',
    ownerAdded: '{{email}} ahora es propietario.',
  },
  invite: {
    title: 'Invitación',
    heading: 'Únete a {{org}} en OpenGood',
    text: '{{org}} invitó a {{email}} a ayudar a gestionar la organización.',
    expires: 'La invitación se puede aceptar hasta el {{date}}.',
    signedOut: 'Inicia sesión o regístrate con {{email}} para aceptarla.',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    accept: 'Aceptar la invitación',
    accepting: 'Aceptando…',
    expired: 'Esta invitación venció. Pide a un administrador de {{org}} que te invite de nuevo.',
    used: 'Esta invitación ya se usó.',
    wrongAccount:
      'Esta invitación es para {{email}}, pero iniciaste sesión como {{me}}. Cierra sesión e inicia sesión con {{email}} para aceptarla.',
    unverified: 'Primero confirma tu correo electrónico: te enviamos un enlace al registrarte.',
  },
  selectOrg: {
    title: 'Tus organizaciones',
    intro: 'Elige la organización que quieres gestionar.',
    postIntro: 'Elige la organización para la que publicas.',
    none: 'Todavía no eres administrador de ninguna organización.',
    noneToPost: 'Para publicar un anuncio, primero crea tu organización: solo toma un minuto.',
    create: 'Crear una organización',
    current: 'Usada por última vez',
  },
  staff: {
    heading: 'Personal',
    frozen: 'Esta organización está congelada: su perfil y sus anuncios están ocultos al público.',
    published: 'Esta organización está publicada.',
    freeze: 'Congelar organización',
    unfreeze: 'Descongelar organización',
    freezeTitle: '¿Congelar {{name}}?',
    freezeText:
      'Su perfil y sus anuncios quedan ocultos al público hasta que alguien del personal la descongele.',
    unfreezeTitle: '¿Descongelar {{name}}?',
    unfreezeText: 'Su perfil y sus anuncios publicados vuelven a ser públicos.',
  },
  notificationPreferences: notificationPreferencesStrings.es,
  orgProfile: orgProfileStrings.es,
  errors: {
    generic: 'No funcionó. Inténtalo de nuevo en un momento.',
    ORG_NAME_LENGTH: 'Usa entre 2 y 120 caracteres.',
    ORG_TYPE_INVALID: 'Elige el tipo de organización.',
    ORG_LOCALE_INVALID: 'Elige un idioma.',
    ORG_DESCRIPTION_TOO_LONG: 'Usa como máximo 5.000 caracteres.',
    ORG_WEBSITE_INVALID: 'Escribe una dirección web que empiece por https:// o http://.',
    ORG_AREAS_INVALID: 'Elige como máximo 5 áreas de interés.',
    ORG_PLACE_INVALID: 'Elige un lugar de las sugerencias.',
    CONFIRM_NAME_MISMATCH: 'Escribe el nombre de la organización exactamente como está escrito.',
    EMAIL_INVALID: 'Escribe un correo electrónico como nombre@example.org.',
    CANNOT_REMOVE_OWNER: 'Solo un propietario puede quitar a otro propietario.',
    LAST_OWNER:
      'No se puede quitar al último propietario de la organización. Añade otro propietario primero.',
    ALREADY_ADMIN: 'Ya eres administrador de esta organización.',
    REQUEST_PENDING: 'Tu solicitud ya está esperando respuesta.',
    EMAIL_NOT_VERIFIED: 'Primero confirma tu correo electrónico y vuelve a intentarlo.',
    INVITE_EMAIL_MISMATCH: 'Esta invitación es para otro correo electrónico.',
    INVITE_EXPIRED: 'Esta invitación venció.',
    INVITE_ACCEPTED: 'Esta invitación ya se usó.',
    NOT_YOUR_ORG: 'No eres administrador de esta organización.',
    RATE_LIMITED: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    MISSING_USER: 'Nadie tiene una cuenta en OpenGood con este correo electrónico.',
    NOT_ADMIN: 'No eres administrador de esta organización.',
    NOT_OWNER: 'Solo un propietario de la organización puede hacer esto.',
    NO_ADMIN_REQUEST: 'Esta solicitud ya fue respondida.',
    NO_INVITE: 'Esta invitación ya no existe.',
    NO_ORG: 'Esta organización ya no existe.',
  },
};
