import { AREAS, type Area } from '@opengood/routes';

/** Area → single-spa application name, from the route table (the shell area has no remote). */
export const AREA_APP: Partial<Record<Area, string>> = Object.fromEntries(AREAS.map((a) => [a.area, a.app]));
