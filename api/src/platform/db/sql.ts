/** Collects positional parameters while a query is assembled; returns the placeholder. */
export function paramList(): { params: unknown[]; add: (value: unknown) => string } {
  const params: unknown[] = [];
  return { params, add: (value) => `$${params.push(value)}` };
}

// One query per language, ORed: a Spanish listing is stemmed with the Spanish rules, so the
// query words must be stemmed the same way to meet it.
export const tsqueryAllLanguages = (placeholder: string) =>
  `(websearch_to_tsquery('english', ${placeholder}) || websearch_to_tsquery('spanish', ${placeholder}) || websearch_to_tsquery('portuguese', ${placeholder}))`;

/** Ids are int4 in the schema; larger path ids simply match nothing instead of erroring in SQL. */
export const MAX_ID = 2_147_483_647;
