import { z } from 'zod';
import { CONTENT_LAYOUTS, CONTENT_TYPES } from '../vocabulary/content';
import { LANGS } from '../vocabulary/languages';
import { dataAnswer } from './answer';

// The CMS content blocks (docs/product/content.md#content-blocks), as the api serves them today. The spec names more block types
// (FLASH_CARD_QUIZ, TWO_TILES, RECOMMENDED_ACTIONS); each joins the union when the api serves it.

export const splitContentBlockSchema = z.object({
  type: z.literal('SPLIT_CONTENT'),
  appearance: z.enum(['OVERLAPPING']),
  title: z.string(),
  body: z.string(),
});

export const threeStepCtaBlockSchema = z.object({
  type: z.literal('THREE_STEP_CTA'),
  imageSize: z.enum(['SMALL']),
  stepOneTitle: z.string(),
  stepTwoTitle: z.string(),
  stepThreeTitle: z.string(),
  stepOneUrl: z.string(),
  stepTwoUrl: z.string(),
  stepThreeUrl: z.string(),
});

/** Filled by the client with listings picked for the visitor. */
export const recommendedJobsBlockSchema = z.object({ type: z.literal('RECOMMENDED_JOBS') });

export const contentBlockSchema = z.discriminatedUnion('type', [
  splitContentBlockSchema,
  threeStepCtaBlockSchema,
  recommendedJobsBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockType = ContentBlock['type'];

/** The same page in another language. */
export const contentTranslationSchema = z.object({ locale: z.enum(LANGS), url: z.string().startsWith('/') });

/** GET /data/website/contents/{path}. */
export const contentPageSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  locale: z.enum(LANGS),
  /** The page's own address, e.g. /en/about. */
  url: z.string().startsWith('/'),
  title: z.string().min(1),
  layout: z.enum(CONTENT_LAYOUTS),
  translations: z.array(contentTranslationSchema),
  contentBlocks: z.array(contentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentAnswerSchema = dataAnswer(contentPageSchema);
export type ContentAnswer = z.infer<typeof contentAnswerSchema>;

/** The address after /data/website/contents/, as the path segments it is made of. */
export const contentParamsSchema = z.object({
  path: z
    .array(z.string())
    .default([])
    .transform((segments) => '/' + segments.join('/')),
});
