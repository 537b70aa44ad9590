import type { OrgDashboardStrings } from './en';

export const es: OrgDashboardStrings = {
  eyebrow: 'Panel de la organización',
  documentTitle: 'Panel de {{name}}',
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
        'Elige qué correos reciben los administradores de esta organización, como nuevas postulaciones y recordatorios de facturación.',
    },
  },
  cartPill: {
    label: 'Carrito',
    open: 'Abrir el carrito de tu organización',
  },
};
