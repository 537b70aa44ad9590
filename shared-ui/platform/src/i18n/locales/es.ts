import type { en } from './en';

export const es: typeof en = {
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
};
