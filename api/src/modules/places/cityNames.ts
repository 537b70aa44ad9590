import type { Lang } from '@opengood/contracts';

type Names = Partial<Record<Lang, string>>;

/**
 * City names that differ by language (exonyms), for the cities listings name and the world's best known.
 * GeoNames gives one name, mostly the English or the local one; these give the others, so a Portuguese
 * page reads "Lisboa" and an English one "Lisbon". Keyed by the country and the GeoNames name (the most
 * populous city of that name in the country); a test checks every key names a gazetteer city.
 */
const EXONYMS: readonly (readonly [country: string, geonamesName: string, names: Names])[] = [
  // The countries listings are seeded in
  ['US', 'New York City', { es: 'Nueva York', pt: 'Nova York' }],
  ['US', 'Los Angeles', { es: 'Los Ángeles' }],
  ['US', 'Philadelphia', { es: 'Filadelfia', pt: 'Filadélfia' }],
  ['US', 'San Francisco', { pt: 'São Francisco' }],
  ['US', 'New Orleans', { es: 'Nueva Orleans', pt: 'Nova Orleans' }],
  ['US', 'Washington, D.C.', { es: 'Washington D. C.' }],
  ['US', 'St. Louis', { es: 'San Luis', pt: 'Saint Louis' }],
  ['CA', 'Montréal', { en: 'Montreal', es: 'Montreal' }],
  ['CA', 'Québec', { en: 'Quebec City', es: 'Quebec', pt: 'Quebec' }],
  ['GB', 'London', { es: 'Londres', pt: 'Londres' }],
  ['GB', 'Edinburgh', { es: 'Edimburgo', pt: 'Edimburgo' }],
  ['MX', 'Mexico City', { es: 'Ciudad de México', pt: 'Cidade do México' }],
  ['MX', 'Juárez', { en: 'Ciudad Juárez', es: 'Ciudad Juárez', pt: 'Ciudad Juárez' }],
  ['MX', 'León de los Aldama', { en: 'León', es: 'León', pt: 'León' }],
  ['ES', 'Sevilla', { en: 'Seville', pt: 'Sevilha' }],
  ['ES', 'Valencia', { pt: 'Valência' }],
  ['ES', 'Zaragoza', { pt: 'Saragoça' }],
  ['ES', 'Córdoba', { pt: 'Córdova' }],
  ['ES', 'A Coruña', { es: 'La Coruña', pt: 'Corunha' }],
  ['AR', 'Córdoba', { pt: 'Córdova' }],
  ['BR', 'Brasília', { es: 'Brasilia' }],
  ['BR', 'Rio de Janeiro', { es: 'Río de Janeiro' }],
  ['BR', 'São Paulo', { es: 'San Pablo' }],
  ['PT', 'Lisbon', { es: 'Lisboa', pt: 'Lisboa' }],
  ['PT', 'Porto', { es: 'Oporto' }],
  ['PE', 'Cusco', { es: 'Cuzco' }],
  // Elsewhere
  ['UY', 'Montevideo', { pt: 'Montevidéu' }],
  ['PY', 'Asunción', { en: 'Asunción', pt: 'Assunção' }],
  ['CU', 'Havana', { es: 'La Habana', pt: 'Havana' }],
  ['GT', 'Guatemala City', { es: 'Ciudad de Guatemala', pt: 'Cidade da Guatemala' }],
  ['FR', 'Paris', { es: 'París' }],
  ['DE', 'Berlin', { es: 'Berlín', pt: 'Berlim' }],
  ['DE', 'Munich', { es: 'Múnich', pt: 'Munique' }],
  ['DE', 'Köln', { en: 'Cologne', es: 'Colonia', pt: 'Colônia' }],
  ['IT', 'Rome', { es: 'Roma', pt: 'Roma' }],
  ['IT', 'Milan', { es: 'Milán', pt: 'Milão' }],
  ['IT', 'Naples', { es: 'Nápoles', pt: 'Nápoles' }],
  ['IT', 'Turin', { es: 'Turín', pt: 'Turim' }],
  ['IT', 'Florence', { es: 'Florencia', pt: 'Florença' }],
  ['IT', 'Venice', { es: 'Venecia', pt: 'Veneza' }],
  ['BE', 'Brussels', { es: 'Bruselas', pt: 'Bruxelas' }],
  ['NL', 'Amsterdam', { es: 'Ámsterdam', pt: 'Amsterdã' }],
  ['NL', 'The Hague', { es: 'La Haya', pt: 'Haia' }],
  ['CH', 'Genève', { en: 'Geneva', es: 'Ginebra', pt: 'Genebra' }],
  ['AT', 'Vienna', { es: 'Viena', pt: 'Viena' }],
  ['CZ', 'Prague', { es: 'Praga', pt: 'Praga' }],
  ['PL', 'Warsaw', { es: 'Varsovia', pt: 'Varsóvia' }],
  ['GR', 'Athens', { es: 'Atenas', pt: 'Atenas' }],
  ['SE', 'Stockholm', { es: 'Estocolmo', pt: 'Estocolmo' }],
  ['DK', 'Copenhagen', { es: 'Copenhague', pt: 'Copenhague' }],
  ['IE', 'Dublin', { es: 'Dublín' }],
  ['TR', 'Istanbul', { es: 'Estambul', pt: 'Istambul' }],
  ['RU', 'Moscow', { es: 'Moscú', pt: 'Moscou' }],
  ['EG', 'Cairo', { es: 'El Cairo' }],
  ['ZA', 'Cape Town', { es: 'Ciudad del Cabo', pt: 'Cidade do Cabo' }],
  ['JP', 'Tokyo', { es: 'Tokio', pt: 'Tóquio' }],
  ['CN', 'Beijing', { es: 'Pekín', pt: 'Pequim' }],
  ['CN', 'Shanghai', { es: 'Shanghái', pt: 'Xangai' }],
  ['IN', 'New Delhi', { es: 'Nueva Delhi', pt: 'Nova Délhi' }],
];

export type ExonymKey = `${string}:${string}`;

/** Localised names by "country:GeoNames name"; the gazetteer applies them to the most populous match. */
export const CITY_NAMES: ReadonlyMap<ExonymKey, Names> = new Map(
  EXONYMS.map(([country, name, names]) => [`${country}:${name}` as ExonymKey, names]),
);
