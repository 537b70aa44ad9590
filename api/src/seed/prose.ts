import type { Lang } from '@opengood/contracts';
import type { Random } from './prng';

export interface OrgContext {
  name: string;
  city: string;
  area: string;
  orgTypeLabel: string;
  year: number;
}

export interface ListingContext {
  title: string;
  org: string;
  city: string | null;
  area: string;
}

type Paragraphs = (r: Random, c: OrgContext) => string;
type ListingParagraphs = (r: Random, c: ListingContext) => string;

const DUTIES: Record<Lang, readonly string[]> = {
  en: [
    'plan and deliver programs alongside community partners',
    'track outcomes and report to funders every quarter',
    'build lasting relationships with volunteers, donors and local leaders',
    'manage a budget and keep projects on schedule',
    'write clear updates for our newsletter and social channels',
    'coordinate logistics for workshops and community events',
    'support colleagues across teams and share what you learn',
    'represent the organization at coalitions and public meetings',
  ],
  es: [
    'planificar y ejecutar programas junto a organizaciones aliadas',
    'dar seguimiento a indicadores y preparar informes para financiadores',
    'construir relaciones duraderas con voluntarios, donantes y liderazgos locales',
    'administrar el presupuesto y cumplir los plazos de cada proyecto',
    'redactar contenidos para el boletín y las redes sociales',
    'coordinar la logística de talleres y actividades comunitarias',
    'apoyar a otros equipos y compartir aprendizajes',
    'representar a la organización en redes y espacios públicos',
  ],
  pt: [
    'planejar e executar projetos junto com organizações parceiras',
    'acompanhar indicadores e elaborar relatórios para financiadores',
    'construir relações de longo prazo com voluntários, doadores e lideranças locais',
    'gerir o orçamento e cumprir os prazos de cada projeto',
    'produzir conteúdos para o boletim e as redes sociais',
    'organizar a logística de oficinas e eventos comunitários',
    'apoiar outras equipes e compartilhar aprendizados',
    'representar a organização em redes e fóruns públicos',
  ],
};

export const ORG_DESCRIPTIONS: Record<Lang, Paragraphs> = {
  en: (r, c) =>
    [
      `${c.name} is ${c.orgTypeLabel} based in ${c.city}, working on ${c.area.toLowerCase()} since ${c.year}.`,
      r.pick([
        'We believe lasting change is built with communities, not for them.',
        'Our work starts by listening to the people most affected by the issues we tackle.',
        'We combine direct services, research and advocacy to change systems.',
      ]),
      `Each year our staff and volunteers reach thousands of neighbors across ${c.city} and beyond.`,
    ].join(' '),
  es: (r, c) =>
    [
      `${c.name} es ${c.orgTypeLabel} con sede en ${c.city} que trabaja en ${c.area.toLowerCase()} desde ${c.year}.`,
      r.pick([
        'Creemos que el cambio duradero se construye con las comunidades, no para ellas.',
        'Nuestro trabajo empieza escuchando a las personas más afectadas.',
        'Combinamos atención directa, investigación e incidencia para transformar sistemas.',
      ]),
      `Cada año nuestro equipo y voluntariado acompañan a miles de personas en ${c.city} y otras ciudades.`,
    ].join(' '),
  pt: (r, c) =>
    [
      `${c.name} é ${c.orgTypeLabel} com sede em ${c.city} que atua em ${c.area.toLowerCase()} desde ${c.year}.`,
      r.pick([
        'Acreditamos que a mudança duradoura se constrói com as comunidades, e não para elas.',
        'Nosso trabalho começa ouvindo as pessoas mais afetadas.',
        'Combinamos atendimento direto, pesquisa e advocacy para transformar sistemas.',
      ]),
      `Todos os anos nossa equipe e nossos voluntários apoiam milhares de pessoas em ${c.city} e região.`,
    ].join(' '),
};

export const LISTING_DESCRIPTIONS: Record<Lang, ListingParagraphs> = {
  en: (r, c) => {
    const [a, b, d] = r.sample(DUTIES.en, 3);
    return [
      `${c.org} is looking for a ${c.title} to strengthen our ${c.area.toLowerCase()} work${c.city ? ` in ${c.city}` : ''}.`,
      `In this role you will ${a}, ${b} and ${d}.`,
      r.pick([
        'You bring curiosity, a collaborative spirit and a commitment to equity. Lived experience with the communities we serve is highly valued.',
        'We welcome applicants of every background and encourage you to apply even if you do not meet every qualification.',
        'We offer flexible hours, generous paid leave and a team that cares about your growth.',
      ]),
    ].join('\n\n');
  },
  es: (r, c) => {
    const [a, b, d] = r.sample(DUTIES.es, 3);
    return [
      `${c.org} busca ${c.title} para fortalecer su trabajo en ${c.area.toLowerCase()}${c.city ? ` en ${c.city}` : ''}.`,
      `En este puesto podrás ${a}, ${b} y ${d}.`,
      r.pick([
        'Buscamos una persona curiosa, con espíritu colaborativo y compromiso con la equidad.',
        'Valoramos la diversidad y te animamos a postular aunque no cumplas todos los requisitos.',
        'Ofrecemos horario flexible, buen clima de trabajo y oportunidades de formación.',
      ]),
    ].join('\n\n');
  },
  pt: (r, c) => {
    const [a, b, d] = r.sample(DUTIES.pt, 3);
    return [
      `${c.org} procura ${c.title} para fortalecer sua atuação em ${c.area.toLowerCase()}${c.city ? ` em ${c.city}` : ''}.`,
      `Nesta função você vai ${a}, ${b} e ${d}.`,
      r.pick([
        'Buscamos uma pessoa curiosa, colaborativa e comprometida com a equidade.',
        'Valorizamos a diversidade e incentivamos candidaturas mesmo de quem não cumpre todos os requisitos.',
        'Oferecemos horário flexível, bom ambiente de trabalho e oportunidades de formação.',
      ]),
    ].join('\n\n');
  },
};

/** URL slug: accents folded, lowercase ASCII words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
