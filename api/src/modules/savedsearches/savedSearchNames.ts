import type { Lang, LocationSelection, SearchType } from '@opengood/contracts';

// The default name of a saved search (the user may rename it): its keywords and its place, in the user's
// language, e.g. "nurse · Toronto, ON". The api names it because the tmp-storage path saves a search after
// sign-up, away from the page that would otherwise have named it.

const TYPE_NAMES: Record<Lang, Record<SearchType, string>> = {
  en: {
    JOB: 'Jobs',
    INTERNSHIP: 'Internships',
    VOLOP: 'Volunteer opportunities',
    EVENT: 'Events',
    ORG: 'Organizations',
  },
  es: {
    JOB: 'Empleos',
    INTERNSHIP: 'Pasantías',
    VOLOP: 'Voluntariados',
    EVENT: 'Eventos',
    ORG: 'Organizaciones',
  },
  pt: { JOB: 'Vagas', INTERNSHIP: 'Estágios', VOLOP: 'Voluntariado', EVENT: 'Eventos', ORG: 'Organizações' },
};
export const REMOTE_NAMES: Record<Lang, string> = { en: 'Remote', es: 'Remoto', pt: 'Remoto' };

/** The place as a name says it: the city and state code where there is one ("Toronto, ON"), else the text. */
function placeName(location: LocationSelection, lang: Lang): string {
  if (location.isRemote) return REMOTE_NAMES[lang];
  if (location.city && location.stateCode) return `${location.city}, ${location.stateCode}`;
  return location.text;
}

export function defaultSavedSearchName(
  lang: Lang,
  search: { text: string; location: LocationSelection | null; index: SearchType },
  maxLength: number,
): string {
  const parts = [search.text.trim() || TYPE_NAMES[lang][search.index]];
  if (search.location) parts.push(placeName(search.location, lang));
  const name = parts.join(' · ');
  return name.length > maxLength ? `${name.slice(0, maxLength - 1)}…` : name;
}
