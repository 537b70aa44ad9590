import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failingAudits, lighthouseFigures, median, percentile, ratio } from './stats.mjs';

test('percentile is nearest-rank over the sorted values', () => {
  const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(percentile(xs, 50), 5);
  assert.equal(percentile(xs, 95), 10);
  assert.equal(percentile(xs, 0), 1);
  assert.equal(percentile(xs, 100), 10);
  assert.equal(median([3]), 3);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('ratio of federated to single, a dash when it cannot be computed', () => {
  assert.equal(ratio(300, 200), '1.50×');
  assert.equal(ratio(100, 0), '–');
  assert.equal(ratio(NaN, 100), '–');
});

const lhr = {
  categories: {
    performance: { score: 0.874, auditRefs: [{ id: 'lcp', weight: 25 }, { id: 'x', weight: 0 }] },
    accessibility: { score: 1, auditRefs: [] },
    'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: null, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 2100 },
    'total-blocking-time': { numericValue: 90 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    lcp: { id: 'lcp', score: 0.5, scoreDisplayMode: 'numeric' },
    x: { id: 'x', score: 0, scoreDisplayMode: 'numeric' },
    'errors-in-console': { id: 'errors-in-console', score: 0, scoreDisplayMode: 'binary' },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', resourceSize: 900, transferSize: 500 },
          { resourceType: 'Script', resourceSize: 1000, transferSize: 300 },
          { resourceType: 'Script', resourceSize: 2000, transferSize: 700 },
        ],
      },
    },
  },
};

test('lighthouseFigures reads scores, metrics and the scripts of the network-requests audit', () => {
  assert.deepEqual(lighthouseFigures(lhr), {
    performance: 87,
    accessibility: 100,
    bestPractices: 96,
    seo: NaN,
    lcp: 2100,
    tbt: 90,
    cls: 0.01,
    requests: 3,
    scripts: 2,
    jsRaw: 3000,
    jsWire: 1000,
  });
});

test('failingAudits lists what cost points (weighted audits only)', () => {
  assert.deepEqual(failingAudits(lhr, 'performance'), ['lcp (50)']);
  assert.deepEqual(failingAudits(lhr, 'best-practices'), ['errors-in-console (0)']);
  assert.deepEqual(failingAudits(lhr, 'accessibility'), []);
});
