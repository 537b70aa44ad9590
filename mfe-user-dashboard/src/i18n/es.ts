import type { UserDashboardStrings } from './en';

export const es: UserDashboardStrings = {
  backToDashboard: 'Mi panel',
  home: {
    title: 'Mi panel',
    heading: 'Mi panel',
    intro:
      'Tus publicaciones guardadas, tu perfil para postularte, tus postulaciones y tus preferencias de correo, todo en un solo lugar.',
    greeting: 'Hola de nuevo, {{name}}.',
    signedOut:
      'No has iniciado sesión. Inicia sesión para ver tu panel o regístrate gratis para empezar a guardar publicaciones y postularte.',
  },
  sections: {
    'saved-items': {
      title: 'Elementos guardados',
      description:
        'Los empleos, pasantías, oportunidades de voluntariado, eventos y organizaciones que guardaste, y tus búsquedas guardadas con sus alertas por correo.',
    },
    profile: {
      title: 'Perfil',
      description:
        'Tu perfil público: el nombre, la foto y la presentación que ven las organizaciones cuando te postulas o te encuentran.',
    },
    'account-settings': {
      title: 'Configuración de la cuenta',
      description: 'Tu correo electrónico, tu contraseña y tu idioma, y la opción de cerrar tu cuenta.',
    },
    'notification-preferences': {
      title: 'Preferencias de notificación',
      description:
        'Elige qué correos recibes: alertas de tus búsquedas guardadas, novedades de tus postulaciones y noticias del sitio.',
    },
    'application-history': {
      title: 'Historial de postulaciones',
      description: 'Las publicaciones a las que te postulaste a través del sitio y cuándo lo hiciste.',
    },
    'professional-experience': {
      title: 'Experiencia profesional',
      description:
        'Tu historial laboral, tus habilidades y tu currículum, listos para compartir con las organizaciones a las que te postulas.',
    },
    'payment-methods': {
      title: 'Métodos de pago',
      description: 'Las tarjetas que usas para pagar donaciones y otras compras en el sitio.',
    },
  },
  signIn: {
    section: 'Inicia sesión para ver «{{section}}». ¿Eres nuevo? Regístrate gratis.',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
  },
  unsubscribe: {
    title: 'Preferencias de correo',
    heading: 'Gestiona los correos que recibes',
    text: 'Seguiste un enlace para darte de baja desde uno de nuestros correos. Puedes dejar de recibir cualquier tipo de correo desde tus preferencias de notificación.',
    signIn: 'Inicia sesión para cambiar tus preferencias de notificación.',
  },
};
