// docs/product/content.md#content-fields, CMS content: page types, layouts and the blocks a page is made of.

export const CONTENT_TYPES = ['CMS_PAGE', 'SEARCH_LANDING_PAGE'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_LAYOUTS = ['FULL_WIDTH'] as const;
export type ContentLayout = (typeof CONTENT_LAYOUTS)[number];
