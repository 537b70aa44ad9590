import type { Db } from '../db/db';

export interface ContentRecord {
  path: string;
  locale: string;
  type: string;
  title: string;
  layout: string;
  body: unknown[];
  translations: { locale: string; url: string }[];
}

export async function findContentByPath(db: Db, path: string): Promise<ContentRecord | null> {
  const { rows } = await db.query<ContentRecord>(
    'SELECT path, locale, type, title, layout, body, translations FROM contents WHERE path = $1',
    [path],
  );
  return rows[0] ?? null;
}
