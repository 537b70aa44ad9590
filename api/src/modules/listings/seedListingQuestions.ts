import type { Db } from '../../platform/db/db';

/** The seed's questions, in each listing's language: the first required, the second optional. */
const QUESTIONS = {
  en: ['Why do you want to work with us?', 'When could you start?'],
  es: ['¿Por qué quieres trabajar con nosotros?', '¿Cuándo podrías empezar?'],
  pt: ['Por que você quer trabalhar conosco?', 'Quando você poderia começar?'],
} as const;

/**
 * Gives one job or internship in ten two questions of its own (deterministic: by id), so the
 * application form has listings with and without questions to show. Answers how many listings got them.
 */
export async function seedListingQuestions(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH picked AS (
       SELECT id, locale FROM listings WHERE listing_type IN ('JOB', 'INTERNSHIP') AND id % 10 = 3
     ), inserted AS (
       INSERT INTO listing_questions (listing_id, position, prompt, required)
       SELECT p.id, q.position, (($1::jsonb -> p.locale) ->> (q.position - 1)), q.position = 1
         FROM picked p CROSS JOIN (VALUES (1), (2)) AS q(position)
       RETURNING listing_id
     )
     SELECT count(DISTINCT listing_id)::int AS n FROM inserted`,
    [JSON.stringify(QUESTIONS)],
  );
  return rows[0]?.n ?? 0;
}
