import type { ListingsStrings } from './en';

export const es: ListingsStrings = {
  kind: { JOB: 'Empleo', INTERNSHIP: 'Pasantía', VOLOP: 'Oportunidad de voluntariado', EVENT: 'Evento' },
  unpublished:
    'Esta publicación ya no está activa. Es posible que la organización la haya cubierto o retirado.',
  orgUnpublished: 'El perfil de esta organización no es público en este momento.',
  searchSimilar: 'Buscar publicaciones similares',
  locationType: { ONSITE: 'Presencial', REMOTE: 'Remoto', HYBRID: 'Híbrido' },
  published: 'Publicado el {{date}}',
  salary: 'Salario',
  jobType: 'Tipo de empleo',
  level: 'Nivel profesional',
  payment: 'Remuneración',
  starts: 'Comienza',
  ends: 'Termina',
  description: 'Descripción',
  website: 'Visitar el sitio web',
  openings: 'Vacantes actuales',
  jobTypes: {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    CONTRACT: 'Contrato',
    TEMPORARY: 'Temporal',
  },
  levels: {
    ENTRY_LEVEL: 'Nivel inicial',
    PROFESSIONAL: 'Profesional',
    MANAGERIAL: 'Gerencial',
    DIRECTOR: 'Dirección',
    EXECUTIVE: 'Ejecutivo',
  },
  payments: { PAID: 'Remunerada', UNPAID: 'No remunerada' },
  orgTypes: {
    NONPROFIT: 'Sin fines de lucro',
    GOVERNMENT: 'Gobierno',
    CONSULTANT: 'Consultoría',
    SOCIAL_ENTERPRISE: 'Empresa social',
    RECRUITER: 'Reclutador',
    BUSINESS: 'Empresa',
    COMMUNITY: 'Grupo comunitario',
  },
};
