import type { SearchFacet } from '@opengood/contracts';

/** How one facet reads a row: a single value, or a list (a row counts once for each of its values). */
export interface FacetColumn {
  facet: SearchFacet;
  /** SQL giving the row's value as text, or its values as text[] when `many`. */
  value: string;
  many: boolean;
  /**
   * Buckets that nest (recency: a listing of yesterday is also of the past week and month): the row's
   * value is its narrowest bucket, and a bucket's count adds those of the narrower ones before it.
   */
  nested?: readonly string[];
  /** The facet's filter as SQL (the row has one of the chosen values); absent when not filtered. */
  filter?: string;
}

export interface FacetQuery {
  /** e.g. `listing_search s`. */
  from: string;
  /** Conditions that are not facets (type, keywords, location, dates): every count applies them. */
  where: readonly string[];
  facets: readonly FacetColumn[];
  /** Extra columns the ordering needs, by name. */
  orderColumns: Readonly<Record<string, string>>;
  /** ORDER BY over `id` and the orderColumns' names. */
  orderBy: string;
  limit: string;
  offset: string;
}

export interface FacetQueryResult {
  total: number;
  ids: number[];
  /** [facet index, value, count]. */
  counts: [number, string, number][];
}

/** Adds up nested buckets' counts: each bucket includes the narrower ones listed before it. */
export function accumulateNested(
  facets: readonly FacetColumn[],
  counts: FacetQueryResult['counts'],
): FacetQueryResult['counts'] {
  const out: FacetQueryResult['counts'] = [];
  const nestedTotals = new Map<number, Map<string, number>>();
  for (const [i, value, n] of counts) {
    if (!facets[i]?.nested) out.push([i, value, n]);
    else nestedTotals.set(i, (nestedTotals.get(i) ?? new Map()).set(value, n));
  }
  for (const [i, byBucket] of nestedTotals) {
    let running = 0;
    for (const bucket of facets[i]!.nested!) {
      running += byBucket.get(bucket) ?? 0;
      if (running > 0) out.push([i, bucket, running]);
    }
  }
  return out;
}

/**
 * One statement that answers a page of ids, the total and every facet's counts, the disjunctive way: a
 * facet's counts apply every filter but its own. Each row gets a bitmask of the facet filters it misses;
 * a row missing none is a result, a row missing only facet F's filter counts for F alone, and a row
 * missing two or more counts nowhere, so the candidates are read once, not once per facet. Single-valued
 * facets are counted in one pass with GROUPING SETS (a column is NULL where its row does not count);
 * list facets (functions, areas of focus, recency buckets) with one unnest each.
 */
export function facetQuerySql(q: FacetQuery): string {
  const filtered = q.facets.map((f, i) => ({ ...f, bit: 1 << i })).filter((f) => f.filter !== undefined);
  const misses = filtered.length
    ? filtered.map((f) => `(CASE WHEN ${f.filter} THEN 0 ELSE ${f.bit} END)`).join(' | ')
    : '0';
  // A row counts for facet i when it misses no filter but maybe facet i's own.
  const counted = q.facets.map((_, i) =>
    filtered.length === 0
      ? `raw${i} AS f${i}`
      : `CASE WHEN misses & ${~(1 << i)} = 0 THEN raw${i} END AS f${i}`,
  );
  const orderNames = Object.keys(q.orderColumns);
  const orderExprs = Object.entries(q.orderColumns).map(([name, expr]) => `${expr} AS ${name}`);
  const single = q.facets.flatMap((f, i) => (f.many ? [] : [i]));
  const lists = q.facets.flatMap((f, i) => (f.many ? [i] : []));
  const singleCounts = single.length
    ? [
        `SELECT CASE ${single.map((i) => `WHEN f${i} IS NOT NULL THEN ${i}`).join(' ')} END AS i,
           coalesce(${single.map((i) => `f${i}`).join(', ')}) AS v, count(*)::int AS n
         FROM cand GROUP BY GROUPING SETS (${single.map((i) => `(f${i})`).join(', ')})
         HAVING coalesce(${single.map((i) => `f${i}`).join(', ')}) IS NOT NULL`,
      ]
    : [];
  // unnest in the select list (a ProjectSet) is much cheaper per row than a lateral function scan.
  const listCounts = lists.map(
    (i) => `SELECT ${i} AS i, v, count(*)::int AS n FROM (SELECT unnest(f${i}) AS v FROM cand) u GROUP BY v`,
  );
  const countSql = [...singleCounts, ...listCounts].join('\nUNION ALL\n');
  const where = q.where.length ? q.where.join(' AND ') : 'true';
  return `
    WITH base AS (
      SELECT id, ${[...orderExprs, ...q.facets.map((f, i) => `${f.value} AS raw${i}`)].join(', ')},
             ${misses} AS misses
      FROM ${q.from} WHERE ${where}
    ), cand AS MATERIALIZED (
      SELECT ${['id', ...orderNames, 'misses', ...counted].join(', ')}
      FROM base WHERE misses & (misses - 1) = 0
    )
    SELECT
      (SELECT count(*)::int FROM cand WHERE misses = 0) AS total,
      (SELECT coalesce(json_agg(id), '[]'::json) FROM
        (SELECT id FROM cand WHERE misses = 0 ORDER BY ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset}) page
      ) AS ids,
      ${countSql ? `(SELECT coalesce(json_agg(json_build_array(i, v, n)), '[]'::json) FROM (${countSql}) c)` : `'[]'::json`} AS counts`;
}
