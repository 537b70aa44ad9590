import type { ContentBlock, ContentType, Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

export interface ContentRecord {
  path: string;
  locale: Lang;
  type: ContentType;
  title: string;
  layout: 'FULL_WIDTH';
  body: ContentBlock[];
  translations: { locale: Lang; url: string }[];
}

export async function findContentByPath(db: Db, path: string): Promise<ContentRecord | null> {
  const { rows } = await db.query<ContentRecord>(
    'SELECT path, locale, type, title, layout, body, translations FROM contents WHERE path = $1',
    [path],
  );
  return rows[0] ?? null;
}
