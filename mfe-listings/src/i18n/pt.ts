import type { ListingsStrings } from './en';

export const pt: ListingsStrings = {
  kind: { JOB: 'Vaga', INTERNSHIP: 'Estágio', VOLOP: 'Oportunidade de voluntariado', EVENT: 'Evento' },
  unpublished:
    'Este anúncio não está mais publicado. A organização pode ter preenchido a vaga ou retirado o anúncio.',
  orgUnpublished: 'O perfil desta organização não está público no momento.',
  searchSimilar: 'Buscar anúncios semelhantes',
  locationType: { ONSITE: 'Presencial', REMOTE: 'Remoto', HYBRID: 'Híbrido' },
  published: 'Publicado em {{date}}',
  salary: 'Salário',
  jobType: 'Tipo de vaga',
  level: 'Nível profissional',
  payment: 'Remuneração',
  starts: 'Início',
  ends: 'Término',
  description: 'Descrição',
  website: 'Visitar o site',
  openings: 'Vagas abertas',
  jobTypes: {
    FULL_TIME: 'Tempo integral',
    PART_TIME: 'Meio período',
    CONTRACT: 'Contrato',
    TEMPORARY: 'Temporário',
  },
  levels: {
    ENTRY_LEVEL: 'Início de carreira',
    PROFESSIONAL: 'Profissional',
    MANAGERIAL: 'Gerência',
    DIRECTOR: 'Diretoria',
    EXECUTIVE: 'Executivo',
  },
  payments: { PAID: 'Remunerado', UNPAID: 'Não remunerado' },
  orgTypes: {
    NONPROFIT: 'Sem fins lucrativos',
    GOVERNMENT: 'Governo',
    CONSULTANT: 'Consultoria',
    SOCIAL_ENTERPRISE: 'Empresa social',
    RECRUITER: 'Recrutador',
    BUSINESS: 'Empresa',
    COMMUNITY: 'Grupo comunitário',
  },
};
