import { es as unsubscribeStrings } from '../features/unsubscribe/i18n/es';
import { paymentsStrings } from '../features/payments/strings';
import type { UserDashboardStrings } from './en';

export const es: UserDashboardStrings = {
  backToDashboard: 'Mi panel',
  home: {
    title: 'Mi panel',
    heading: 'Mi panel',
    intro:
      'Tus anuncios guardados, tu perfil para postular, tus postulaciones y tus preferencias de correo, todo en un solo lugar.',
    greeting: 'Hola de nuevo, {{name}}.',
    signedOut:
      'No has iniciado sesión. Inicia sesión para ver tu panel o regístrate gratis para guardar anuncios y postular.',
  },
  sections: {
    'saved-items': {
      title: 'Elementos guardados',
      description:
        'Los empleos, pasantías, oportunidades de voluntariado y eventos que guardaste, y tus búsquedas guardadas con sus alertas por correo.',
    },
    profile: {
      title: 'Perfil',
      description:
        'El perfil con el que postulas: tu currículum, tus habilidades, dónde y cómo quieres trabajar, y si los reclutadores pueden contactarte.',
    },
    'account-settings': {
      title: 'Configuración de la cuenta',
      description:
        'Tu nombre, correo electrónico, contraseña e idioma, tus datos y la opción de cerrar tu cuenta.',
    },
    'notification-preferences': {
      title: 'Preferencias de notificación',
      description:
        'Elige qué correos recibes, lee y descarta tus notificaciones y decide si tu perfil es público.',
    },
    'application-history': {
      title: 'Historial de postulaciones',
      description:
        'Cada postulación, interés y asistencia que enviaste desde el sitio, de la más reciente a la más antigua.',
    },
    'professional-experience': {
      title: 'Experiencia profesional',
      description: 'Tu trayectoria laboral, lista para compartir con las organizaciones a las que postulas.',
    },
    'payment-methods': {
      title: 'Métodos de pago',
      description: 'Las tarjetas con las que pagas donaciones y otras compras en el sitio.',
    },
  },
  nav: { label: 'Secciones del panel', phoneLabel: 'Ir a la sección' },
  common: {
    save: 'Guardar',
    cancel: 'Cancelar',
    saving: 'Guardando…',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
  },
  types: {
    JOB: 'Empleos',
    INTERNSHIP: 'Pasantías',
    VOLOP: 'Oportunidades de voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizaciones',
  },
  signIn: {
    section: 'Inicia sesión para ver «{{section}}». ¿Eres nuevo? Regístrate gratis.',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
  },
  savedItems: {
    tabsLabel: 'Tipos de elementos guardados',
    tabs: {
      jobs: 'Empleos',
      internships: 'Pasantías',
      volunteering: 'Voluntariado',
      events: 'Eventos',
      searches: 'Búsquedas guardadas',
    },
    count_one: '{{count}} guardado',
    count_other: '{{count}} guardados',
    removed: 'Quitaste «{{title}}» de tus elementos guardados.',
    removedStatus_one: 'Se quitó un anuncio de tus elementos guardados.',
    removedStatus_other: 'Se quitaron {{count}} anuncios de tus elementos guardados.',
    undo: 'Deshacer',
    unpublished: 'Ya no está publicado',
    empty: {
      jobs: 'Aún no guardaste ningún empleo. Toca el corazón de un empleo para tenerlo aquí.',
      internships: 'Aún no guardaste ninguna pasantía. Toca el corazón de una pasantía para tenerla aquí.',
      volunteering:
        'Aún no guardaste ninguna oportunidad de voluntariado. Toca el corazón de una para tenerla aquí.',
      events: 'Aún no guardaste ningún evento. Toca el corazón de un evento para tenerlo aquí.',
      searches:
        'No tienes búsquedas guardadas. Guarda una búsqueda desde la página de resultados para recibir novedades por correo.',
    },
    searches: {
      open: 'Abrir búsqueda',
      alert: 'Enviarme nuevos resultados por correo',
      rename: 'Cambiar nombre',
      delete: 'Eliminar',
      nameLabel: 'Nombre',
      nameRequired: 'Ponle un nombre a la búsqueda.',
      nameTooLong: 'Usa como máximo {{max}} caracteres.',
      confirmDelete: '¿Eliminar esta búsqueda guardada?',
      deleteYes: 'Eliminar búsqueda',
      failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
      remote: 'Remoto',
      status: {
        EDITING: 'Tu alerta está configurada.',
        SAVED: 'Búsqueda guardada actualizada.',
        UNSAVED: 'Búsqueda guardada eliminada.',
      },
    },
  },
  profile: {
    details: 'Sobre ti',
    save: 'Guardar perfil',
    saved: 'Perfil guardado.',
    fieldRefused: 'No se guardó: {{message}}',
    location: 'Dónde vives',
    resume: {
      heading: 'Currículum',
      none: 'Todavía no subiste un currículum.',
      meta: '({{size}}, subido el {{date}})',
      upload: 'Subir un currículum',
      replace: 'Reemplazar tu currículum',
      hint: 'PDF o Word (.docx), hasta 5 MB.',
      remove: 'Quitar currículum',
      saved: 'Currículum actualizado.',
      errors: {
        FILE_TOO_LARGE: 'El archivo es demasiado grande. Sube un archivo de 5 MB como máximo.',
        FILE_TYPE_NOT_ALLOWED: 'Sube un archivo PDF o Word (.docx).',
        NETWORK: 'No se pudo enviar el archivo. Revisa tu conexión e inténtalo de nuevo.',
      },
    },
    recruitable: {
      legend: '¿Pueden contactarte los reclutadores?',
      hint: 'Las organizaciones que están contratando pueden encontrar tu perfil y tu currículum.',
      yes: 'Sí, acepto que me contacten',
      no: 'No, no me incluyan en las búsquedas de reclutadores',
    },
    skills: {
      label: 'Habilidades',
      hint: 'Escribe una habilidad y pulsa Intro o Añadir.',
      add: 'Añadir',
      list: 'Tus habilidades',
      remove: 'Quitar {{skill}}',
      tooLong: 'Usa como máximo {{max}} caracteres por habilidad.',
      tooMany: 'Puedes indicar hasta {{max}} habilidades.',
    },
    willing: {
      legend: 'Cómo quieres trabajar',
      willingToWorkOnsite: 'Presencial',
      willingToWorkRemote: 'Remoto',
      willingToWorkHybrid: 'Híbrido',
      willingToWorkPartTime: 'Medio tiempo',
    },
  },
  experience: {
    heading: 'Trayectoria laboral',
    empty: 'Todavía no hay empleos. Añade los puestos que quieres que vean las organizaciones.',
    add: 'Añadir un empleo',
    edit: 'Editar',
    delete: 'Eliminar',
    editJob: 'Editar {{title}}',
    deleteJob: 'Eliminar {{title}}',
    confirmDelete: '¿Eliminar este empleo?',
    deleteYes: 'Eliminar empleo',
    saved: 'Trayectoria laboral guardada.',
    present: 'actualidad',
    monthHint: 'Mes y año',
    fields: {
      title: 'Puesto',
      organization: 'Organización',
      startMonth: 'Inicio',
      endMonth: 'Fin',
      current: 'Trabajo aquí actualmente',
      description: 'Qué hiciste (opcional)',
    },
    errors: {
      REQUIRED: 'Este campo es obligatorio.',
      TOO_LONG: 'Usa como máximo {{max}} caracteres.',
      MONTH: 'Indica un mes y un año.',
      END_REQUIRED: 'Indica cuándo terminó este empleo o marca «Trabajo aquí actualmente».',
      END_BEFORE_START: 'El fin no puede ser anterior al inicio.',
    },
  },
  publicProfile: {
    heading: 'Perfil público',
    intro:
      'Comparte tus habilidades y tu experiencia en una página propia. Es privada hasta que la publiques.',
    enable: 'Configurar mi perfil público',
    private: 'Solo se ven los perfiles publicados, y nunca con tu correo electrónico ni tu currículum.',
    username: 'Nombre de usuario',
    usernameHint: 'De 3 a 30 letras minúsculas, números o guiones. Tu página será /i/nombre-de-usuario.',
    publish: 'Publicar mi perfil',
    view: 'Ver mi perfil público',
    saved: 'Perfil público guardado.',
    memberSince: 'Miembro desde {{year}}',
    noExperience: 'Todavía no compartió su trayectoria laboral.',
    errors: {
      USERNAME_INVALID:
        'Usa de 3 a 30 letras minúsculas, números o guiones, empezando por una letra o un número.',
      USERNAME_TAKEN: 'Ese nombre de usuario ya está en uso. Prueba otro.',
      USERNAME_REQUIRED: 'Elige un nombre de usuario para publicar tu perfil.',
      FAILED: 'No se pudo guardar tu perfil público. Inténtalo de nuevo.',
    },
  },
  preferences: {
    emailHeading: 'Correos electrónicos',
    emailIntro:
      'Puedes activar o desactivar cada tipo de correo. Los que pides tú, como restablecer la contraseña, siempre llegan.',
    failed: 'No se pudo cambiar «{{kind}}». Inténtalo de nuevo.',
    kinds: {
      APPLICATION_CONFIRMATIONS: {
        label: 'Confirmaciones de postulación',
        description: 'Un comprobante cada vez que postulas, muestras interés o confirmas tu asistencia.',
      },
      APPLICATIONS_RECEIVED: {
        label: 'Nuevos candidatos',
        description:
          'Para administradores de organizaciones: alguien postuló a uno de tus anuncios. Este interruptor abarca todas tus organizaciones; el panel de cada organización tiene además sus propias preferencias de notificación.',
      },
      SAVED_SEARCH_ALERTS: {
        label: 'Alertas de búsquedas guardadas',
        description:
          'Nuevos anuncios que coinciden con tus búsquedas guardadas (cada búsqueda tiene además su propio interruptor).',
      },
    },
    notificationsHeading: 'Notificaciones',
    noNotifications: 'Estás al día.',
    unread: 'Sin leer',
    markRead: 'Marcar como leída',
    dismiss: 'Descartar',
    dismissNamed: 'Descartar «{{name}}»',
  },
  notificationKinds: {
    OFFICE_HOURS: 'Participa en nuestras asesorías profesionales',
    ORG_ADMIN_ATS_CTA: 'Conecta tu sistema de seguimiento de candidatos',
    RESUME_WEBINAR: 'Seminario web gratuito: currículums que consiguen entrevistas',
    SURVEY: 'Cuéntanos cómo lo estamos haciendo',
    INTERVIEW_WEBINAR: 'Seminario web gratuito: triunfa en tu próxima entrevista',
    GRAD_FAIR_TEXT_AND_CALENDAR: 'Se acercan las ferias para graduados',
    ADMIN_SURVEY_2024: 'La encuesta 2024 para administradores de organizaciones',
    GRAD_FAIRS_BANNER: 'Conoce a organizaciones en nuestras ferias para graduados',
    UPLOAD_RESUME: 'Sube tu currículum',
    SALARY_SURVEY_CTA: 'Responde la encuesta de salarios del sector',
  },
  applications: {
    empty:
      'Todavía no postulaste a nada. Aquí aparecerán los anuncios a los que postules, en los que muestres interés o a los que asistas.',
    count_one: '{{count}} postulación',
    count_other: '{{count}} postulaciones',
    listing: 'Anuncio',
    kind: 'Tipo',
    date: 'Fecha',
    status: 'Estado',
    kinds: { APPLICATION: 'Postulación', INTEREST: 'Interés', ATTENDANCE: 'Asistencia' },
    statuses: { SUBMITTED: 'Enviada', REVIEWED: 'Revisada', DECLINED: 'No seleccionada' },
    stages: {
      NEW: 'Enviada',
      REVIEWED: 'Revisada',
      SHORTLISTED: 'Preseleccionada',
      INTERVIEWING: 'En entrevistas',
      OFFERED: 'Con oferta',
      HIRED: 'Contratada',
      REJECTED: 'No seleccionada',
    },
  },
  account: {
    currentPassword: 'Contraseña actual',
    names: { heading: 'Tu nombre', firstName: 'Nombre', lastName: 'Apellido', saved: 'Nombre guardado.' },
    email: {
      heading: 'Correo electrónico',
      current: 'Inicias sesión con {{email}}.',
      verified: '(verificado)',
      unverified: '(aún sin verificar)',
      newEmail: 'Nuevo correo electrónico',
      hint: 'Enviamos un enlace a la nueva dirección; reemplaza a la actual cuando lo abres.',
      submit: 'Cambiar correo',
      sent: 'Revisa tu bandeja de entrada: enviamos un enlace de confirmación a la nueva dirección.',
    },
    password: {
      heading: 'Contraseña',
      newPassword: 'Nueva contraseña',
      hint: 'Al menos {{min}} caracteres. Sigues conectado aquí; se cierra la sesión en los demás dispositivos.',
      submit: 'Cambiar contraseña',
      saved: 'Contraseña cambiada. Se cerraron tus otras sesiones.',
    },
    language: {
      heading: 'Idioma',
      label: 'Idioma del sitio y de nuestros correos',
      hint: 'El panel cambia en cuanto eliges.',
      saved: 'Idioma guardado.',
    },
    data: {
      heading: 'Tus datos',
      text: 'Descarga todo lo que guardamos sobre ti: tu perfil, trayectoria laboral, datos del currículum, elementos y búsquedas guardados, postulaciones, preferencias de correo y fechas de inicio de sesión.',
      download: 'Descargar mis datos (JSON)',
    },
    delete: {
      heading: 'Eliminar la cuenta',
      text: 'Al eliminar tu cuenta se borran para siempre tu perfil, currículum, elementos guardados, búsquedas y postulaciones.',
      start: 'Eliminar mi cuenta…',
      confirmText: 'Esto no se puede deshacer. Tus datos se borran de inmediato y se cierra tu sesión.',
      understand: 'Entiendo que mi cuenta y mis datos se borran para siempre',
      confirm: 'Eliminar mi cuenta',
      passwordHint:
        'Para confirmar que eres tú. Si inicias sesión a través de tu organización, vuelve a iniciar sesión primero y deja este campo vacío.',
      done: 'Tu cuenta fue eliminada.',
      reasons: {
        LAST_ADMIN_OF_ORG:
          'Eres el único administrador de una organización. Añade otro administrador o transfiérela antes de eliminar tu cuenta.',
        UNKNOWN: 'No es posible eliminar tu cuenta en este momento. Contacta con soporte para recibir ayuda.',
      },
    },
    errors: {
      generic: 'No se guardó: {{message}}',
      NAME_REQUIRED: 'Este campo es obligatorio.',
      NAME_TOO_LONG: 'Usa como máximo 100 caracteres.',
      EMAIL_INVALID: 'Escribe un correo electrónico válido.',
      EMAIL_TAKEN: 'Otra cuenta usa esta dirección.',
      EMAIL_UNCHANGED: 'Ese ya es tu correo electrónico.',
      INVALID_CREDENTIALS: 'La contraseña no es correcta.',
      PASSWORD_TOO_SHORT: 'Usa al menos 10 caracteres.',
      PASSWORD_TOO_LONG: 'Usa como máximo 128 caracteres.',
      PASSWORD_TOO_WEAK: 'Esta contraseña es muy fácil de adivinar. Prueba con una frase más larga.',
      LAST_ADMIN_OF_ORG: 'Eres el único administrador de una organización.',
      RECENT_LOGIN_REQUIRED:
        'Escribe tu contraseña para confirmar. Si inicias sesión a través de tu organización, vuelve a iniciar sesión primero.',
      RATE_LIMITED: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      NETWORK: 'Parece que no tienes conexión. Inténtalo de nuevo.',
    },
  },
  payments: paymentsStrings.es,
  unsubscribeLink: unsubscribeStrings,
};
