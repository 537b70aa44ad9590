// Pure helpers of the performance budget benchmark (bench/run.mjs), unit-tested in stats.test.mjs.

/** The p-th percentile (0–100) of a list of numbers, nearest-rank; NaN for an empty list. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values) => percentile(values, 50);

/** federated ÷ single as "1.23×", or "–" when either side is missing or zero. */
export function ratio(federated, single) {
  if (!Number.isFinite(federated) || !Number.isFinite(single) || single === 0) return '–';
  return `${(federated / single).toFixed(2)}×`;
}

/**
 * The figures of one Lighthouse result (lhr): category scores 0–100, LCP/TBT in ms, CLS, and from the
 * network-requests audit the request count and the scripts' decoded (raw) and transferred (gzip on the
 * wire, headers included) bytes.
 */
export function lighthouseFigures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const sum = (xs, key) => xs.reduce((n, x) => n + (x[key] ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: items.length,
    scripts: scripts.length,
    jsRaw: sum(scripts, 'resourceSize'),
    jsWire: sum(scripts, 'transferSize'),
  };
}

/** The audits that cost points in a category (weighted, score below 1), worst first, as "id (score)". */
export function failingAudits(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((r) => r.weight > 0) // an audit of weight 0 (e.g. valid-source-maps) costs no points
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .sort((a, b) => a.score - b.score)
    .map((a) => `${a.id} (${Math.round(a.score * 100)})`);
}
