import type { en } from './en';

export const es: typeof en = {
  label: 'Buscar',
  typeLabel: 'Tipo de búsqueda',
  types: {
    JOB: 'Empleos',
    INTERNSHIP: 'Pasantías',
    VOLOP: 'Voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizaciones',
  },
  keywordLabel: 'Palabras clave',
  keywordPlaceholder: 'Cargo, habilidad u organización',
  locationLabel: 'Ubicación',
  locationPlaceholder: 'Ciudad, estado o país',
  submit: 'Buscar',
  clearInput: 'Borrar palabras clave',
  open: 'Abrir la búsqueda',
  close: 'Cerrar la búsqueda',
  heading: 'Buscar en OpenGood',
  popular: 'Búsquedas populares',
};
