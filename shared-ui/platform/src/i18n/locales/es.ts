import type { en } from './en';

export const es: typeof en = {
  notFound: {
    title: 'Página no encontrada',
    heading: 'Hummm, esto no es lo ideal...',
    message:
      'Lo sentimos, no pudimos encontrar la página que buscabas. Es posible que el enlace esté roto o que la página se haya eliminado.',
    searchJobs: 'Buscar empleos',
    searchSite: 'Buscar en el sitio',
    home: 'Ir a la página de inicio',
    support: 'Contactar con soporte',
    optionsLabel: 'Opciones para continuar',
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
  ads: {
    label: 'De OpenGood',
    dismiss: 'Descartar este mensaje',
    GRAD_FAIRS: {
      title: 'Conoce a organizaciones que contratan en nuestras ferias para graduados',
      text: 'Ferias gratuitas en el área de Nueva York para estudiantes y recién graduados.',
      cta: 'Ver próximas ferias',
    },
    SALARY_SURVEY: {
      title: '¿Cómo se compara tu salario en el sector sin fines de lucro?',
      text: 'Responde la encuesta de 5 minutos y ayuda a que los salarios del sector sean transparentes.',
      cta: 'Responder la encuesta',
    },
    RESUME_DB: {
      title: 'Deja que las organizaciones te encuentren',
      text: 'Agrega tu currículum para que las organizaciones que contratan vean tu perfil.',
      cta: 'Completa tu perfil',
    },
  },
};
