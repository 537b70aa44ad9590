import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The layering of every module, checked on the source: only routes know HTTP; use-cases, repositories,
// presenters and domain errors know nothing of Express, requests or statuses.

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
