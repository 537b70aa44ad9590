import type { en } from './en';

export const pt: typeof en = {
  label: 'Buscar',
  typeLabel: 'Tipo de busca',
  types: {
    JOB: 'Empregos',
    INTERNSHIP: 'Estágios',
    VOLOP: 'Voluntariado',
    EVENT: 'Eventos',
    ORG: 'Organizações',
  },
  keywordLabel: 'Palavras-chave',
  keywordPlaceholder: 'Cargo, habilidade ou organização',
  locationLabel: 'Localização',
  locationPlaceholder: 'Cidade, estado ou país',
  submit: 'Buscar',
  clearInput: 'Limpar palavras-chave',
  open: 'Abrir a busca',
  close: 'Fechar a busca',
  heading: 'Buscar no OpenGood',
  popular: 'Buscas populares',
};
