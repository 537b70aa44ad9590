import type { ContentPage } from '@opengood/contracts';
import type { ContentRecord } from './contentRepository';

export function presentContentPage(row: ContentRecord): ContentPage {
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
