import type { Db } from '../db/db';
import { notFound } from '../http/errors';
import { findContentByPath } from '../repositories/contentRepository';

export async function getContent(db: Db, path: string) {
  const row = await findContentByPath(db, path);
  if (!row) throw notFound({ path: 'No page at this address' });
  return {
    type: row.type,
    locale: row.locale,
    url: row.path,
    title: row.title,
    layout: row.layout,
    translations: row.translations,
    contentBlocks: row.body,
  };
}
