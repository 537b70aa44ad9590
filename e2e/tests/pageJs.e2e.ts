// The markers are a CommonJS file shared with the benchmark.
const { FOREIGN_STRINGS, ZOD_MARKER } = require('../../bench/pageMarkers.cjs') as {
  ZOD_MARKER: string;
  FOREIGN_STRINGS: Record<string, string[]>;
};
import { useBrowserAndPlatform } from '../src/suite';

// What a public page's JavaScript may hold (issue 16; figures: npm run bench:js, docs/performance.md): the
// schemas' validation library stays out of pages that only read (routes are named from the contracts'
// zod-free entry, answers are checked in development and test builds only), and a page ships the strings of
// its own language only (translations are loaded per language).

const suite = useBrowserAndPlatform();

const PAGES = [
  { path: '/en/jobs', lang: 'en' },
  { path: '/es/empleos', lang: 'es' },
  { path: '/pt/empregos', lang: 'pt' },
] as const;

test.each(PAGES)('$path loads no zod and no other language', async ({ path, lang }) => {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; text: string }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push({
      url: new URL(res.url()).pathname,
      text: (await res.body().catch(() => Buffer.alloc(0))).toString('utf8'),
    });
  });
  await page.goto(suite.platform.url + path, { waitUntil: 'networkidle' });
  await page.getByTestId('listing-card').first().waitFor();
  const found: string[] = [];
  for (const script of scripts) {
    if (script.text.includes(ZOD_MARKER)) found.push(`zod in ${script.url}`);
    for (const [other, strings] of Object.entries(FOREIGN_STRINGS))
      if (other !== lang)
        for (const s of strings) if (script.text.includes(s)) found.push(`${other} "${s}" in ${script.url}`);
  }
  expect(found).toEqual([]);
  await context.close();
});
