import type { Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import * as repo from './fairsRepository';

// The development seed's graduate fairs (docs/product/grad-fairs.md#seed): several cities, three languages,
// dates relative to the time of seeding. A database whose fairs have all begun gets a new set on the next
// start, so there are always upcoming fairs to try.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** GeoNames ids of the seed's cities (all in the seed's places). */
const NEW_YORK = 5128581;
const SAO_PAULO = 3448439;
const MADRID = 3117735;
const MEXICO_CITY = 3530597;
const LISBON = 2267057;

type Texts = Record<Lang, string>;

interface SeedFair {
  key: string;
  placeId: number;
  timeZone: string;
  venue: string;
  names: Texts;
  descriptions: Texts;
  /** Days from the seed's day, and the hour (UTC) the fair opens: about 10:00 where it is. */
  inDays: number;
  utcHour: number;
  hours: number;
  /** Registration closes this many days before the fair opens. */
  closesDaysBefore: number;
  capacity: number;
}

const ABOUT: Texts = {
  en: 'Meet nonprofits, foundations and public agencies hiring students and recent graduates: short talks, résumé reviews and interviews on the spot. Free for job seekers; organizations register for a table.',
  es: 'Conoce a organizaciones sin fines de lucro, fundaciones y organismos públicos que contratan a estudiantes y recién graduados: charlas breves, revisión de currículums y entrevistas en el momento. Gratis para quienes buscan empleo; las organizaciones se inscriben para tener una mesa.',
  pt: 'Conheça organizações sem fins lucrativos, fundações e órgãos públicos que contratam estudantes e recém-formados: palestras curtas, revisão de currículos e entrevistas na hora. Gratuita para quem procura emprego; as organizações se inscrevem para ter uma mesa.',
};
const about = (lead: Texts): Texts => ({
  en: `${lead.en} ${ABOUT.en}`,
  es: `${lead.es} ${ABOUT.es}`,
  pt: `${lead.pt} ${ABOUT.pt}`,
});

export const SEED_FAIRS: readonly SeedFair[] = [
  {
    key: 'ny-closed',
    placeId: NEW_YORK,
    timeZone: 'America/New_York',
    venue: 'The New School, 66 W 12th St, New York',
    names: {
      en: 'Public Service Graduate Fair Manhattan',
      es: 'Feria de Graduados del Servicio Público Manhattan',
      pt: 'Feira de Recém-Formados do Serviço Público Manhattan',
    },
    descriptions: about({
      en: 'A one-day fair on public service and advocacy careers.',
      es: 'Una feria de un día sobre carreras en el servicio público y la incidencia.',
      pt: 'Uma feira de um dia sobre carreiras no serviço público e em advocacy.',
    }),
    inDays: 6,
    utcHour: 15,
    hours: 5,
    closesDaysBefore: 7,
    capacity: 30,
  },
  {
    key: 'ny-spring',
    placeId: NEW_YORK,
    timeZone: 'America/New_York',
    venue: 'Javits Center, 429 11th Ave, New York',
    names: {
      en: 'OpenGood Graduate Fair New York',
      es: 'Feria de Graduados OpenGood Nueva York',
      pt: 'Feira de Recém-Formados OpenGood Nova York',
    },
    descriptions: about({
      en: 'Our largest fair of the season, with more than a hundred organizations from the whole region.',
      es: 'Nuestra feria más grande de la temporada, con más de cien organizaciones de toda la región.',
      pt: 'Nossa maior feira da temporada, com mais de cem organizações de toda a região.',
    }),
    inDays: 21,
    utcHour: 15,
    hours: 6,
    closesDaysBefore: 7,
    capacity: 40,
  },
  {
    key: 'mexico-city',
    placeId: MEXICO_CITY,
    timeZone: 'America/Mexico_City',
    venue: 'World Trade Center Ciudad de México, Montecito 38',
    names: {
      en: 'Social Impact Graduate Fair Mexico City',
      es: 'Feria de Graduados de Impacto Social Ciudad de México',
      pt: 'Feira de Recém-Formados de Impacto Social Cidade do México',
    },
    descriptions: about({
      en: 'A small fair with few tables: register early.',
      es: 'Una feria pequeña con pocas mesas: inscríbete pronto.',
      pt: 'Uma feira pequena com poucas mesas: inscreva-se cedo.',
    }),
    inDays: 28,
    utcHour: 16,
    hours: 5,
    closesDaysBefore: 5,
    capacity: 3,
  },
  {
    key: 'sao-paulo',
    placeId: SAO_PAULO,
    timeZone: 'America/Sao_Paulo',
    venue: 'Centro de Convenções Frei Caneca, Rua Frei Caneca 569',
    names: {
      en: 'Third Sector Careers Fair São Paulo',
      es: 'Feria de Carreras del Tercer Sector São Paulo',
      pt: 'Feira de Carreiras do Terceiro Setor São Paulo',
    },
    descriptions: about({
      en: 'Two days of careers in Brazil’s third sector, from community health to the environment.',
      es: 'Dos días de carreras en el tercer sector de Brasil, de la salud comunitaria al medio ambiente.',
      pt: 'Dois dias de carreiras no terceiro setor brasileiro, da saúde comunitária ao meio ambiente.',
    }),
    inDays: 35,
    utcHour: 13,
    hours: 30,
    closesDaysBefore: 10,
    capacity: 30,
  },
  {
    key: 'madrid',
    placeId: MADRID,
    timeZone: 'Europe/Madrid',
    venue: 'IFEMA Madrid, Av. del Partenón 5',
    names: {
      en: 'Purpose Jobs Fair Madrid',
      es: 'Feria de Empleo con Propósito Madrid',
      pt: 'Feira de Empregos com Propósito Madri',
    },
    descriptions: about({
      en: 'Cooperation, social action and the green economy, with guidance on internships abroad.',
      es: 'Cooperación, acción social y economía verde, con orientación sobre prácticas en el extranjero.',
      pt: 'Cooperação, ação social e economia verde, com orientação sobre estágios no exterior.',
    }),
    inDays: 42,
    utcHour: 9,
    hours: 7,
    closesDaysBefore: 10,
    capacity: 30,
  },
  {
    key: 'lisbon',
    placeId: LISBON,
    timeZone: 'Europe/Lisbon',
    venue: 'FIL – Feira Internacional de Lisboa, Rua do Bojador',
    names: {
      en: 'Social Talent Fair Lisbon',
      es: 'Feria de Talento Social Lisboa',
      pt: 'Feira de Talentos Sociais Lisboa',
    },
    descriptions: about({
      en: 'Meet the social economy of Portugal and the Portuguese-speaking world.',
      es: 'Conoce la economía social de Portugal y del mundo lusófono.',
      pt: 'Conheça a economia social de Portugal e do mundo lusófono.',
    }),
    inDays: 49,
    utcHour: 10,
    hours: 6,
    closesDaysBefore: 10,
    capacity: 25,
  },
  {
    key: 'ny-brooklyn',
    placeId: NEW_YORK,
    timeZone: 'America/New_York',
    venue: 'Brooklyn Expo Center, 72 Noble St, Brooklyn',
    names: {
      en: 'Nonprofit Careers Day for Graduates Brooklyn',
      es: 'Jornada de Empleo sin Fines de Lucro para Graduados Brooklyn',
      pt: 'Dia de Carreiras sem Fins Lucrativos para Recém-Formados Brooklyn',
    },
    descriptions: about({
      en: 'Arts, culture and community organizations from Brooklyn and Queens.',
      es: 'Organizaciones de arte, cultura y comunidad de Brooklyn y Queens.',
      pt: 'Organizações de arte, cultura e comunidade do Brooklyn e do Queens.',
    }),
    inDays: 63,
    utcHour: 15,
    hours: 5,
    closesDaysBefore: 7,
    capacity: 25,
  },
];

/** Who is invited to which fair, and who is registered already (organisations that exist get them). */
const SEED_INVITES: readonly [fairKey: string, orgId: number][] = [
  ['ny-closed', 1],
  ['sao-paulo', 1],
  ['madrid', 2],
  ['lisbon', 3],
];
const SEED_REGISTRATIONS: readonly [fairKey: string, orgId: number][] = [
  ['mexico-city', 3],
  ['mexico-city', 4],
  ['ny-spring', 5],
];

/**
 * Adds the seed's fairs, with their invitations and registrations, unless a fair is still to begin.
 * Returns how many fairs it added.
 */
export async function seedGradFairs(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  if (await repo.anyUpcomingFair(db, now)) return 0;
  const places = await repo.existingPlaces(
    db,
    SEED_FAIRS.map((f) => f.placeId),
  );
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const ids = new Map<string, number>();
  for (const fair of SEED_FAIRS) {
    if (!places.has(fair.placeId)) continue;
    const startsAt = new Date(day + fair.inDays * DAY_MS + fair.utcHour * HOUR_MS);
    ids.set(
      fair.key,
      await repo.insertFair(db, {
        names: fair.names,
        descriptions: fair.descriptions,
        placeId: fair.placeId,
        venue: fair.venue,
        timeZone: fair.timeZone,
        startsAt,
        endsAt: new Date(startsAt.getTime() + fair.hours * HOUR_MS),
        registrationDeadline: new Date(startsAt.getTime() - fair.closesDaysBefore * DAY_MS),
        capacity: fair.capacity,
      }),
    );
  }
  const orgs = await repo.existingOrgs(
    db,
    [...SEED_INVITES, ...SEED_REGISTRATIONS].map(([, org]) => org),
  );
  for (const [key, orgId] of SEED_INVITES) {
    const fairId = ids.get(key);
    if (fairId !== undefined && orgs.has(orgId)) await repo.insertInvite(db, fairId, orgId, null, now);
  }
  for (const [key, orgId] of SEED_REGISTRATIONS) {
    const fairId = ids.get(key);
    if (fairId !== undefined && orgs.has(orgId)) await repo.insertRegistration(db, fairId, orgId, null, now);
  }
  return ids.size;
}
