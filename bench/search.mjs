#!/usr/bin/env node
// Search benchmark (issue "Search"): seeds 100,000 listings into a fresh PostgreSQL database on 127.0.0.1,
// starts the api and the gateway on it, and prints p50/p95 of the three searches the budget names (keyword
// with every facet counted, facet-heavy, radius) and of place suggestions, straight to the api and through
// the gateway. Figures, not pass/fail: they go into docs/search-performance.md by hand after a run.
// Loopback only, bounded loops; the database is dropped afterwards.
// Usage: npm run bench:search   (BENCH_PG_URL, BENCH_LISTINGS, BENCH_RUNS to change the defaults)
import { createRequire } from 'node:module';
import platformLib from '../scripts/lib/platform.cjs';

// The PostgreSQL client is the api's dependency (the root manifest declares tooling only): load it from there.
const pg = createRequire(new URL('../api/package.json', import.meta.url))('pg');

const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 200), 2000);
const host = new URL(SERVER).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(host))
  throw new Error(`BENCH_PG_URL must be on loopback, not ${host}`);

// Varied requests so that no answer is served from a warm cache of the same query.
const KEYWORDS = [
  ['JOB', 'en', 'program manager'],
  ['JOB', 'en', 'grant writer'],
  ['JOB', 'en', 'development director'],
  ['JOB', 'en', 'social worker'],
  ['JOB', 'es', 'coordinador de proyectos'],
  ['JOB', 'es', 'recaudación de fondos'],
  ['JOB', 'pt', 'captação de recursos'],
  ['JOB', 'pt', 'assistente social'],
  ['INTERNSHIP', 'en', 'communications'],
  ['INTERNSHIP', 'es', 'investigación'],
  ['VOLOP', 'en', 'food bank'],
  ['VOLOP', 'pt', 'reforço escolar'],
  ['JOB', 'en', 'manager'], // the broadest word of the seed: one listing in six
];
const FACET_SETS = [
  'functions=PROGRAM_MANAGEMENT&functions=LEGAL&areasOfFocus=EDUCATION&jobType=FULL_TIME&locale=en',
  'professionalLevel=MANAGERIAL&professionalLevel=DIRECTOR&education=MASTERS&orgType=NONPROFIT&recency=PAST_MONTH',
  'areasOfFocus=HEALTH_MEDICINE&areasOfFocus=MENTAL_HEALTH&locationType=REMOTE&locationType=HYBRID&locale=es',
  'synonymId=1&synonymId=2&jobType=FULL_TIME&orgType=NONPROFIT&orgType=COMMUNITY&locale=pt',
  'functions=DEVELOPMENT_FUNDRAISING&education=FOUR_YEAR_DEGREE&professionalLevel=PROFESSIONAL&locationType=ONSITE',
];
// Big seeded cities (GeoNames ids) with a radius from their page language's list.
const PLACES = [
  ['5128581', 'en', '40234'], // New York City, 25 mi
  ['5368361', 'en', '96561'], // Los Angeles, 60 mi
  ['6167865', 'en', '24140'], // Toronto, 15 mi
  ['3530597', 'es', '25000'], // Mexico City
  ['3117735', 'es', '60000'], // Madrid
  ['3448439', 'pt', '25000'], // São Paulo
  ['2267057', 'pt', 'state'], // Lisbon, its whole district
  ['3451190', 'pt', 'country'], // Rio de Janeiro, all Brazil
];
const PREFIXES = [
  'to',
  'new',
  'sao',
  'lisb',
  'mad',
  'bue',
  'mex',
  'rio de',
  'san jo',
  'ontario',
  'brasil',
  'guad',
];

const search = (params) => `/data/search/listings?pageSize=20&${params}`;
const SCENARIOS = {
  'keyword + all facet counts': KEYWORDS.map(([type, lang, q]) =>
    search(`type=${type}&lang=${lang}&q=${encodeURIComponent(q)}`),
  ),
  'facet-heavy (5 facets, no keyword)': FACET_SETS.map((f) => search(`type=JOB&lang=en&${f}`)),
  'radius around a city': PLACES.map(([placeId, lang, radius]) =>
    search(`type=JOB&lang=${lang}&placeId=${placeId}&radius=${radius}`),
  ),
  'place suggestions': PREFIXES.map((p) => `/data/places/predictions?input=${encodeURIComponent(p)}&lang=en`),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(base, urls) {
  for (const url of urls) await (await fetch(base + url)).arrayBuffer(); // warm: plans, caches, connections
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const url = urls[i % urls.length];
    const started = performance.now();
    const res = await fetch(base + url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const database = `og_bench_search_${process.pid}`;
const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(SERVER), { pathname: `/${database}` }).toString();
let platform;
try {
  const seeding = performance.now();
  platform = await platformLib.startPlatform({
    databaseUrl,
    apiEnv: {
      SEED_LISTINGS: String(LISTINGS),
      SEED_ORGS: String(Math.max(50, LISTINGS / 20)),
      SEED_USERS: '0',
      NODE_ENV: 'test',
    },
    gatewayEnv: { NODE_ENV: 'test' },
    log: (line) => (/seeded|error/i.test(line) ? console.log(line) : undefined),
  });
  console.log(
    `api and gateway up on ${LISTINGS} listings in ${((performance.now() - seeding) / 1000).toFixed(0)} s; ${RUNS} requests a row\n`,
  );
  const direct = `http://127.0.0.1:${platform.apiPort}`;
  const gateway = `http://127.0.0.1:${platform.port}`;
  const f = (ms) => ms.toFixed(1).padStart(7);
  console.log(`${'request'.padEnd(38)}  api p50  api p95  gw p50   gw p95  (ms)`);
  for (const [name, urls] of Object.entries(SCENARIOS)) {
    const api = await measure(direct, urls);
    const gw = await measure(gateway, urls);
    console.log(`${name.padEnd(38)}${f(api.p50)}  ${f(api.p95)}  ${f(gw.p50)}  ${f(gw.p95)}`);
  }
} finally {
  await platform?.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
