import { contentAnswerSchema, contentParamsSchema } from './content';

const page = {
  type: 'CMS_PAGE',
  locale: 'en',
  url: '/en/about',
  title: 'About OpenGood',
  layout: 'FULL_WIDTH',
  translations: [{ locale: 'es', url: '/es/acerca-de' }],
  contentBlocks: [
    { type: 'SPLIT_CONTENT', appearance: 'OVERLAPPING', title: 'About', body: 'We connect people.' },
    { type: 'RECOMMENDED_JOBS' },
  ],
};

describe('content schemas', () => {
  it('accepts a page with its blocks', () => {
    expect(contentAnswerSchema.parse({ data: page })).toEqual({ data: page });
  });

  it('refuses an unknown block type and a block missing its fields', () => {
    const unknown = { ...page, contentBlocks: [{ type: 'MARQUEE' }] };
    expect(contentAnswerSchema.safeParse({ data: unknown }).success).toBe(false);
    const partial = { ...page, contentBlocks: [{ type: 'SPLIT_CONTENT', title: 'About' }] };
    expect(contentAnswerSchema.safeParse({ data: partial }).success).toBe(false);
  });

  it('refuses a relative page address', () => {
    expect(contentAnswerSchema.safeParse({ data: { ...page, url: 'en/about' } }).success).toBe(false);
  });

  it('joins the path segments into the page address', () => {
    expect(contentParamsSchema.parse({ path: ['en', 'about'] })).toEqual({ path: '/en/about' });
    expect(contentParamsSchema.parse({})).toEqual({ path: '/' });
  });
});
