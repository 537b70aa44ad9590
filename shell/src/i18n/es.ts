import type { en } from './en';

export const es: typeof en = {
  brand: 'OpenGood',
  skipToContent: 'Saltar al contenido',
  nav: {
    mainLabel: 'Navegación principal',
    findAJob: 'Busca empleo',
    jobs: 'Empleos',
    internships: 'Pasantías',
    volunteer: 'Voluntariado',
    events: 'Eventos',
    organizations: 'Organizaciones',
    takeAction: 'Actúa',
    post: 'Publica',
    donate: 'Haz una Donación',
    logIn: 'Inicia sesión',
    signUp: 'Regístrate',
    dashboard: 'Mi panel',
    salaryExplorer: 'Explorador de salarios',
    language: 'Idioma',
  },
  footer: {
    label: 'Enlaces del sitio',
    tagline: 'Conectamos a las personas con oportunidades de hacer el bien, en inglés, español y portugués.',
    about: 'Quiénes somos',
    contact: 'Contactar con soporte',
    rights: '© {{year}} OpenGood',
  },
  flash: {
    LOGIN_REQUIRED: 'Inicia sesión para continuar.',
    FORBIDDEN: 'No tienes permiso para ver esa página.',
    close: 'Cerrar',
  },
  accounts: {
    login: 'Inicia sesión',
    signup: 'Regístrate',
    forgotPassword: '¿Olvidaste tu contraseña?',
    resetPassword: 'Elige una nueva contraseña',
    invalidLink: 'Este enlace no es válido o ha caducado',
    signUpToPost: 'Regístrate para publicar',
    notOpenYet:
      'Las cuentas todavía no están abiertas en OpenGood. Ya puedes buscar y leer todas las publicaciones sin una.',
  },
  update: {
    available: 'Hay una nueva versión del sitio. A partir de ahora las páginas se cargarán de nuevo.',
  },
};
