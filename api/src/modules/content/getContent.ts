import type { ContentPage } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { presentContentPage } from './contentPresenter';
import { findContentByPath } from './contentRepository';

/** The CMS page at an address such as /en/about. */
export async function getContent(db: Db, path: string): Promise<ContentPage> {
  const row = await findContentByPath(db, path);
  if (!row) throw new NotFoundError({ path: 'No page at this address' });
  return presentContentPage(row);
}
