import type { CommonStrings } from './en';

export const es: CommonStrings = {
  loading: 'Cargando…',
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
  notFound: {
    title: 'Página no encontrada',
    heading: 'Vaya, esto no es lo ideal...',
    message:
      'Lo sentimos, no pudimos encontrar la página que buscabas. Es posible que el enlace esté roto o que la página se haya eliminado.',
    searchJobs: 'Buscar empleos',
    searchSite: 'Buscar en el sitio',
    home: 'Ir a la página de inicio',
    support: 'Contactar con soporte',
    popularSearches: 'Búsquedas populares',
  },
  error: {
    title: 'Algo salió mal',
    message: 'Un error inesperado detuvo esta página. Inténtalo de nuevo en un momento.',
    retry: 'Intentar de nuevo',
  },
  areaFailed: {
    heading: 'No se pudo cargar esta parte del sitio',
    message: 'El resto del sitio sigue funcionando. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
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
    notOpenYet: 'Las cuentas todavía no están abiertas en OpenGood. Ya puedes buscar y leer todas las publicaciones sin una.',
  },
  listing: {
    remote: 'Remoto',
  },
  update: {
    available: 'Hay una nueva versión del sitio. A partir de ahora las páginas se cargarán de nuevo.',
  },
};
