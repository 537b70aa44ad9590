import { z } from 'zod';

/** A listing's or organisation's place (GeoNames), with `text` ready to show ("Austin, TX, US"). */
export const placeSummarySchema = z.object({
  text: z.string().min(1),
  city: z.string().min(1),
  /** Only where a state is written after the city (US, Canada) is it part of `text`. */
  stateCode: z.string().nullable(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;
