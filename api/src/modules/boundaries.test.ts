import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  deepImports,
  findCycles,
  moduleGraph,
  modulesReading,
  platformImportsOfModules,
  readSources,
  sharedWrites,
  statusDecisions,
  tableWrites,
  type SourceFile,
} from '../testing/moduleGraph';

// The layering of every module, checked on the source: only routes know HTTP; use-cases, repositories,
// presenters and domain errors know nothing of Express, requests or statuses. And the modules' boundaries
// (api/README.md "Layout"): one public entry per module, no cycles between modules, one writer per table,
// a platform that knows no module, one module that reads the listings and decides whether they are public.
// Each check is also run on a small made-up tree it must refuse, so that it cannot pass by finding nothing.

const SRC = path.resolve(__dirname, '..');
const HTTP_IMPORT = /from '(express|supertest|[./]+platform\/(http|auth|app)[^']*)'/;

function sources(dir: string): string[] {
  return (readdirSync(path.join(SRC, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));
}

describe('module boundaries', () => {
  it('keeps HTTP out of everything below the routes', () => {
    const belowRoutes = [...sources('modules'), ...sources('domain')].filter((f) => !f.endsWith('Routes.ts'));
    expect(belowRoutes.length).toBeGreaterThan(20);
    const offenders = belowRoutes.filter((f) => HTTP_IMPORT.test(readFileSync(path.join(SRC, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('takes enums and limits from the shared contracts, not from a copy', () => {
    const all = [...sources('modules'), ...sources('domain'), ...sources('platform'), ...sources('seed')];
    const copies = all.filter((f) =>
      /export const (LISTING_TYPES|ORG_TYPES|LANGS|LOCALES|FUNCTIONS|QUERY_MAX_LENGTH)\b/.test(
        readFileSync(path.join(SRC, f), 'utf8'),
      ),
    );
    expect(copies).toEqual([]);
  });
});

/** A made-up source tree: path under src/ → text. */
const tree = (files: Record<string, string>): SourceFile[] =>
  Object.entries(files).map(([p, text]) => ({ path: p, text }));

const ALL = readSources(SRC);

describe('one public entry per module', () => {
  it('every import of a module from outside it names its index.ts, tests and the root included', () => {
    expect(ALL.filter((f) => /^modules\/[^/]+\/index\.ts$/.test(f.path)).length).toBeGreaterThan(20);
    expect(deepImports(ALL).map((i) => `${i.file} → ${i.specifier}`)).toEqual([]);
  });

  it('finds an import into another module’s files, on one line or several, and leaves the index alone', () => {
    const found = deepImports(
      tree({
        'modules/a/useCase.ts': "import { x } from '../b/bRepository';\nimport { y } from '../b';\n",
        'modules/a/other.ts':
          "import {\n  z,\n  w,\n} from '../c/cPresenter';\nexport { v } from '../c/index';\n",
        'modules/a/lazy.ts': "const m = () => import('../d/dJobs');\n",
        'app.ts': "import { q } from './modules/b/bRoutes';\nimport { r } from './modules/b';\n",
        'modules/a/comment.ts': "// import { x } from '../b/bRepository';\nconst s = \"from '../b/x'\";\n",
      }),
    );
    expect(found.map((i) => `${i.file} → ${i.specifier}`)).toEqual([
      'modules/a/useCase.ts → ../b/bRepository',
      'modules/a/other.ts → ../c/cPresenter',
      'modules/a/lazy.ts → ../d/dJobs',
      'app.ts → ./modules/b/bRoutes',
    ]);
  });
});

describe('no cycles between modules', () => {
  it('the modules’ sources import one another without a cycle', () => {
    const graph = moduleGraph(ALL);
    expect(graph.size).toBeGreaterThan(20);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a pair that imports each other and a longer cycle, through index or not, but not through tests', () => {
    const graph = moduleGraph(
      tree({
        'modules/a/x.ts': "import { b } from '../b';\n",
        'modules/b/index.ts': "export { a } from '../a/x';\n",
        'modules/c/x.ts': "import type { D } from '../d';\n",
        'modules/d/x.ts': "import { e } from '../e/y';\n",
        'modules/e/y.ts': "import { c } from '../c';\n",
        'modules/f/x.test.ts': "import { a } from '../a';\n",
        'modules/a/y.ts': "import { f } from '../f';\n",
      }),
    );
    expect(findCycles(graph)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });
});

describe('the platform knows no module', () => {
  it('platform/ imports nothing under modules/ (the composition root is src/app.ts)', () => {
    expect(ALL.filter((f) => f.path.startsWith('platform/')).length).toBeGreaterThan(20);
    expect(platformImportsOfModules(ALL).map((i) => `${i.file} → ${i.specifier}`)).toEqual([]);
  });

  it('finds a platform file importing a module, by index or deeper', () => {
    const found = platformImportsOfModules(
      tree({
        'platform/app.ts': "import { listingsModule } from '../modules/listings';\n",
        'platform/auth/x.ts': "import type { Identity } from '../../modules/accounts/identity';\n",
        'platform/db/db.ts': "import { Pool } from 'pg';\n",
        'app.ts': "import { listingsModule } from './modules/listings';\n",
      }),
    );
    expect(found.map((i) => i.file)).toEqual(['platform/app.ts', 'platform/auth/x.ts']);
  });
});

describe('one writer per table', () => {
  it('no table is written (INSERT, UPDATE, DELETE, TRUNCATE, upsert) by two modules; seed, migrations and tests aside', () => {
    const writes = tableWrites(ALL);
    expect(new Set(writes.map((w) => w.table)).size).toBeGreaterThan(15);
    expect(Object.fromEntries(sharedWrites(writes))).toEqual({});
  });

  it('finds two modules writing one table, whatever the statement, and ignores comments, tests and the seed', () => {
    const writes = tableWrites(
      tree({
        'modules/a/aRepository.ts':
          'await db.query(`INSERT INTO t (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id`);\n' +
          "await db.query('DELETE FROM u WHERE id = $1');\n",
        'modules/b/bRepository.ts':
          'await db.query(`UPDATE t AS x\n   SET n = 1 WHERE x.id = $1`);\n' +
          "// INSERT INTO u: a comment is not a write\nconst v = 'INSERT INTO v (id) VALUES (1)';\n",
        'modules/c/cRepository.ts': "await db.exec('TRUNCATE TABLE w, u');\n",
        'modules/d/dRepository.ts':
          'await db.query(`INSERT INTO x (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 2`);\n',
        'modules/d/dRepository.test.ts': "await db.query('UPDATE t SET n = 2');\n",
        'modules/e/eRepository.ts':
          'await db.query(`INSERT INTO x (id) SELECT id FROM y ON CONFLICT DO NOTHING`);\n',
        'seed/seed.ts': "await db.query('INSERT INTO t (id) VALUES (1)');\n",
      }),
    );
    expect(
      writes.filter((w) => w.statement === 'ON CONFLICT DO UPDATE').map((w) => `${w.module}:${w.table}`),
    ).toEqual(['a:t', 'd:x']);
    expect(Object.fromEntries(sharedWrites(writes))).toEqual({ t: ['a', 'b'], u: ['a', 'c'], x: ['d', 'e'] });
  });
});

describe('the listing lifecycle in one place', () => {
  it('only the listings module queries the listings table', () => {
    expect(modulesReading(ALL, 'listings')).toEqual(['listings']);
    expect(
      modulesReading(
        tree({ 'modules/a/x.ts': 'db.query(`SELECT id FROM listings l JOIN places p ON true`);\n' }),
        'listings',
      ),
    ).toEqual(['a']);
  });

  it('only listingLifecycle.ts compares a listing’s or an organisation’s status to decide what is public', () => {
    expect(statusDecisions(ALL).map((d) => d.file)).toEqual(
      expect.arrayContaining(['modules/listings/listingLifecycle.ts']),
    );
    expect([...new Set(statusDecisions(ALL).map((d) => d.file))]).toEqual([
      'modules/listings/listingLifecycle.ts',
    ]);
    const found = statusDecisions(
      tree({
        'modules/a/x.ts':
          "if (row.org_status !== 'FROZEN') show();\nconst sql = `WHERE l.status = 'PUBLISHED'`;\n",
        'modules/b/x.ts': "if (row.status === 'SUBMITTED') go();\n",
      }),
    );
    expect(found.map((d) => d.file)).toEqual(['modules/a/x.ts', 'modules/a/x.ts']);
  });
});
